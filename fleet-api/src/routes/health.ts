// A hub's health snapshots (spec 2 §2 Hub health view, §7): newest first before `until`, or the
// snapshots just after `from` (still answered newest first) for paging forward.
import { timeKeyQuerySchema, timeKeyedPage } from '../db/keysetPage.js';
import type { TimeKeyQuery } from '../db/keysetPage.js';
import { logCountRoute } from '../db/logCount.js';
import { ok, responses, nullable } from '../http/envelope.js';
import { hubIdParams } from '../http/idParams.js';
import { defineRoutes } from '../http/routeArea.js';

const num = nullable('number');
const int = nullable('integer');
const bool = nullable('boolean');

export const snapshotSchema = {
  type: 'object',
  required: ['uid', 'hubid', 'created'],
  properties: {
    uid: { type: 'integer' },
    hubid: { type: 'integer' },
    created: { type: 'string', format: 'date-time' },
    humidity: num,
    raw_temp: num,
    bias: num,
    temperature: num,
    setpoint: num,
    heating: int,
    boiler: bool,
    holiday: bool,
    touched: bool,
    version: int,
    rssi: int,
    gap: int,
    avg_wake_secs: num,
    uptime: int,
    voltage: int,
    current: int,
  },
} as const;

export default defineRoutes('/api/private', async (app) => {
  app.get<{ Params: { id: number }; Querystring: TimeKeyQuery }>(
    '/hub/:id/health',
    {
      schema: {
        summary: "The hub's health snapshots, newest first",
        params: hubIdParams,
        querystring: timeKeyQuerySchema(1000, 50),
        response: responses({ type: 'array', items: snapshotSchema }),
      },
    },
    async (request) =>
      ok(
        await timeKeyedPage(
          app.db,
          { table: 'health_snapshots', columns: '*', where: ['hubid = $1'], params: [request.params.id] },
          request.query,
          50,
        ),
      ),
  );

  logCountRoute(app, {
    path: '/hub/:id/health/count',
    table: 'health_snapshots',
    perHub: true,
    summary: 'How many health snapshots the hub has',
  });
});

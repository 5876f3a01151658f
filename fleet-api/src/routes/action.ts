import { ok, responses } from '../http/envelope.js';
import { logCountRoute } from '../db/logCount.js';
import { defineRoutes } from '../http/routeArea.js';
import { LOG_PAGE_DEFAULT, hubLogRoute, logPageQuerySchema } from '../comms/hubLogRoute.js';
import { CREATED_ISO, timeKeyedPage } from '../db/keysetPage.js';
import type { TimeKeyQuery } from '../db/keysetPage.js';

export const actionRecordSchema = {
  type: 'object',
  required: ['uid', 'hubid', 'created', 'type', 'action'],
  properties: {
    uid: { type: 'integer' },
    hubid: { type: 'integer' },
    created: { type: 'string', format: 'date-time' },
    type: { type: 'string' },
    action: { type: 'string' },
    initiatorid: { type: ['integer', 'null'] },
    userid: { type: ['integer', 'null'] },
    setstate: { type: ['integer', 'null'] },
    setting: { type: ['number', 'null'] },
  },
} as const;

const COLUMNS = `uid, hubid, ${CREATED_ISO}, type, action, initiatorid, userid, setstate, setting`;

export default defineRoutes('/api/private', async (app) => {
  hubLogRoute(app, {
    path: '/hub/:id/actions',
    summary: 'State changes made to the hub (by the hub, its apps, the schedule or staff), newest first',
    table: 'hub_action_log',
    columns: COLUMNS,
    record: actionRecordSchema,
  });

  app.get<{ Querystring: TimeKeyQuery }>(
    '/hubs/actions',
    {
      schema: {
        summary: 'The action log of every hub, newest first (keyset paged like hub/{id}/actions)',
        querystring: logPageQuerySchema,
        response: responses({ type: 'array', items: actionRecordSchema }),
      },
    },
    async (request) =>
      ok(
        await timeKeyedPage(
          app.db,
          { table: 'hub_action_log', columns: COLUMNS },
          request.query,
          LOG_PAGE_DEFAULT,
        ),
      ),
  );

  logCountRoute(app, {
    path: '/hubs/actions/count',
    table: 'hub_action_log',
    perHub: false,
    summary: 'How many entries the action log of every hub holds',
  });
});

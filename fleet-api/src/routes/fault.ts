// Glitch and reboot logs (spec 2 §2, §7), for one hub or the whole fleet, newest first.
import { dateTime, nullable, ok, responses } from '../http/envelope.js';
import { hubIdParams } from '../http/idParams.js';
import { defineRoutes } from '../http/routeArea.js';
import { timeKeyQuerySchema, timeKeyedPage } from '../db/keysetPage.js';
import { requireHub } from '../db/requireHub.js';
import type { TimeKeyQuery } from '../db/keysetPage.js';
import { logCountRoute } from '../db/logCount.js';

const glitchSchema = {
  type: 'object',
  required: ['uid', 'hubid', 'created', 'payload'],
  properties: {
    uid: { type: 'integer' },
    hubid: { type: 'integer' },
    created: { ...dateTime, type: 'string' },
    payload: { type: 'object', additionalProperties: true },
  },
} as const;

const str = nullable('string');
const rebootSchema = {
  type: 'object',
  required: ['uid', 'hubid', 'created'],
  properties: {
    uid: { type: 'integer' },
    hubid: { type: 'integer' },
    created: { ...dateTime, type: 'string' },
    os_version: str,
    reset_cause: str,
    timezone: str,
    wifi_version: nullable('integer'),
    traces: str,
  },
} as const;

// The most rows one page may ask for; the gateway asks one more than its largest page (500).
const LIST_MAX = 1000;

type HubPage = { Params: { id: number }; Querystring: TimeKeyQuery };
type FleetPage = { Querystring: TimeKeyQuery };

export default defineRoutes('/api/private', async (app) => {
  const list = async (table: string, hubid: number | null, page: TimeKeyQuery) => {
    const scope = hubid === null ? {} : { where: ['hubid = $1'], params: [hubid] };
    const rows = await timeKeyedPage(app.db, { table, columns: '*', ...scope }, page, 50);
    // Like every route of one hub's data: an unknown hub is a 404, not an empty log.
    if (rows.length === 0 && hubid !== null) await requireHub(app.db, hubid);
    return rows;
  };
  const glitches = responses({ type: 'array', items: glitchSchema });
  const reboots = responses({ type: 'array', items: rebootSchema });

  app.get<HubPage>(
    '/hub/:id/glitches',
    {
      schema: {
        summary: "The hub's glitch log, newest first",
        params: hubIdParams,
        querystring: timeKeyQuerySchema(LIST_MAX, 50),
        response: glitches,
      },
    },
    async (request) => ok(await list('glitch_log', request.params.id, request.query)),
  );

  app.get<FleetPage>(
    '/glitches',
    {
      schema: {
        summary: 'Every hub’s glitch log, newest first',
        querystring: timeKeyQuerySchema(LIST_MAX, 50),
        response: glitches,
      },
    },
    async (request) => ok(await list('glitch_log', null, request.query)),
  );

  app.get<HubPage>(
    '/hub/:id/reboots',
    {
      schema: {
        summary: "The hub's reboot log, newest first",
        params: hubIdParams,
        querystring: timeKeyQuerySchema(LIST_MAX, 20),
        response: reboots,
      },
    },
    async (request) => ok(await list('reboot_log', request.params.id, request.query)),
  );

  app.get<FleetPage>(
    '/reboots',
    {
      schema: {
        summary: 'Every hub’s reboot log, newest first',
        querystring: timeKeyQuerySchema(LIST_MAX, 20),
        response: reboots,
      },
    },
    async (request) => ok(await list('reboot_log', null, request.query)),
  );

  for (const [log, table] of [
    ['glitches', 'glitch_log'],
    ['reboots', 'reboot_log'],
  ] as const) {
    logCountRoute(app, {
      path: `/hub/:id/${log}/count`,
      table,
      perHub: true,
      summary: `How many rows the hub's ${log} log holds`,
    });
    logCountRoute(app, {
      path: `/${log}/count`,
      table,
      perHub: false,
      summary: `How many rows every hub's ${log} log holds`,
    });
  }
});

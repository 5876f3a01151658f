// Glitch and reboot logs (spec 2 §2, §7), for one hub or the whole fleet, newest first.
import { dateTime, nullable, ok, responses } from '../http/envelope.js';
import { hubIdParams } from '../http/idParams.js';
import { defineRoutes } from '../http/routeArea.js';
import { timeKeyQuerySchema, timeKeyedPage } from '../db/keysetPage.js';
import type { TimeKeyQuery } from '../db/keysetPage.js';

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

type HubPage = { Params: { id: number }; Querystring: TimeKeyQuery };
type FleetPage = { Querystring: TimeKeyQuery };

export default defineRoutes('/api/private', async (app) => {
  const list = (table: string, hubid: number | null, page: TimeKeyQuery) => {
    const scope = hubid === null ? {} : { where: ['hubid = $1'], params: [hubid] };
    return timeKeyedPage(app.db, { table, columns: '*', ...scope }, page, 50);
  };
  const glitches = responses({ type: 'array', items: glitchSchema });
  const reboots = responses({ type: 'array', items: rebootSchema });

  app.get<HubPage>(
    '/hub/:id/glitches',
    {
      schema: {
        summary: "The hub's glitch log, newest first",
        params: hubIdParams,
        querystring: timeKeyQuerySchema(500, 50),
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
        querystring: timeKeyQuerySchema(500, 50),
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
        querystring: timeKeyQuerySchema(500, 20),
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
        querystring: timeKeyQuerySchema(500, 20),
        response: reboots,
      },
    },
    async (request) => ok(await list('reboot_log', null, request.query)),
  );
});

import { ok, responses } from '../http/envelope.js';
import { defineRoutes } from '../http/routeArea.js';
import { CREATED_ISO, logPage, logPageQuerySchema } from '../comms/logPage.js';
import type { LogPageQuery } from '../comms/logPage.js';

const hubIdParams = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'integer', minimum: 1, maximum: 2_147_483_647 } },
} as const;

const str = { type: ['string', 'null'] } as const;

export const commsRecordSchema = {
  type: 'object',
  required: ['uid', 'hubid', 'created', 'api', 'typeid', 'headers', 'payload'],
  properties: {
    uid: { type: 'integer' },
    hubid: { type: 'integer' },
    created: { type: 'string', format: 'date-time' },
    api: { type: 'string' },
    initiatorid: { type: ['integer', 'null'] },
    typeid: { type: 'integer', enum: [50017, 50018, 50019, 50020] },
    ip: str,
    headers: { type: 'object', additionalProperties: { type: 'string' } },
    body: str,
    payload: { type: 'string', description: 'The raw text: header lines, a blank line, the body' },
  },
} as const;

// The raw payload is what went over the wire: "Name: value" header lines, a blank line, the body.
const COLUMNS = `uid, hubid, ${CREATED_ISO}, api, initiatorid, typeid, host(ip) AS ip, headers, body,
  coalesce((SELECT string_agg(key || ': ' || value, E'\\n' ORDER BY key) FROM jsonb_each_text(headers)), '')
    || E'\\n\\n' || coalesce(body, '') AS payload`;

export default defineRoutes('/api/private', async (app) => {
  app.get<{ Params: { id: number }; Querystring: LogPageQuery }>(
    '/hub/:id/comms',
    {
      schema: {
        summary: 'Communications between the hub, its phone apps and the server, newest first (keyset paged)',
        params: hubIdParams,
        querystring: logPageQuerySchema,
        response: responses({ type: 'array', items: commsRecordSchema }),
      },
    },
    async (request) =>
      ok(
        await logPage(
          app.db,
          'comms_log',
          COLUMNS,
          { where: 'hubid = $1', params: [request.params.id] },
          request.query,
        ),
      ),
  );
});

import { defineRoutes } from '../http/routeArea.js';
import { hubLogRoute } from '../comms/hubLogRoute.js';
import { CREATED_ISO } from '../db/keysetPage.js';

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
  hubLogRoute(app, {
    path: '/hub/:id/comms',
    summary: 'Communications between the hub, its phone apps and the server, newest first (keyset paged)',
    table: 'comms_log',
    columns: COLUMNS,
    record: commsRecordSchema,
  });
});

import { validateMessage } from '@hub/domain';
import { keysetPage } from '../db/keysetPage.js';
import { logCountRoute } from '../db/logCount.js';
import { ok, responses } from '../http/envelope.js';
import { badRequest } from '../http/errors.js';
import { dbIdSchema, hubIdParams } from '../http/idParams.js';
import { defineRoutes } from '../http/routeArea.js';

const pageQuery = {
  type: 'object',
  additionalProperties: false,
  properties: {
    maxid: { type: 'integer', minimum: 1, description: 'Messages with a uid below this (the oldest shown)' },
    minid: {
      type: 'integer',
      minimum: 0,
      description:
        'Messages with a uid above this (the newest shown): the `limit` nearest it, still newest first',
    },
    limit: { type: 'integer', minimum: 1, maximum: 1000, default: 25 },
  },
} as const;

type PageQuery = { maxid?: number; minid?: number; limit?: number };

const str = { type: ['string', 'null'] } as const;

export const messageSchema = {
  type: 'object',
  required: ['uid', 'hubid', 'from', 'subject', 'body', 'mail_type', 'created'],
  properties: {
    uid: { type: 'integer' },
    hubid: { type: 'integer' },
    from: { type: 'string' },
    subject: { type: 'string' },
    body: { type: 'string' },
    mail_type: { type: 'integer', enum: [0, 1, 2] },
    positive: str,
    negative: str,
    created: { type: 'string', format: 'date-time' },
    time_read: { type: ['string', 'null'], format: 'date-time' },
    response: { type: ['boolean', 'null'] },
  },
} as const;

const COLUMNS = `uid, hubid, "from", subject, body, mail_type, positive, negative, created, time_read, response`;

export interface SendMessagesBody {
  hubids: number[];
  from: string;
  subject: string;
  body: string;
  mail_type: number;
  positive?: string | null;
  negative?: string | null;
}

export default defineRoutes('/api/private', async (app) => {
  async function page(hubid: number | null, query: PageQuery) {
    return keysetPage(app.db, {
      select: `SELECT ${COLUMNS} FROM messages`,
      key: [['uid', 'bigint']],
      descending: true,
      ...(hubid === null ? {} : { where: ['hubid = $1'], params: [hubid] }),
      after: query.maxid === undefined ? null : [query.maxid],
      before: query.maxid === undefined && query.minid !== undefined ? [query.minid] : null,
      limit: query.limit ?? 25,
    });
  }

  app.get<{ Params: { id: number }; Querystring: PageQuery }>(
    '/hub/:id/messages',
    {
      schema: {
        summary: "The hub's messages, newest first; maxid pages to older ones",
        params: hubIdParams,
        querystring: pageQuery,
        response: responses({ type: 'array', items: messageSchema }),
      },
    },
    async (request) => ok(await page(request.params.id, request.query)),
  );

  app.get<{ Querystring: PageQuery }>(
    '/hubs/messages',
    {
      schema: {
        summary: 'The messages of every hub, newest first; maxid pages to older ones',
        querystring: pageQuery,
        response: responses({ type: 'array', items: messageSchema }),
      },
    },
    async (request) => ok(await page(null, request.query)),
  );

  logCountRoute(app, {
    path: '/hub/:id/messages/count',
    table: 'messages',
    perHub: true,
    summary: 'How many messages the hub has',
    timeRange: false,
  });
  logCountRoute(app, {
    path: '/hubs/messages/count',
    table: 'messages',
    perHub: false,
    summary: 'How many messages every hub has in all',
    timeRange: false,
  });

  app.post<{ Body: SendMessagesBody }>(
    '/hub/send_messages',
    {
      schema: {
        summary: 'Send one message to each of the hubs (all or none: an unknown hub id refuses the lot)',
        body: {
          type: 'object',
          required: ['hubids', 'from', 'subject', 'body', 'mail_type'],
          properties: {
            hubids: {
              type: 'array',
              minItems: 1,
              maxItems: 5000,
              items: dbIdSchema,
            },
            from: { type: 'string' },
            subject: { type: 'string' },
            body: { type: 'string' },
            mail_type: { type: 'integer' },
            positive: str,
            negative: str,
          },
        },
        response: responses({
          type: 'object',
          required: ['sent'],
          properties: { sent: { type: 'array', items: messageSchema } },
        }),
      },
    },
    async (request) => {
      const { hubids, from, subject, body, mail_type, positive, negative } = request.body;
      const invalid = validateMessage({ from, subject, body, mailType: mail_type, positive, negative });
      if (invalid.length > 0) {
        throw badRequest(
          'Fields are invalid!',
          invalid.map(({ field, message }) => ({
            field: field === 'mailType' ? 'mail_type' : field,
            message,
          })),
        );
      }
      const unique = [...new Set(hubids)];
      const known = await app.db.query<{ hubid: number }>(
        'SELECT hubid FROM hubs WHERE hubid = ANY($1::int[])',
        [unique],
      );
      const knownIds = new Set(known.map((row) => row.hubid));
      const unknown = unique.filter((id) => !knownIds.has(id));
      if (unknown.length > 0) {
        throw badRequest(
          `Unknown hub ${unknown.length === 1 ? 'id' : 'ids'}: ${unknown.join(', ')}`,
          unknown.map((id) => ({ field: 'hubids', message: `Hub ${id} does not exist.` })),
        );
      }
      const typed = mail_type > 0;
      const sent = await app.db.query(
        `INSERT INTO messages (hubid, "from", subject, body, mail_type, positive, negative)
         SELECT id, $2, $3, $4, $5, $6, $7 FROM unnest($1::int[]) WITH ORDINALITY AS t(id, n) ORDER BY n
         RETURNING ${COLUMNS}`,
        [
          unique,
          from.trim(),
          subject.trim(),
          body.trim(),
          mail_type,
          typed ? (positive ?? '').trim() : null,
          typed ? (negative ?? '').trim() : null,
        ],
      );
      return ok({ sent });
    },
  );
});

// How many rows a log list holds, for the gateway's `totalCount`: GET <list path>/count answers
// { count }. A separate route rather than a count beside every page, so a page costs one query and
// only a client that asks for the total pays for counting. A hub's log is counted on its
// (hubid, created, uid) index; a fleet-wide log counts every row of the table (one index scan). A
// time-keyed log's count takes the range its pages take (created_from, created_before), so a total
// and the pages of one range agree.
import type { FastifyInstance } from 'fastify';
import { ok, responses } from '../http/envelope.js';
import { hubIdParams } from '../http/idParams.js';
import { createdRangeConditions, createdRangeProperties } from './keysetPage.js';
import type { CreatedRange } from './keysetPage.js';

const countAnswer = responses({
  type: 'object',
  required: ['count'],
  properties: { count: { type: 'integer', minimum: 0 } },
});

const rangeQuery = {
  type: 'object',
  additionalProperties: false,
  properties: createdRangeProperties,
} as const;

/**
 * Registers GET `path` (ending in /count): the rows of `table`, of the hub `:id` when `perHub`. A list
 * paged by time (every log but the messages, paged by id) is counted within created_from/created_before
 * when given; `timeRange: false` leaves them out of the route.
 */
export function logCountRoute(
  app: FastifyInstance,
  log: { path: string; table: string; perHub: boolean; summary: string; timeRange?: boolean },
): void {
  const timeRange = log.timeRange ?? true;
  app.get<{ Params: { id?: number }; Querystring: CreatedRange }>(
    log.path,
    {
      schema: {
        summary: log.summary,
        ...(log.perHub ? { params: hubIdParams } : {}),
        ...(timeRange ? { querystring: rangeQuery } : {}),
        response: countAnswer,
      },
    },
    async (request) => {
      const params: unknown[] = [];
      const conditions = log.perHub ? [`hubid = $${params.push(request.params.id)}`] : [];
      if (timeRange) conditions.push(...createdRangeConditions(request.query, params));
      const where = conditions.length > 0 ? ` WHERE ${conditions.join(' AND ')}` : '';
      const [row] = await app.db.query<{ count: number }>(
        `SELECT count(*)::int AS count FROM ${log.table}${where}`,
        params,
      );
      return ok({ count: row?.count ?? 0 });
    },
  );
}

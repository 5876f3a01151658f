// How many rows a log list holds, for the gateway's `totalCount`: GET <list path>/count answers
// { count }. A separate route rather than a count beside every page, so a page costs one query and
// only a client that asks for the total pays for counting. A hub's log is counted on its
// (hubid, created, uid) index; a fleet-wide log counts every row of the table (one index scan).
import type { FastifyInstance } from 'fastify';
import { ok, responses } from '../http/envelope.js';
import { hubIdParams } from '../http/idParams.js';

const countAnswer = responses({
  type: 'object',
  required: ['count'],
  properties: { count: { type: 'integer', minimum: 0 } },
});

/** Registers GET `path` (ending in /count): the rows of `table`, of the hub `:id` when `perHub`. */
export function logCountRoute(
  app: FastifyInstance,
  log: { path: string; table: string; perHub: boolean; summary: string },
): void {
  app.get<{ Params: { id?: number } }>(
    log.path,
    {
      schema: {
        summary: log.summary,
        ...(log.perHub ? { params: hubIdParams } : {}),
        response: countAnswer,
      },
    },
    async (request) => {
      const [row] = log.perHub
        ? await app.db.query<{ count: number }>(
            `SELECT count(*)::int AS count FROM ${log.table} WHERE hubid = $1`,
            [request.params.id],
          )
        : await app.db.query<{ count: number }>(`SELECT count(*)::int AS count FROM ${log.table}`);
      return ok({ count: row?.count ?? 0 });
    },
  );
}

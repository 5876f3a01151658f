// The comms log and the hub action log are read by one and the same route shape: GET /hub/:id/<log>,
// keyset paged (db/keysetPage.ts), newest first. Declared once so both logs validate, page and answer alike.
import type { FastifyInstance } from 'fastify';
import type { JsonSchema } from '../http/envelope.js';
import { ok, responses } from '../http/envelope.js';
import { hubIdParams } from '../http/idParams.js';
import { timeKeyQuerySchema, timeKeyedPage } from '../db/keysetPage.js';
import type { TimeKeyQuery } from '../db/keysetPage.js';
import { logCountRoute } from '../db/logCount.js';

export const LOG_PAGE_DEFAULT = 50;
export const LOG_PAGE_MAX = 1000;
export const logPageQuerySchema = timeKeyQuerySchema(LOG_PAGE_MAX, LOG_PAGE_DEFAULT);

export interface HubLog {
  /** The route path, e.g. /hub/:id/comms. */
  path: string;
  summary: string;
  table: string;
  /** The SELECT list of one row (see db/keysetPage.ts CREATED_ISO). */
  columns: string;
  /** The JSON schema of one row. */
  record: JsonSchema;
}

/** Registers GET `path`: one page of `table`'s rows of the hub `:id`, and GET `path`/count: how many there are. */
export function hubLogRoute(app: FastifyInstance, log: HubLog): void {
  app.get<{ Params: { id: number }; Querystring: TimeKeyQuery }>(
    log.path,
    {
      schema: {
        summary: log.summary,
        params: hubIdParams,
        querystring: logPageQuerySchema,
        response: responses({ type: 'array', items: log.record }),
      },
    },
    async (request) =>
      ok(
        await timeKeyedPage(
          app.db,
          { table: log.table, columns: log.columns, where: ['hubid = $1'], params: [request.params.id] },
          request.query,
          LOG_PAGE_DEFAULT,
        ),
      ),
  );
  logCountRoute(app, {
    path: `${log.path}/count`,
    table: log.table,
    perHub: true,
    summary: `How many rows GET ${log.path} pages through`,
  });
}

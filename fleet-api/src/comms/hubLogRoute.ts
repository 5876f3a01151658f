// The comms log and the hub action log are read by one and the same route shape: GET /hub/:id/<log>,
// keyset paged (logPage.ts), newest first. Declared once so both logs validate, page and answer alike.
import type { FastifyInstance } from 'fastify';
import type { JsonSchema } from '../http/envelope.js';
import { ok, responses } from '../http/envelope.js';
import { hubIdParams } from '../http/idParams.js';
import { logPage, logPageQuerySchema } from './logPage.js';
import type { LogPageQuery } from './logPage.js';

export interface HubLog {
  /** The route path, e.g. /hub/:id/comms. */
  path: string;
  summary: string;
  table: string;
  /** The SELECT list of one row (see CREATED_ISO). */
  columns: string;
  /** The JSON schema of one row. */
  record: JsonSchema;
}

/** Registers GET `path`: one page of `table`'s rows of the hub `:id`. */
export function hubLogRoute(app: FastifyInstance, log: HubLog): void {
  app.get<{ Params: { id: number }; Querystring: LogPageQuery }>(
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
        await logPage(
          app.db,
          log.table,
          log.columns,
          { where: 'hubid = $1', params: [request.params.id] },
          request.query,
        ),
      ),
  );
}

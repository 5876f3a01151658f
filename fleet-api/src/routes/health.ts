// A hub's health snapshots (spec 2 §2 Hub health view, §7): newest first before `until`, or the
// snapshots just after `from` (still answered newest first) for paging forward.
import { ok, responses, dateTime, nullable } from '../http/envelope.js';
import { hubIdParams } from '../http/idParams.js';
import { defineRoutes } from '../http/routeArea.js';

const num = nullable('number');
const int = nullable('integer');
const bool = nullable('boolean');

export const snapshotSchema = {
  type: 'object',
  required: ['uid', 'hubid', 'created'],
  properties: {
    uid: { type: 'integer' },
    hubid: { type: 'integer' },
    created: { type: 'string', format: 'date-time' },
    humidity: num,
    raw_temp: num,
    bias: num,
    temperature: num,
    setpoint: num,
    heating: int,
    boiler: bool,
    holiday: bool,
    touched: bool,
    version: int,
    rssi: int,
    gap: int,
    avg_wake_secs: num,
    uptime: int,
    voltage: int,
    current: int,
  },
} as const;

export interface TimePage {
  until?: string;
  /** With until: rows at exactly `until` with a uid below this one are still older (ties on time). */
  until_uid?: number;
  from?: string;
  /** With from: rows at exactly `from` with a uid above this one are still newer. */
  from_uid?: number;
  limit: number;
}

export const timePageQuery = (maxLimit: number, defaultLimit: number) =>
  ({
    type: 'object',
    properties: {
      until: { ...dateTime, type: 'string', description: 'Only rows created before this time' },
      until_uid: { type: 'integer', minimum: 0, description: 'Tie-break for until: (created, uid) below' },
      from: { ...dateTime, type: 'string', description: 'Only rows created after this time' },
      from_uid: { type: 'integer', minimum: 0, description: 'Tie-break for from: (created, uid) above' },
      limit: { type: 'integer', minimum: 1, maximum: maxLimit, default: defaultLimit },
    },
  }) as const;

/**
 * SQL for a newest-first page of an append-only log: `until` pages back, `from` pages forward (the
 * rows just after it, returned newest first too). `where` are the log's own conditions. Rows sharing a
 * timestamp keep their uid order, and `until_uid`/`from_uid` page through such a run without losing rows.
 */
export function timePage(
  table: string,
  columns: string,
  where: string[],
  params: unknown[],
  page: TimePage,
): { sql: string; params: unknown[] } {
  const clauses = [...where];
  if (page.until !== undefined)
    clauses.push(
      page.until_uid === undefined
        ? `created < $${params.push(page.until)}`
        : `(created, uid) < ($${params.push(page.until)}::timestamptz, $${params.push(page.until_uid)}::bigint)`,
    );
  const forward = page.from !== undefined && page.until === undefined;
  if (forward)
    clauses.push(
      page.from_uid === undefined
        ? `created > $${params.push(page.from)}`
        : `(created, uid) > ($${params.push(page.from)}::timestamptz, $${params.push(page.from_uid)}::bigint)`,
    );
  const filter = clauses.length ? `WHERE ${clauses.join(' AND ')}` : '';
  const order = forward ? 'created ASC, uid ASC' : 'created DESC, uid DESC';
  const inner = `SELECT ${columns} FROM ${table} ${filter} ORDER BY ${order} LIMIT $${params.push(page.limit)}`;
  return {
    sql: forward ? `SELECT * FROM (${inner}) page ORDER BY created DESC, uid DESC` : inner,
    params,
  };
}

export default defineRoutes('/api/private', async (app) => {
  app.get<{ Params: { id: number }; Querystring: TimePage }>(
    '/hub/:id/health',
    {
      schema: {
        summary: "The hub's health snapshots, newest first",
        params: hubIdParams,
        querystring: timePageQuery(500, 50),
        response: responses({ type: 'array', items: snapshotSchema }),
      },
    },
    async (request) => {
      const { sql, params } = timePage(
        'health_snapshots',
        '*',
        ['hubid = $1'],
        [request.params.id],
        request.query,
      );
      return ok(await app.db.query(sql, params));
    },
  );
});

// Keyset paging shared by the comms log and the hub action log (docs/rest-api.md, "Logs"). The spec's
// `until` is a timestamp; rows sharing one are told apart by uid, so a page boundary never skips or
// repeats a row: `until` + `before_uid` asks for rows strictly older than that (created, uid) pair,
// `since` + `after_uid` for the rows just newer than it. Timestamps go out with microseconds, so the
// pair a client hands back is exactly the one stored.
import type { Queryable } from '../db/database.js';

export const PAGE_DEFAULT = 50;
export const PAGE_MAX = 1000;

/** created as ISO-8601 UTC with microseconds (the whole stored precision). */
export const CREATED_ISO = `to_char(created AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS created`;

export interface LogPageQuery {
  until?: string;
  before_uid?: number;
  since?: string;
  after_uid?: number;
  limit?: number;
}

export const logPageQuerySchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    until: { type: 'string', format: 'date-time', description: 'Rows created before this moment' },
    before_uid: {
      type: 'integer',
      minimum: 1,
      description: 'With until: also the rows created exactly at until whose uid is below this',
    },
    since: {
      type: 'string',
      format: 'date-time',
      description: 'Rows created after this moment (newer page)',
    },
    after_uid: {
      type: 'integer',
      minimum: 1,
      description: 'With since: also the rows created exactly at since whose uid is above this',
    },
    limit: { type: 'integer', minimum: 1, maximum: PAGE_MAX, default: PAGE_DEFAULT },
  },
} as const;

/**
 * One page of a log table, newest first. `scope` is a SQL condition on the table (e.g. hubid = $1) with
 * its parameters; the page's own parameters follow them.
 */
export async function logPage<T>(
  db: Queryable,
  table: string,
  columns: string,
  scope: { where: string; params: unknown[] },
  query: LogPageQuery,
): Promise<T[]> {
  const params = [...scope.params];
  const conditions = scope.where ? [scope.where] : [];
  const limit = query.limit ?? PAGE_DEFAULT;
  const p = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  if (query.since !== undefined) {
    // Newer page: the `limit` rows just above the key, answered newest first like every page.
    conditions.push(`(created, uid) > (${p(query.since)}::timestamptz, ${p(query.after_uid ?? 2 ** 53)})`);
    const where = conditions.join(' AND ');
    return db.query<T>(
      `SELECT * FROM (SELECT ${columns}, created AS created_at FROM ${table} WHERE ${where}
                       ORDER BY created ASC, uid ASC LIMIT ${p(limit)}) page
        ORDER BY created_at DESC, uid DESC`,
      params,
    );
  }
  if (query.until !== undefined) {
    conditions.push(`(created, uid) < (${p(query.until)}::timestamptz, ${p(query.before_uid ?? 0)})`);
  }
  const where = conditions.length > 0 ? `WHERE ${conditions.join(' AND ')}` : '';
  return db.query<T>(
    `SELECT ${columns} FROM ${table} ${where} ORDER BY created DESC, uid DESC LIMIT ${p(limit)}`,
    params,
  );
}

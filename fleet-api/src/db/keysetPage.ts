// The one keyset paging of fleet-api (docs/rest-api.md, "Paging"). A list is ordered by a key (a
// timestamp and the row's id, or an id alone) and a page continues from the key of the last row shown,
// so the last page costs what the first does. One tie-break style everywhere: the key is compared as a
// row value, `(created, uid) < (until, until_uid)`, so rows that share a timestamp are told apart by id
// and a page boundary never skips or repeats one.
import type { Queryable } from './database.js';

/** A list's query parameters for time-keyed paging: `until` pages to older rows, `from` to newer ones. */
export interface TimeKeyQuery {
  /** Rows older than this moment (with until_uid: older than this (moment, id) pair). */
  until?: string;
  until_uid?: number;
  /** Rows newer than this moment (with from_uid: newer than this (moment, id) pair); answered newest first. */
  from?: string;
  from_uid?: number;
  limit?: number;
  /** The range (not a cursor): only rows created at or after this moment. */
  created_from?: string;
  /** The range (not a cursor): only rows created before this moment. */
  created_before?: string;
}

/** A log's time range: rows created at or after `created_from` and before `created_before`. */
export type CreatedRange = Pick<TimeKeyQuery, 'created_from' | 'created_before'>;

/** The query-string properties of a log's time range, on its pages and its count alike. */
export const createdRangeProperties = {
  created_from: {
    type: 'string',
    format: 'date-time',
    description: 'Only rows created at or after this time (a range, kept on every page)',
  },
  created_before: {
    type: 'string',
    format: 'date-time',
    description: 'Only rows created before this time (a range, kept on every page)',
  },
} as const;

/**
 * The WHERE conditions of a time range on `created`, their values pushed onto `params` ($n in order).
 * An empty range (created_from at or after created_before) matches no row: an empty page, a count of 0.
 */
export function createdRangeConditions(range: CreatedRange, params: unknown[]): string[] {
  const conditions: string[] = [];
  if (range.created_from !== undefined)
    conditions.push(`created >= $${params.push(range.created_from)}::timestamptz`);
  if (range.created_before !== undefined)
    conditions.push(`created < $${params.push(range.created_before)}::timestamptz`);
  return conditions;
}

/** The query-string schema of a time-keyed list. */
export function timeKeyQuerySchema(maxLimit: number, defaultLimit: number) {
  return {
    type: 'object',
    additionalProperties: false,
    properties: {
      until: { type: 'string', format: 'date-time', description: 'Only rows created before this time' },
      until_uid: {
        type: 'integer',
        minimum: 0,
        description: 'With until: also the rows created exactly at until whose id is below this',
      },
      from: { type: 'string', format: 'date-time', description: 'Only rows created after this time' },
      from_uid: {
        type: 'integer',
        minimum: 0,
        description: 'With from: also the rows created exactly at from whose id is above this',
      },
      limit: { type: 'integer', minimum: 1, maximum: maxLimit, default: defaultLimit },
      ...createdRangeProperties,
    },
  } as const;
}

// Larger than any id: `from` without from_uid means "after that moment", whatever the id.
const ID_ABOVE_ALL = Number.MAX_SAFE_INTEGER;

/** Where a time-keyed page continues: past `after` (older) or just before `before` (newer). */
export function timeKeyBounds(query: TimeKeyQuery): { after: unknown[] | null; before: unknown[] | null } {
  if (query.until !== undefined) return { after: [query.until, query.until_uid ?? 0], before: null };
  if (query.from !== undefined) return { after: null, before: [query.from, query.from_uid ?? ID_ABOVE_ALL] };
  return { after: null, before: null };
}

export interface KeysetPage {
  /** SELECT … FROM … (joins included), without WHERE. */
  select: string;
  /** The key columns in list order, each with its SQL type: [['created', 'timestamptz'], ['uid', 'bigint']]. */
  key: ReadonlyArray<readonly [string, string]>;
  /** Newest (largest key) first, as logs are; false for lists in id order. */
  descending: boolean;
  /** The list's own conditions and their parameters ($1 … in order). */
  where?: string[];
  params?: unknown[];
  /** Continue past this key in list order (the next page). */
  after?: unknown[] | null;
  /** The page just before this key in list order (the previous page), answered in list order. */
  before?: unknown[] | null;
  limit: number;
}

/** One page of a keyset-ordered list. */
export async function keysetPage<T>(db: Queryable, page: KeysetPage): Promise<T[]> {
  const params = [...(page.params ?? [])];
  const conditions = [...(page.where ?? [])];
  const p = (value: unknown, type: string) => `$${params.push(value)}::${type}`;
  const columns = `(${page.key.map(([column]) => column).join(', ')})`;
  const values = (key: unknown[]) => `(${page.key.map(([, type], i) => p(key[i], type)).join(', ')})`;
  const [next, previous] = page.descending ? ['<', '>'] : ['>', '<'];
  const backward = !page.after && Boolean(page.before);
  if (page.after) conditions.push(`${columns} ${next} ${values(page.after)}`);
  else if (page.before) conditions.push(`${columns} ${previous} ${values(page.before)}`);
  // A previous page is read towards the key (the rows nearest it), then put back in list order.
  const descending = page.descending !== backward;
  const order = page.key.map(([column]) => `${column} ${descending ? 'DESC' : 'ASC'}`).join(', ');
  const where = conditions.length > 0 ? `WHERE ${conditions.join(' AND ')}` : '';
  const rows = await db.query<T>(
    `${page.select} ${where} ORDER BY ${order} LIMIT ${p(page.limit, 'int')}`,
    params,
  );
  return backward ? rows.reverse() : rows;
}

/** The key of time-keyed logs: creation time, then uid. */
export const CREATED_UID = [
  ['created', 'timestamptz'],
  ['uid', 'bigint'],
] as const;

/** created as ISO-8601 UTC with microseconds (the whole stored precision), so a cursor keeps it exactly. */
export const CREATED_ISO = `to_char(created AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS created`;

/**
 * One page of a log table (created, uid), newest first, as a TimeKeyQuery asks for it: within its time
 * range (created_from, created_before) when given, whichever way the cursor pages.
 */
export function timeKeyedPage<T>(
  db: Queryable,
  log: { table: string; columns: string; where?: string[]; params?: unknown[] },
  query: TimeKeyQuery,
  defaultLimit: number,
): Promise<T[]> {
  const params = [...(log.params ?? [])];
  const where = [...(log.where ?? []), ...createdRangeConditions(query, params)];
  return keysetPage<T>(db, {
    select: `SELECT ${log.columns} FROM ${log.table}`,
    key: CREATED_UID,
    descending: true,
    where,
    params,
    ...timeKeyBounds(query),
    limit: query.limit ?? defaultLimit,
  });
}

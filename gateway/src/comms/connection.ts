// Relay connections over the upstream's keyset paging (fleet-api comms/logPage.ts): a cursor is the
// record's timestamp (as the upstream sent it, microseconds included) and uid, so rows that share a
// timestamp are neither skipped nor repeated at a page boundary. first/after page to older records with
// `until`; last/before to newer ones with `since`. One upstream call per page: one more row than asked
// is fetched to know whether another page follows.
import { GraphQLError } from 'graphql';

export const PAGE_DEFAULT = 50;
export const PAGE_MAX = 500;

export interface LogRow {
  uid: number;
  created: string;
}

export interface PageArgs {
  first?: number | null;
  after?: string | null;
  last?: number | null;
  before?: string | null;
}

function badInput(message: string): GraphQLError {
  return new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT' } });
}

export function encodeCursor(row: LogRow): string {
  return Buffer.from(JSON.stringify([row.created, row.uid])).toString('base64url');
}

export function decodeCursor(cursor: string): LogRow {
  try {
    const value = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as unknown;
    if (
      Array.isArray(value) &&
      value.length === 2 &&
      typeof value[0] === 'string' &&
      !Number.isNaN(Date.parse(value[0])) &&
      Number.isSafeInteger(value[1]) &&
      (value[1] as number) > 0
    ) {
      return { created: value[0], uid: value[1] as number };
    }
  } catch {
    // fall through
  }
  throw badInput(`Not a cursor of this list: ${JSON.stringify(cursor)}.`);
}

function pageSize(value: number | null | undefined, name: string, max: number, fallback: number): number {
  if (value === null || value === undefined) return fallback;
  if (!Number.isInteger(value) || value < 1 || value > max)
    throw badInput(`${name} must be between 1 and ${max}, got ${value}.`);
  return value;
}

export interface Connection<N> {
  edges: Array<{ cursor: string; node: N }>;
  pageInfo: {
    hasNextPage: boolean;
    hasPreviousPage: boolean;
    startCursor: string | null;
    endCursor: string | null;
  };
}

/** The upstream query string of the page the arguments ask for. */
export function pageQuery(args: PageArgs, max = PAGE_MAX, fallback = PAGE_DEFAULT) {
  if (args.after && args.before) throw badInput('Give after or before, not both.');
  const backward = Boolean(args.before) || (args.last != null && args.first == null);
  const size = backward
    ? pageSize(args.last, 'last', max, fallback)
    : pageSize(args.first, 'first', max, fallback);
  const params = new URLSearchParams({ limit: String(size + 1) });
  if (backward && args.before) {
    const key = decodeCursor(args.before);
    params.set('since', key.created);
    params.set('after_uid', String(key.uid));
  } else if (!backward && args.after) {
    const key = decodeCursor(args.after);
    params.set('until', key.created);
    params.set('before_uid', String(key.uid));
  }
  return { backward: backward && Boolean(args.before), size, query: params.toString() };
}

/** The connection made from one upstream page (newest first), given what pageQuery asked for. */
export function toConnection<R extends LogRow, N>(
  rows: R[],
  page: { backward: boolean; size: number },
  args: PageArgs,
  toNode: (row: R) => N,
): Connection<N> {
  const more = rows.length > page.size;
  // Backward pages come newest first too; the surplus row is the newest one, furthest from `before`.
  const kept = more ? (page.backward ? rows.slice(1) : rows.slice(0, page.size)) : rows;
  const edges = kept.map((row) => ({ cursor: encodeCursor(row), node: toNode(row) }));
  return {
    edges,
    pageInfo: {
      hasNextPage: page.backward ? true : more,
      hasPreviousPage: page.backward ? more : Boolean(args.after),
      startCursor: edges[0]?.cursor ?? null,
      endCursor: edges.at(-1)?.cursor ?? null,
    },
  };
}

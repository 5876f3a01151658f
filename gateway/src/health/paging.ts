// Relay paging over the upstream's paging keys: a hub id (`from_hub`) for the hub lists, a creation
// time (`until`) for the logs. Cursors are opaque to clients: base64url of "<kind>:<key>".
import { GraphQLError } from 'graphql';
import type { GatewayContext } from '../context.js';

function badInput(message: string): GraphQLError {
  return new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT' } });
}

export function encodeCursor(kind: string, key: string | number): string {
  return Buffer.from(`${kind}:${key}`).toString('base64url');
}

/** The key inside a cursor of this kind; BAD_USER_INPUT for anything else. */
export function decodeCursor(kind: string, cursor: string | null | undefined): string | null {
  if (cursor === null || cursor === undefined) return null;
  const text = Buffer.from(cursor, 'base64url').toString();
  if (!text.startsWith(`${kind}:`) || text.length === kind.length + 1)
    throw badInput(`Not a cursor of this list: ${cursor}`);
  return text.slice(kind.length + 1);
}

export function afterHubId(cursor: string | null | undefined): number {
  const key = decodeCursor('hub', cursor);
  if (key === null) return 0;
  const id = Number(key);
  if (!Number.isInteger(id) || id < 0) throw badInput(`Not a cursor of this list: ${cursor}`);
  return id;
}

/** Where a time cursor points: the row's creation time and uid (rows may share a time). */
export interface TimeKey {
  until: string;
  uid: number;
}

export function untilTime(cursor: string | null | undefined): TimeKey | null {
  const key = decodeCursor('at', cursor);
  if (key === null) return null;
  const [until = '', uid = ''] = key.split('|');
  if (Number.isNaN(Date.parse(until)) || !/^\d+$/.test(uid))
    throw badInput(`Not a cursor of this list: ${cursor}`);
  return { until, uid: Number(uid) };
}

/** `first` within 1 and the gateway's page size. */
export function pageSize(ctx: GatewayContext, first: number | null | undefined, fallback: number): number {
  const size = first ?? fallback;
  if (!Number.isInteger(size) || size < 1 || size > ctx.maxPageSize)
    throw badInput(`first must be between 1 and ${ctx.maxPageSize}.`);
  return size;
}

interface Page<N> {
  edges: { cursor: string; node: N }[];
  pageInfo: {
    hasNextPage: boolean;
    hasPreviousPage: boolean;
    startCursor: string | null;
    endCursor: string | null;
  };
}

/**
 * A connection from rows fetched with one more than the page size: the extra row only says a next page
 * exists. `hasPreviousPage` is whether the page was asked for with a cursor.
 */
export function connection<R, N>(
  rows: R[],
  size: number,
  cursorOf: (row: R) => string,
  toNode: (row: R) => N,
  paged: boolean,
): Page<N> {
  const shown = rows.slice(0, size);
  const edges = shown.map((row) => ({ cursor: cursorOf(row), node: toNode(row) }));
  return {
    edges,
    pageInfo: {
      hasNextPage: rows.length > size,
      hasPreviousPage: paged,
      startCursor: edges[0]?.cursor ?? null,
      endCursor: edges.at(-1)?.cursor ?? null,
    },
  };
}

/** The time cursor of a log row: paging on from it shows what was created before it. */
export const timeCursor = (row: { created: string; uid: number }): string =>
  encodeCursor('at', `${row.created}|${row.uid}`);

/** The query string of a time page. */
export function timeQuery(until: TimeKey | null, limit: number): string {
  const params = new URLSearchParams({ limit: String(limit) });
  if (until !== null) {
    params.set('until', until.until);
    params.set('until_uid', String(until.uid));
  }
  return params.toString();
}

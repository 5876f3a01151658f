// The one way the gateway pages: Relay connections over the upstream's two paging styles.
// - Keyset upstreams page by the key of the last row shown (a timestamp and uid, a hub id, an issue's
//   last action and id). The cursor is that key, tagged with the list's kind, so rows that share a
//   timestamp are neither skipped nor repeated and a cursor of another list is refused.
// - Offset/step upstreams page by position. The cursor carries the position and a hash of the filter
//   it was made for: a position only means something within one result, so a cursor from another
//   filter is BAD_USER_INPUT rather than a silently wrong page.
// Every connection also has `nodes` (the rows without cursors) and, where the upstream can count,
// `totalCount`, which makes its separate count call only when the field is selected.
import { createHash } from 'node:crypto';
import { GraphQLError } from 'graphql';
import type { GraphQLResolveInfo } from 'graphql';
import { selectedFields } from '../graphql/selection.js';
import { dateTimeProblem } from './scalars.js';

/** A connection's page sizes: the default when none is asked for, and the most a page may hold. */
export interface PageLimits {
  defaultSize: number;
  maxSize: number;
}

/**
 * The page sizes of every connection of the API: 100 rows when `first`/`last` is left out, at most 500
 * (more is BAD_USER_INPUT naming the argument). One pair for all lists, so a script pages every list with
 * the same loop; the schema's descriptions and docs/api.md state these numbers. 500 is the most the grids
 * ask for in one page (a screenful of rows plus what a fast scroll needs) and keeps one page's answer
 * under about a megabyte on the widest rows.
 */
export const PAGE_LIMITS: PageLimits = { defaultSize: 100, maxSize: 500 };

export interface PageArgs {
  first?: number | null;
  after?: string | null;
  last?: number | null;
  before?: string | null;
}

export interface Connection<N> {
  edges: Array<{ cursor: string; node: N }>;
  nodes: N[];
  pageInfo: {
    hasNextPage: boolean;
    hasPreviousPage: boolean;
    startCursor: string | null;
    endCursor: string | null;
  };
}

/** BAD_USER_INPUT; `field` (an argument, or "filter.search") goes in extensions.field when one is to blame. */
export function badInput(message: string, field?: string): GraphQLError {
  return new GraphQLError(message, {
    extensions: { code: 'BAD_USER_INPUT', ...(field === undefined ? {} : { field }) },
  });
}

function pageSize(value: number | null | undefined, name: string, limits: PageLimits): number {
  if (value === null || value === undefined) return limits.defaultSize;
  if (!Number.isInteger(value) || value < 1 || value > limits.maxSize)
    throw badInput(`${name} must be between 1 and ${limits.maxSize}, got ${value}.`, name);
  return value;
}

/**
 * The direction arguments every connection accepts: `first` with `after`, or `last` with `before`. A page
 * counted back from the end of a list (`last` without `before`) is refused rather than answered with the
 * first page: no upstream can count back from its end without a count of its own.
 */
function checkDirection(args: PageArgs): void {
  if (args.after && args.before) throw badInput('Give after or before, not both.', 'before');
  if (args.first != null && args.last != null) throw badInput('Give first or last, not both.', 'last');
  if (args.last != null && !args.before)
    throw badInput('last needs a before cursor: ask for the first page with first.', 'last');
  if (args.first != null && args.before)
    throw badInput('first goes with after, not before: use last.', 'first');
}

// ---- cursors -------------------------------------------------------------------------------------

type KeyPart = string | number;

function encodeCursor(kind: string, parts: readonly KeyPart[]): string {
  return Buffer.from(JSON.stringify([kind, ...parts])).toString('base64url');
}

const ANOTHER_FILTER = 'This cursor belongs to another filter: start again from the first page.';

function notACursor(cursor: string, field: string): GraphQLError {
  return badInput(`Not a cursor of this list: ${JSON.stringify(cursor)}.`, field);
}

/**
 * The key parts of a cursor of this list. `scope` is the list's kind, followed for a filtered list by
 * ":" and its filter's hash; a cursor of the kind alone (a mutation's edge) fits any filter of the list.
 */
function decodeCursor(kind: string, cursor: string, field: string, scope: string = kind): unknown[] {
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw notACursor(cursor, field);
  }
  if (!Array.isArray(value) || typeof value[0] !== 'string') throw notACursor(cursor, field);
  const tag = value[0];
  if (tag === scope || tag === kind) return value.slice(1);
  if (tag.startsWith(`${kind}:`)) throw badInput(ANOTHER_FILTER, field);
  throw notACursor(cursor, field);
}

/** How a keyset list's key is written into a cursor and read back (null: not a key of this list). */
export interface KeyCodec<K> {
  kind: string;
  parts(key: K): KeyPart[];
  read(parts: unknown[]): K | null;
}

// The date-time form fleet-api's `format: date-time` takes as it is (seconds and a "+hh:mm" offset); a
// DateTime without seconds or with "+hhmm", which the scalar accepts, is rewritten as UTC.
const RFC3339_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;

/** The largest id of a record stored as a PostgreSQL integer (hubs, issues, messages). */
export const DB_ID_MAX = 2_147_483_647;

// A cursor is read back only when each key part is one the upstream can take: an id in range (a log's
// bigint uid up to Number.MAX_SAFE_INTEGER, any other id up to DB_ID_MAX), a time in fleet-api's
// date-time form that is a real date. Anything else was not made by the gateway: not a cursor of this list.
const isId = (value: unknown, max: number): value is number =>
  Number.isSafeInteger(value) && (value as number) >= 0 && (value as number) <= max;
const isTime = (value: unknown): value is string =>
  typeof value === 'string' && RFC3339_DATE_TIME.test(value) && dateTimeProblem(value) === null;

/** A row's creation time (as the upstream sent it, microseconds included) and uid. */
export interface TimeKey {
  at: string;
  uid: number;
}

/** A list keyed by a time and an id (a log: its bigint uids by default); kind tells the lists apart. */
export function timeKeyCodec(kind: string, maxId: number = Number.MAX_SAFE_INTEGER): KeyCodec<TimeKey> {
  return {
    kind,
    parts: (key) => [key.at, key.uid],
    read: ([at, uid, ...rest]) => (isTime(at) && isId(uid, maxId) && rest.length === 0 ? { at, uid } : null),
  };
}

export const timeKey: KeyCodec<TimeKey> = timeKeyCodec('at');

/** A list keyed by one id (hubs by hub id, messages by uid); kind tells the lists apart. */
export function idKey(kind: string, maxId: number = DB_ID_MAX): KeyCodec<number> {
  return {
    kind,
    parts: (id) => [id],
    read: ([id, ...rest]) => (isId(id, maxId) && rest.length === 0 ? id : null),
  };
}

function readKey<K>(
  codec: KeyCodec<K>,
  cursor: string | null | undefined,
  field: string,
  scope: string,
): K | null {
  if (cursor === null || cursor === undefined || cursor === '') return null;
  const key = codec.read(decodeCursor(codec.kind, cursor, field, scope));
  if (key === null) throw notACursor(cursor, field);
  return key;
}

/**
 * The cursor of a row. With a page, the cursor of that page's list and filter; without, the row's place
 * in the order every list of the kind shares (a mutation's edge), which any filter of the list accepts.
 */
export function keyCursor<K>(codec: KeyCodec<K>, key: K, page?: { scope: string }): string {
  return encodeCursor(page?.scope ?? codec.kind, codec.parts(key));
}

// ---- keyset upstreams ----------------------------------------------------------------------------

/**
 * What a keyset page asks of the upstream. Lists run newest first: `first`/`after` go on to older
 * rows (`after` is the key to continue below), `last`/`before` back to newer ones (`before` the key
 * to continue above). `fetch` is one more than `size`: the extra row only says another page exists.
 */
export interface KeysetPage<K> {
  size: number;
  fetch: number;
  backward: boolean;
  after: K | null;
  before: K | null;
  /** What the page's cursors are tagged with: the list's kind and, for a filtered list, its filter's hash. */
  scope: string;
}

/**
 * The page the arguments ask for. A list that takes a filter passes it (anything JSON, the same filter
 * giving the same value): its cursors then carry a hash of it, and another filter's cursor is refused.
 */
export function keysetPage<K>(
  args: PageArgs,
  codec: KeyCodec<K>,
  limits: PageLimits,
  filter?: unknown,
): KeysetPage<K> {
  checkDirection(args);
  const scope = filter === undefined ? codec.kind : `${codec.kind}:${filterHash(filter)}`;
  const backward = Boolean(args.before);
  const size = backward ? pageSize(args.last, 'last', limits) : pageSize(args.first, 'first', limits);
  return {
    size,
    fetch: size + 1,
    backward,
    after: backward ? null : readKey(codec, args.after, 'after', scope),
    before: backward ? readKey(codec, args.before, 'before', scope) : null,
    scope,
  };
}

/** A connection from rows already cut to the page, with what the upstream said about either side. */
export function edgesConnection<R, N>(
  rows: readonly R[],
  cursorOf: (row: R) => string,
  toNode: (row: R) => N,
  sides: { hasNextPage: boolean; hasPreviousPage: boolean },
): Connection<N> {
  // Cursors are made only when read: a grid that selects `nodes` (500 rows of the installation reports)
  // or only the end cursor does not pay for encoding one per row.
  const nodes = rows.map(toNode);
  let edges: Connection<N>['edges'] | undefined;
  const cursorAt = (index: number) => (index >= 0 && index < rows.length ? cursorOf(rows[index]!) : null);
  return {
    get edges() {
      return (edges ??= nodes.map((node, i) => ({ cursor: cursorOf(rows[i]!), node })));
    },
    nodes,
    pageInfo: {
      ...sides,
      get startCursor() {
        return cursorAt(0);
      },
      get endCursor() {
        return cursorAt(rows.length - 1);
      },
    },
  };
}

/**
 * The connection of one keyset page fetched with `page.fetch` rows, newest first. Backward pages come
 * newest first too: their surplus row is the newest one, furthest from `before`.
 */
export function keysetConnection<R, K, N>(
  rows: readonly R[],
  page: KeysetPage<K>,
  codec: KeyCodec<K>,
  keyOf: (row: R) => K,
  toNode: (row: R) => N,
): Connection<N> {
  const more = rows.length > page.size;
  const kept = more ? (page.backward ? rows.slice(1) : rows.slice(0, page.size)) : rows;
  return edgesConnection(kept, (row) => keyCursor(codec, keyOf(row), page), toNode, {
    hasNextPage: page.backward ? true : more,
    hasPreviousPage: page.backward ? more : page.after !== null,
  });
}

// ---- time ranges ---------------------------------------------------------------------------------

/** The time range arguments of a log's connection: rows created at or after `since` and before `until`. */
export interface TimeRangeArgs {
  since?: string | null;
  until?: string | null;
}

const upstreamTime = (value: string) =>
  RFC3339_DATE_TIME.test(value) ? value : new Date(value).toISOString();

/**
 * A log's time range as fleet-api takes it, on its pages and its count alike: `created_from` (at or
 * after) and `created_before` (before), each only when given. Not a cursor: the range narrows the list,
 * the cursors page within it. An empty range (since at or after until) is the upstream's empty page.
 */
export function timeRangeParams(range: TimeRangeArgs | undefined): Array<[string, string]> {
  const params: Array<[string, string]> = [];
  if (range?.since) params.push(['created_from', upstreamTime(range.since)]);
  if (range?.until) params.push(['created_before', upstreamTime(range.until)]);
  return params;
}

/** What a time-keyed upstream is asked: how many rows, where to continue, and within which range. */
export type TimeKeyRequest = Pick<KeysetPage<TimeKey>, 'fetch' | 'after' | 'before'> & {
  range?: TimeRangeArgs;
};

/**
 * The upstream query string of a time-keyed page (fleet-api's one keyset style): `until`/`until_uid`
 * for older rows, `from`/`from_uid` for newer ones (the cursor), one row more than the page shows, and
 * the page's time range (timeRangeParams).
 */
export function timeKeyQuery(page: TimeKeyRequest): string {
  const params = new URLSearchParams({ limit: String(page.fetch) });
  if (page.after) {
    params.set('until', page.after.at);
    params.set('until_uid', String(page.after.uid));
  } else if (page.before) {
    params.set('from', page.before.at);
    params.set('from_uid', String(page.before.uid));
  }
  for (const [name, value] of timeRangeParams(page.range)) params.set(name, value);
  return params.toString();
}

/** The time key of a log row (created, uid). */
export const rowTime = (row: { created: string; uid: number }): TimeKey => ({
  at: row.created,
  uid: row.uid,
});

/**
 * The key of one log, kind by its name (the path's last part: comms, actions, glitches …): a cursor of
 * another log is not a cursor of this list, while one of the same log of another hub, or of the fleet's,
 * is the same list's cursor for another filter.
 */
function logKey(listPath: string): KeyCodec<TimeKey> {
  return timeKeyCodec(`log.${listPath.slice(listPath.lastIndexOf('/') + 1)}`);
}

/**
 * A connection over a time-keyed log (created, uid), newest first: one upstream call per page, and a
 * `totalCount` from `count` (made with logCount and totalCountIfSelected: a second call only when selected).
 * The page carries the arguments' time range (`since`/`until`) for timeKeyQuery; `count` is given the same
 * arguments (logCount(upstream, path, args)), so a total and the pages of one range agree.
 * The log's REST path is its filter: a cursor of one hub's log is refused by another hub's (a time
 * from one log read in another would start that page at an arbitrary place, and say nothing). The range
 * is not: a cursor is a place in time, which means the same within any range of the same log.
 */
export async function timeKeyedConnection<R extends { created: string; uid: number }, N>(
  args: PageArgs & TimeRangeArgs,
  limits: PageLimits,
  listPath: string,
  fetchPage: (page: KeysetPage<TimeKey> & TimeKeyRequest) => Promise<R[]>,
  toNode: (row: R) => N,
  count: () => Promise<number>,
): Promise<Connection<N> & { totalCount: number }> {
  const codec = logKey(listPath);
  const page = { ...keysetPage(args, codec, limits, listPath), range: args };
  return withTotalCount(keysetConnection(await fetchPage(page), page, codec, rowTime, toNode), count);
}

// ---- offset/step upstreams -----------------------------------------------------------------------

export interface OffsetArgs {
  first?: number | null;
  after?: string | null;
  /** With `before`: the rows just above a cursor (a grid scrolling back up). */
  last?: number | null;
  before?: string | null;
  /** A 0-based position to start at instead of after a cursor (a grid jumping to a scroll position). */
  offset?: number | null;
}

/**
 * The furthest position an offset page may start at, on every list paged by position: fleet-api's stock
 * list refuses more, and no list of the fleet comes near it. Beyond it is BAD_USER_INPUT naming `offset`
 * (or the cursor that would lead there), rather than an upstream refusal on one list and an empty page on
 * the others.
 */
export const MAX_OFFSET = 10_000_000;

export interface OffsetPage {
  offset: number;
  size: number;
  /** One more than size: the extra row only says another page exists. */
  fetch: number;
  filter: string;
}

/** A short, stable hash of a filter: the same filter in any key order gives the same hash. */
function filterHash(filter: unknown): string {
  const stable = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(stable);
    if (value !== null && typeof value === 'object')
      return Object.fromEntries(
        Object.entries(value)
          .filter(([, v]) => v !== undefined && v !== null)
          .sort(([a], [b]) => a.localeCompare(b))
          .map(([k, v]) => [k, stable(v)]),
      );
    return value;
  };
  return createHash('sha256')
    .update(JSON.stringify(stable(filter ?? {})))
    .digest('base64url')
    .slice(0, 16);
}

/** The position an offset cursor holds, checked to belong to this list and filter. */
function offsetPosition(kind: string, cursor: string, hash: string, field: string): number {
  const [position, cursorFilter, ...rest] = decodeCursor(kind, cursor, field);
  if (
    !isId(position, MAX_OFFSET + PAGE_LIMITS.maxSize) ||
    typeof cursorFilter !== 'string' ||
    rest.length > 0
  )
    throw notACursor(cursor, field);
  if (cursorFilter !== hash) throw badInput(ANOTHER_FILTER, field);
  return position;
}

/**
 * The checks of an offset list's arguments that need neither its filter nor a cursor read (offsetPage makes
 * them too): a list whose filter takes an upstream call of its own makes them first, so a wrong argument
 * costs no call at all.
 */
export function checkOffsetArgs(args: OffsetArgs): void {
  checkDirection(args);
  if (args.offset === null || args.offset === undefined) return;
  // Either says where the page starts: given both, one would be ignored (an unreadable cursor too).
  if (args.after) throw badInput('Give offset or after, not both.', 'offset');
  if (!Number.isSafeInteger(args.offset) || args.offset < 0 || args.offset > MAX_OFFSET)
    throw badInput(`offset must be between 0 and ${MAX_OFFSET}, got ${args.offset}.`, 'offset');
}

/**
 * Where an offset page starts and how many rows it holds, for the filter given: from `offset`, after the
 * `after` cursor (`first` rows), or the `last` rows before the `before` cursor (`last` needs `before`, as
 * on every connection).
 */
export function offsetPage(args: OffsetArgs, filter: unknown, kind: string, limits: PageLimits): OffsetPage {
  const hash = filterHash(filter);
  checkOffsetArgs(args);
  if (args.before) {
    if (args.offset !== null && args.offset !== undefined)
      throw badInput('Give last and before without first, after or offset.', 'offset');
    const wanted = pageSize(args.last, 'last', limits);
    const end = offsetPosition(kind, args.before, hash, 'before');
    const offset = Math.max(0, end - wanted);
    return { offset, size: end - offset, fetch: end - offset, filter: hash };
  }
  const size = pageSize(args.first, 'first', limits);
  if (args.offset !== null && args.offset !== undefined) {
    return { offset: args.offset, size, fetch: size + 1, filter: hash };
  }
  if (!args.after) return { offset: 0, size, fetch: size + 1, filter: hash };
  const offset = offsetPosition(kind, args.after, hash, 'after') + 1;
  if (offset > MAX_OFFSET)
    throw badInput(`A list cannot be paged past position ${MAX_OFFSET}: narrow the search.`, 'after');
  return { offset, size, fetch: size + 1, filter: hash };
}

/** The connection of one offset page fetched with `page.fetch` rows. */
export function offsetConnection<R, N>(
  rows: readonly R[],
  page: OffsetPage,
  kind: string,
  toNode: (row: R) => N,
): Connection<N> {
  const kept = rows.slice(0, page.size).map((row, i) => ({ row, position: page.offset + i }));
  const cursorOf = ({ position }: { position: number }) => encodeCursor(kind, [position, page.filter]);
  return edgesConnection(kept, cursorOf, ({ row }) => toNode(row), {
    // A backward page (fetch === size) ends where the `before` row is: there is always a next page.
    hasNextPage: rows.length > page.size || page.fetch === page.size,
    hasPreviousPage: page.offset > 0,
  });
}

// ---- totalCount ----------------------------------------------------------------------------------

/**
 * The upstream count for a connection's `totalCount`: started at once, beside the page's own call, when
 * the query selects totalCount (one round trip, not two); never made when it does not.
 */
export function totalCountIfSelected(
  info: Pick<GraphQLResolveInfo, 'fieldNodes' | 'fragments'> &
    Partial<Pick<GraphQLResolveInfo, 'variableValues'>>,
  count: () => Promise<number>,
): () => Promise<number> {
  if (!selectedFields(info).has('totalCount')) return count;
  const started = count();
  // Handled here too, so a count that fails while the page call also fails is not an unhandled rejection.
  started.catch(() => undefined);
  return () => started;
}

/**
 * The connection with a `totalCount` that calls `count` only when read. GraphQL reads a field of a
 * resolved object only when the query selects it, so the upstream count call is made only for
 * queries that ask for the total (and at most once per connection).
 */
export function withTotalCount<C extends object>(
  connection: C,
  count: () => Promise<number>,
): C & { totalCount: number } {
  let counted: Promise<number> | null = null;
  return Object.defineProperty(connection, 'totalCount', {
    enumerable: true,
    get: () => (counted ??= count()),
  }) as C & { totalCount: number };
}

/**
 * The upstream's count of a log list: fleet-api answers GET `<list path>/count` with { count } for every
 * log it pages (docs/rest-api.md), so the count is one small call and never part of a page's. A
 * time-keyed log's count is given its connection's arguments: only the rows of their `since`/`until` range.
 */
export function logCount(
  upstream: { get<T>(path: string): Promise<T> },
  listPath: string,
  range?: TimeRangeArgs,
): () => Promise<number> {
  const query = new URLSearchParams(timeRangeParams(range)).toString();
  const path = `${listPath}/count${query ? `?${query}` : ''}`;
  return async () => (await upstream.get<{ count: number }>(path)).count;
}

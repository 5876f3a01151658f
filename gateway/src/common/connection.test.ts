import { describe, expect, it } from 'vitest';
import type { FieldNode, FragmentDefinitionNode, OperationDefinitionNode } from 'graphql';
import { parse } from 'graphql';
import {
  DB_ID_MAX,
  MAX_OFFSET,
  PAGE_LIMITS,
  idKey,
  logCount,
  keyCursor,
  keysetConnection,
  keysetPage,
  offsetConnection,
  offsetPage,
  rowTime,
  timeKey,
  timeKeyCodec,
  timeKeyQuery,
  timeKeyedConnection,
  totalCountIfSelected,
  withTotalCount,
} from './connection.js';

const LIMITS = { defaultSize: 2, maxSize: 3 };
/** The refusal a call throws, or null when it does not throw. */
function refusal(run: () => unknown): { message: string; extensions?: Record<string, unknown> } | null {
  try {
    run();
  } catch (error) {
    return error as { message: string; extensions?: Record<string, unknown> };
  }
  return null;
}
const code = (run: () => unknown) => refusal(run)?.extensions?.code ?? 'no error';
const field = (run: () => unknown) => refusal(run)?.extensions?.field ?? 'no error';
const message = (run: () => unknown) => refusal(run)?.message ?? 'no error';

describe('keyset pages', () => {
  const rows = [
    { created: '2027-02-20T12:00:00.000002Z', uid: 9 },
    { created: '2027-02-20T12:00:00.000002Z', uid: 8 },
    { created: '2027-02-20T11:00:00Z', uid: 7 },
  ];

  it('asks one row more than the page and continues from the last row’s time and uid', () => {
    const first = keysetPage({}, timeKey, LIMITS);
    expect(timeKeyQuery(first)).toBe('limit=3');
    const connection = keysetConnection(rows, first, timeKey, rowTime, (row) => row.uid);
    expect(connection.nodes).toEqual([9, 8]);
    expect(connection.pageInfo).toMatchObject({ hasNextPage: true, hasPreviousPage: false });
    const next = keysetPage({ after: connection.pageInfo.endCursor }, timeKey, LIMITS);
    expect(timeKeyQuery(next)).toBe('limit=3&until=2027-02-20T12%3A00%3A00.000002Z&until_uid=8');
    const back = keysetPage({ last: 2, before: keyCursor(timeKey, rowTime(rows[2]!)) }, timeKey, LIMITS);
    expect(timeKeyQuery(back)).toBe('limit=3&from=2027-02-20T11%3A00%3A00Z&from_uid=7');
    // A backward page's surplus row is its newest one.
    expect(keysetConnection(rows, back, timeKey, rowTime, (row) => row.uid).nodes).toEqual([8, 7]);
  });

  it('refuses sizes outside the cap, both directions at once and cursors of another list', () => {
    expect(code(() => keysetPage({ first: 4 }, timeKey, LIMITS))).toBe('BAD_USER_INPUT');
    expect(code(() => keysetPage({ first: 0 }, timeKey, LIMITS))).toBe('BAD_USER_INPUT');
    const hubCursor = keyCursor(idKey('hub'), 12);
    expect(code(() => keysetPage({ after: hubCursor }, timeKey, LIMITS))).toBe('BAD_USER_INPUT');
    expect(code(() => keysetPage({ after: hubCursor }, idKey('message'), LIMITS))).toBe('BAD_USER_INPUT');
    expect(code(() => keysetPage({ after: 'not a cursor' }, timeKey, LIMITS))).toBe('BAD_USER_INPUT');
    expect(code(() => keysetPage({ after: hubCursor, before: hubCursor }, idKey('hub'), LIMITS))).toBe(
      'BAD_USER_INPUT',
    );
    expect(keysetPage({ after: hubCursor }, idKey('hub'), LIMITS).after).toBe(12);
  });

  it('refuses as unreadable a cursor whose key parts no upstream can take', () => {
    const forged = (...parts: unknown[]) => Buffer.from(JSON.stringify(parts)).toString('base64url');
    const hubs = idKey('hub');
    const hubPage = keysetPage({}, hubs, LIMITS, 'versions=10104');
    const ofHubs = (id: unknown) =>
      keysetPage({ after: forged(hubPage.scope, id) }, hubs, LIMITS, 'versions=10104');
    expect(ofHubs(2_147_483_647).after).toBe(2_147_483_647);
    const tooBig = refusal(() => ofHubs(99_999_999_999));
    expect(tooBig?.message).toMatch(/^Not a cursor of this list: /);
    expect(tooBig?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'after' });
    const issues = timeKeyCodec('issue', DB_ID_MAX);
    const ofIssues = (at: unknown, id: unknown) =>
      keysetPage({ after: forged('issue', at, id) }, issues, LIMITS);
    expect(ofIssues('2026-11-21T10:00:00.123456Z', 7).after).toEqual({
      at: '2026-11-21T10:00:00.123456Z',
      uid: 7,
    });
    for (const [at, id] of [
      ['yesterday', 7],
      ['2026-02-30T10:00:00Z', 7],
      ['2026-11-21T10:00Z', 7],
      ['2026-11-21T10:00:00Z', 2 ** 31],
      ['2026-11-21T10:00:00Z', '7'],
    ])
      expect(message(() => ofIssues(at, id))).toMatch(/^Not a cursor of this list: /);
    // A log's uids are bigints: a time key of a log reads ids past 2^31.
    expect(
      keysetPage({ after: forged('at', '2026-11-21T10:00:00Z', 2 ** 40) }, timeKey, LIMITS).after,
    ).toEqual({
      at: '2026-11-21T10:00:00Z',
      uid: 2 ** 40,
    });
  });

  it("tells another log's cursor from the same log's for another hub", async () => {
    const page = (path: string, after?: string | null) =>
      timeKeyedConnection(
        { first: 1, after },
        LIMITS,
        path,
        async () => [{ created: '2026-11-21T10:00:00.000000Z', uid: 5 }],
        (row) => row.uid,
        async () => 1,
      );
    const actions = (await page('/api/private/hub/1001/actions')).pageInfo.endCursor;
    await expect(page('/api/private/hub/1001/comms', actions)).rejects.toThrow(
      /^Not a cursor of this list: /,
    );
    await expect(page('/api/private/hub/1002/actions', actions)).rejects.toThrow(
      'This cursor belongs to another filter: start again from the first page.',
    );
    expect((await page('/api/private/hub/1001/actions', actions)).nodes).toEqual([5]);
  });
});

describe('offset pages', () => {
  const filter = { search: { city: 'Cork', serial_no: 5 }, mprn: null };

  it('continues after a cursor of the same filter, in any key order, or from an offset', () => {
    const first = offsetPage({ first: 2 }, filter, 'report', LIMITS);
    const connection = offsetConnection(['a', 'b', 'c'], first, 'report', (row) => row);
    expect(connection.nodes).toEqual(['a', 'b']);
    expect(connection.pageInfo).toMatchObject({ hasNextPage: true, hasPreviousPage: false });
    const same = { mprn: null, search: { serial_no: 5, city: 'Cork' } };
    expect(offsetPage({ after: connection.pageInfo.endCursor }, same, 'report', LIMITS).offset).toBe(2);
    expect(offsetPage({ offset: 60_000 }, filter, 'report', LIMITS).offset).toBe(60_000);
  });

  it('goes back with last/before to the rows just above the cursor, never before the first row', () => {
    const third = offsetPage({ offset: 4, first: 2 }, filter, 'report', LIMITS);
    const before = offsetConnection(['e', 'f', 'g'], third, 'report', (row) => row).pageInfo.startCursor;
    const back = offsetPage({ last: 3, before }, filter, 'report', LIMITS);
    expect(back).toMatchObject({ offset: 1, size: 3, fetch: 3 });
    const connection = offsetConnection(['b', 'c', 'd'], back, 'report', (row) => row);
    expect(connection.pageInfo).toMatchObject({ hasNextPage: true, hasPreviousPage: true });
    const near = offsetConnection(
      ['b'],
      offsetPage({ offset: 1, first: 1 }, filter, 'report', LIMITS),
      'report',
      (r) => r,
    );
    expect(
      offsetPage({ last: 3, before: near.pageInfo.startCursor }, filter, 'report', LIMITS),
    ).toMatchObject({
      offset: 0,
      size: 1,
    });
    expect(code(() => offsetPage({ last: 3 }, filter, 'report', LIMITS))).toBe('BAD_USER_INPUT');
    expect(code(() => offsetPage({ first: 3, before }, filter, 'report', LIMITS))).toBe('BAD_USER_INPUT');
  });

  it('refuses a cursor made for another filter', () => {
    const first = offsetPage({}, filter, 'report', LIMITS);
    const cursor = offsetConnection(['a'], first, 'report', (row) => row).pageInfo.endCursor;
    const other = { search: { city: 'Dublin' }, mprn: null };
    expect(code(() => offsetPage({ after: cursor }, other, 'report', LIMITS))).toBe('BAD_USER_INPUT');
    expect(code(() => offsetPage({ offset: -1 }, filter, 'report', LIMITS))).toBe('BAD_USER_INPUT');
  });

  it('refuses offset together with after, even an unreadable after, rather than ignoring either', () => {
    const both = refusal(() => offsetPage({ offset: 5, after: 'x', first: 2 }, filter, 'report', LIMITS));
    expect(both?.message).toBe('Give offset or after, not both.');
    expect(both?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'offset' });
  });

  it('refuses an offset past 10,000,000 on every list, naming it', () => {
    expect(offsetPage({ offset: MAX_OFFSET }, filter, 'report', LIMITS).offset).toBe(10_000_000);
    const past = refusal(() => offsetPage({ offset: 2_147_483_647 }, filter, 'report', LIMITS));
    expect(past?.message).toBe('offset must be between 0 and 10000000, got 2147483647.');
    expect(past?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'offset' });
    const last = offsetPage({ offset: MAX_OFFSET, first: 1 }, filter, 'report', LIMITS);
    const cursor = offsetConnection(['a', 'b'], last, 'report', (row) => row).pageInfo.endCursor;
    expect(field(() => offsetPage({ after: cursor }, filter, 'report', LIMITS))).toBe('after');
  });
});

describe('totalCount', () => {
  it('counts only when read, and once', async () => {
    let calls = 0;
    const connection = withTotalCount({ nodes: [] }, async () => ++calls * 10);
    expect(calls).toBe(0);
    expect(await connection.totalCount).toBe(10);
    expect(await connection.totalCount).toBe(10);
    expect(calls).toBe(1);
  });
});

describe('the one page default and cap', () => {
  it('is 100 rows by default and at most 500, refused naming the argument', () => {
    expect(PAGE_LIMITS).toEqual({ defaultSize: 100, maxSize: 500 });
    expect(keysetPage({}, timeKey, PAGE_LIMITS)).toMatchObject({ size: 100, fetch: 101 });
    expect(offsetPage({}, {}, 'x', PAGE_LIMITS)).toMatchObject({ size: 100, fetch: 101 });
    expect(keysetPage({ first: 500 }, timeKey, PAGE_LIMITS).fetch).toBe(501);
    expect(message(() => keysetPage({ first: 501 }, timeKey, PAGE_LIMITS))).toBe(
      'first must be between 1 and 500, got 501.',
    );
    const before = keyCursor(timeKey, { at: '2026-11-21T10:00:00.000Z', uid: 7 });
    expect(message(() => keysetPage({ last: 0, before }, timeKey, PAGE_LIMITS))).toBe(
      'last must be between 1 and 500, got 0.',
    );
    expect(code(() => offsetPage({ first: 501 }, {}, 'x', PAGE_LIMITS))).toBe('BAD_USER_INPUT');
    expect(field(() => keysetPage({ first: 501 }, timeKey, PAGE_LIMITS))).toBe('first');
    expect(field(() => offsetPage({ first: 501 }, {}, 'x', PAGE_LIMITS))).toBe('first');
  });
});

describe('direction arguments, the same on every connection', () => {
  const hubs = idKey('hub');
  const before = keyCursor(hubs, 1050);
  it.each([
    [{ last: 3 }, 'last'],
    [{ first: 2, last: 2 }, 'last'],
    [{ first: 2, before }, 'first'],
    [{ after: before, before }, 'before'],
  ])('refuses %j naming %s, on a keyset list and a list paged by position', (args, name) => {
    expect(field(() => keysetPage(args, hubs, PAGE_LIMITS))).toBe(name);
    expect(field(() => offsetPage(args, {}, 'hub', PAGE_LIMITS))).toBe(name);
  });
  it('takes last with before', () => {
    expect(keysetPage({ last: 3, before }, hubs, PAGE_LIMITS)).toMatchObject({ size: 3, before: 1050 });
  });
});

describe('keyset cursors and filters', () => {
  const hubs = idKey('hub');
  const page = (filter: unknown, after?: string | null) =>
    keysetPage({ first: 2, after }, hubs, PAGE_LIMITS, filter);
  const endCursor = (filter: unknown) =>
    keysetConnection(
      [1001, 1002, 1003],
      page(filter),
      hubs,
      (id) => id,
      (id) => id,
    ).pageInfo.endCursor;

  it('carries the filter: the same filter continues, another is refused', () => {
    const cursor = endCursor('health=A');
    expect(page('health=A', cursor).after).toBe(1002);
    expect(message(() => page('health=G', cursor))).toBe(
      'This cursor belongs to another filter: start again from the first page.',
    );
    expect(field(() => page('health=G', cursor))).toBe('after');
    // The unfiltered list is a filter of its own.
    expect(field(() => page('', cursor))).toBe('after');
  });

  it("accepts a row's filter-free cursor (a mutation's edge) in any filter, and no other list's", () => {
    const edge = keyCursor(hubs, 1002);
    expect(page('health=G', edge).after).toBe(1002);
    expect(field(() => keysetPage({ after: edge }, idKey('message'), PAGE_LIMITS, ''))).toBe('after');
  });
});

describe('log connections with totalCount', () => {
  const info = (query: string) => {
    const document = parse(query);
    const operation = document.definitions[0] as OperationDefinitionNode;
    return {
      fieldNodes: [operation.selectionSet.selections[0] as FieldNode],
      fragments: {} as Record<string, FragmentDefinitionNode>,
    };
  };
  const rows = [
    { created: '2027-02-20T12:00:00Z', uid: 2 },
    { created: '2027-02-20T11:00:00Z', uid: 1 },
  ];

  it('asks the upstream <list>/count, beside the page when selected and never when not', async () => {
    const asked: string[] = [];
    const upstream = {
      get: async <T>(path: string) => {
        asked.push(path);
        return { count: 7 } as T;
      },
    };
    const selected = totalCountIfSelected(info('{ list { totalCount } }'), logCount(upstream, '/log'));
    // Started before the page is fetched: one round trip, not two.
    expect(asked).toEqual(['/log/count']);
    const counted = await timeKeyedConnection(
      {},
      LIMITS,
      '/log',
      async () => rows,
      (row) => row.uid,
      selected,
    );
    expect(await counted.totalCount).toBe(7);
    expect(asked).toHaveLength(1);

    asked.length = 0;
    const unselected = totalCountIfSelected(info('{ list { nodes } }'), logCount(upstream, '/log'));
    const page = await timeKeyedConnection(
      {},
      LIMITS,
      '/log',
      async () => rows,
      (row) => row.uid,
      unselected,
    );
    expect(page.nodes).toEqual([2, 1]);
    expect(asked).toEqual([]);
  });
});

describe('time-keyed log cursors', () => {
  const rows = [
    { created: '2027-02-20T12:00:00Z', uid: 3 },
    { created: '2027-02-20T11:00:00Z', uid: 2 },
    { created: '2027-02-20T10:00:00Z', uid: 1 },
  ];
  const never = async () => 0;
  const endCursor = async (path: string) =>
    (
      await timeKeyedConnection(
        { first: 2 },
        LIMITS,
        path,
        async () => rows,
        (row) => row.uid,
        never,
      )
    ).pageInfo.endCursor;

  it("continue in their own log and are refused by another hub's or the fleet's", async () => {
    const cursor = await endCursor('/api/private/hub/7/glitches');
    const asked: unknown[] = [];
    const next = (path: string) =>
      timeKeyedConnection(
        { first: 2, after: cursor },
        LIMITS,
        path,
        async (page) => {
          asked.push(page.after);
          return rows.slice(2);
        },
        (row) => row.uid,
        never,
      );
    expect((await next('/api/private/hub/7/glitches')).nodes).toEqual([1]);
    expect(asked).toEqual([{ at: '2027-02-20T11:00:00Z', uid: 2 }]);
    for (const other of ['/api/private/hub/8/glitches', '/api/private/glitches']) {
      await expect(next(other)).rejects.toMatchObject({
        message: 'This cursor belongs to another filter: start again from the first page.',
        extensions: { code: 'BAD_USER_INPUT', field: 'after' },
      });
    }
    expect(asked).toHaveLength(1);
  });
});

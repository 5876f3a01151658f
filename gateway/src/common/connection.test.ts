import { describe, expect, it } from 'vitest';
import {
  idKey,
  keyCursor,
  keysetConnection,
  keysetPage,
  offsetConnection,
  offsetPage,
  rowTime,
  timeKey,
  timeKeyQuery,
  withTotalCount,
} from './connection.js';

const LIMITS = { defaultSize: 2, maxSize: 3 };
const code = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return (error as { extensions?: { code?: string } }).extensions?.code;
  }
  return 'no error';
};

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

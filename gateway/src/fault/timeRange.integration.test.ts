// A time range on the logs: `since` (at or after) and `until` (before) keep every page and totalCount of
// a log to the rows created in it, paged with the cursors as usual. Checked against fleet-api's own tables.
import { describe, expect, it } from 'vitest';
import { STAFF, backends } from '../test-support/stack.js';
import { signedInStack } from '../test-support/signedInStack.js';

interface Page {
  totalCount: number;
  edges: { cursor: string; node: { id: string; created: string } }[];
  pageInfo: { hasNextPage: boolean; hasPreviousPage: boolean; endCursor: string | null };
}

const GLITCHES = `query ($since: DateTime, $until: DateTime, $first: Int, $after: String, $last: Int, $before: String) {
  glitches(since: $since, until: $until, first: $first, after: $after, last: $last, before: $before) {
    totalCount
    edges { cursor node { id created } }
    pageInfo { hasNextPage hasPreviousPage endCursor }
  }
}`;

// Every time-keyed log of a hub, with the table it is read from and how a row's id is written.
const HUB_LOGS = [
  { field: 'glitches', table: 'glitch_log', id: (uid: number) => String(uid) },
  { field: 'reboots', table: 'reboot_log', id: (uid: number) => String(uid) },
  { field: 'health', table: 'health_snapshots', id: (uid: number, hubid: number) => `${hubid}:${uid}` },
  { field: 'comms', table: 'comms_log', id: (uid: number) => String(uid) },
  { field: 'actions', table: 'hub_action_log', id: (uid: number) => String(uid) },
  { field: 'meterReadings', table: 'meter_readings', id: (uid: number) => String(uid) },
] as const;

// The fleet-wide logs and their tables.
const FLEET_LOGS = [
  { field: 'glitches', table: 'glitch_log' },
  { field: 'reboots', table: 'reboot_log' },
  { field: 'hubActions', table: 'hub_action_log' },
  { field: 'meterReadings', table: 'meter_readings' },
] as const;

const ISO_US = `to_char(created AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

describe.each(backends)('logs within a time range, on $name', (backend) => {
  const { stack, session } = signedInStack(backend, STAFF, { seedHubs: 120 });

  /** The uids of `table` created in [since, until), newest first (of one hub when given). */
  const rawUids = async (table: string, since: string, until: string, hubid?: number) =>
    (
      await stack.sql<{ uid: number }>(
        `SELECT uid FROM ${table} WHERE created >= $1 AND created < $2${hubid === undefined ? '' : ' AND hubid = $3'}
          ORDER BY created DESC, uid DESC`,
        hubid === undefined ? [since, until] : [since, until, hubid],
      )
    ).map((row) => Number(row.uid));

  /** The data of a query that must answer without errors. */
  const data = async <T>(document: string, variables: Record<string, unknown>): Promise<T> => {
    const answer = await stack.query<T>(document, variables, session);
    expect(answer.errors, JSON.stringify(answer.errors)).toBeUndefined();
    return answer.data!;
  };

  const inRange = (created: string, since: string, until: string) =>
    Date.parse(created) >= Date.parse(since) && Date.parse(created) < Date.parse(until);

  it('pages the fleet’s glitches of a range with after, and counts only the range', async () => {
    const times = await stack.sql<{ at: string }>(
      `SELECT ${ISO_US} AS at FROM glitch_log ORDER BY created DESC, uid DESC`,
    );
    expect(times.length).toBeGreaterThan(30);
    const until = times[Math.floor(times.length / 4)]!.at;
    const since = times[Math.floor((times.length * 3) / 4)]!.at;
    const expected = await rawUids('glitch_log', since, until);
    expect(expected.length).toBeGreaterThan(10);
    expect(expected.length).toBeLessThan(times.length);

    const seen: Page['edges'] = [];
    let after: string | null = null;
    for (;;) {
      const { glitches: page }: { glitches: Page } = await data(GLITCHES, { since, until, first: 4, after });
      expect(page.totalCount).toBe(expected.length);
      expect(page.edges.length).toBeLessThanOrEqual(4);
      seen.push(...page.edges);
      if (!page.pageInfo.hasNextPage) break;
      after = page.pageInfo.endCursor;
    }
    expect(seen.map(({ node }) => Number(node.id))).toEqual(expected);
    for (const { node } of seen) expect(inRange(node.created, since, until), node.created).toBe(true);

    // Paging back with last/before from the range's oldest row stops at until.
    const back = await stack.query<{ glitches: Page }>(
      GLITCHES,
      { since, until, last: 500, before: seen.at(-1)!.cursor },
      session,
    );
    expect(back.errors).toBeUndefined();
    expect(back.data!.glitches.edges.map(({ node }) => Number(node.id))).toEqual(expected.slice(0, -1));
  });

  it('keeps a hub’s logs and the fleet’s to a range, with their totalCount', async () => {
    for (const log of HUB_LOGS) {
      const [busiest] = await stack.sql<{ hubid: number }>(
        `SELECT hubid FROM ${log.table} GROUP BY hubid ORDER BY count(*) DESC, hubid LIMIT 1`,
      );
      const hubid = busiest!.hubid;
      const times = await stack.sql<{ at: string }>(
        `SELECT ${ISO_US} AS at FROM ${log.table} WHERE hubid = $1 ORDER BY created DESC, uid DESC`,
        [hubid],
      );
      expect(times.length, log.field).toBeGreaterThan(3);
      const until = times[1]!.at;
      const since = times[times.length - 2]!.at;
      const expected = (await rawUids(log.table, since, until, hubid)).map((uid) => log.id(uid, hubid));
      expect(expected.length, log.field).toBeGreaterThan(0);
      // Two rows a page, continued with after, so a cursor is carried inside the range.
      const seen: string[] = [];
      let after: string | null = null;
      for (;;) {
        const { hub }: { hub: Record<string, Page> } = await data(
          `query ($id: Int!, $since: DateTime, $until: DateTime, $after: String) {
            hub(id: $id) { ${log.field}(since: $since, until: $until, first: 2, after: $after) {
              totalCount edges { cursor node { id created } } pageInfo { hasNextPage hasPreviousPage endCursor }
            } }
          }`,
          { id: hubid, since, until, after },
        );
        const page: Page = hub[log.field]!;
        expect(page.totalCount, log.field).toBe(expected.length);
        for (const { node } of page.edges) expect(inRange(node.created, since, until), log.field).toBe(true);
        seen.push(...page.edges.map(({ node }) => node.id));
        if (!page.pageInfo.hasNextPage) break;
        after = page.pageInfo.endCursor;
      }
      expect(seen, log.field).toEqual(expected);
    }

    for (const log of FLEET_LOGS) {
      const times = await stack.sql<{ at: string }>(
        `SELECT ${ISO_US} AS at FROM ${log.table} ORDER BY created DESC, uid DESC`,
      );
      const until = times[Math.floor(times.length / 3)]!.at;
      const since = times[Math.floor((times.length * 2) / 3)]!.at;
      const expected = await rawUids(log.table, since, until);
      const answer = await stack.query<Record<string, Page>>(
        `query ($since: DateTime, $until: DateTime) {
          ${log.field}(since: $since, until: $until, first: 500) { totalCount edges { node { id created } } }
        }`,
        { since, until },
        session,
      );
      expect(answer.errors, JSON.stringify(answer.errors)).toBeUndefined();
      const page = answer.data![log.field]!;
      expect(page.totalCount, log.field).toBe(expected.length);
      expect(
        page.edges.map(({ node }) => Number(node.id)),
        log.field,
      ).toEqual(expected.slice(0, 500));
    }
  });

  it('answers an empty range with an empty page, and takes a date-time with any offset', async () => {
    const [newest] = await stack.sql<{ at: string }>(
      `SELECT ${ISO_US} AS at FROM glitch_log ORDER BY created DESC LIMIT 1`,
    );
    for (const [since, until] of [
      [newest!.at, newest!.at],
      ['2030-01-02T00:00:00Z', '2030-01-01T00:00:00Z'],
    ]) {
      const answer = await stack.query<{ glitches: Page }>(GLITCHES, { since, until, first: 10 }, session);
      expect(answer.errors).toBeUndefined();
      expect(answer.data!.glitches).toMatchObject({ totalCount: 0, edges: [] });
    }
    // The last day of glitches, the day given as Irish summer time without seconds ("+0100" offset).
    const end = new Date(Date.parse(newest!.at) + 60_000);
    end.setUTCSeconds(0, 0);
    const local = (at: Date) => new Date(at.getTime() + 3_600_000).toISOString().slice(0, 16) + '+0100';
    const start = new Date(end.getTime() - 24 * 3_600_000);
    const answer = await stack.query<{ glitches: Page }>(
      GLITCHES,
      { since: local(start), first: 500, until: local(end) },
      session,
    );
    expect(answer.errors, JSON.stringify(answer.errors)).toBeUndefined();
    const expected = await rawUids('glitch_log', start.toISOString(), end.toISOString());
    expect(expected.length).toBeGreaterThan(0);
    expect(answer.data!.glitches.totalCount).toBe(expected.length);
    expect(answer.data!.glitches.edges.map(({ node }) => Number(node.id))).toEqual(expected);
  });
});

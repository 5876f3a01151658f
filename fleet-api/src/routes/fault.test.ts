import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningFleetApi } from '../app.js';
import { call, login } from '../test-support/client.js';
import { databaseVariants } from '../test-support/databases.js';

type Row = Record<string, unknown> & { uid: number; hubid: number; created: string };

describe.each(databaseVariants())('health, glitch and reboot logs on $name', (variant) => {
  let api: RunningFleetApi;
  let token: string;
  const get = async (path: string) => {
    const reply = await call<Row[]>(api, `/api/private${path}`, { token });
    expect(reply.status).toBe(200);
    return reply.body.data;
  };
  const newestFirst = (rows: Row[]) => {
    const times = rows.map((row) => Date.parse(row.created));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  };

  beforeAll(async () => {
    api = await variant.start({ seedHubs: 200 });
    token = await login(api, 'staff@hubs.example');
  });
  afterAll(() => api?.close());

  it('pages a hub’s health snapshots back with until and forward with from', async () => {
    const first = await get('/hub/1001/health?limit=10');
    expect(first).toHaveLength(10);
    newestFirst(first);
    expect(first.every((row) => row.hubid === 1001)).toBe(true);
    const older = await get(`/hub/1001/health?limit=10&until=${encodeURIComponent(first.at(-1)!.created)}`);
    expect(Date.parse(older[0]!.created)).toBeLessThan(Date.parse(first.at(-1)!.created));
    newestFirst(older);
    const back = await get(`/hub/1001/health?limit=10&from=${encodeURIComponent(older[0]!.created)}`);
    expect(back.map((row) => row.uid)).toEqual(first.map((row) => row.uid));
  });

  it('answers 404 for the glitches, reboots and meter readings of a hub that does not exist', async () => {
    for (const log of ['glitches', 'reboots', 'meter_readings']) {
      const reply = await call(api, `/api/private/hub/987654/${log}`, { token });
      expect(reply.status, log).toBe(404);
    }
  });

  it('answers the fleet’s reboots 20 at a time, and one hub’s', async () => {
    const reboots = await get('/reboots');
    expect(reboots).toHaveLength(20);
    newestFirst(reboots);
    const hubid = reboots[0]!.hubid;
    const own = await get(`/hub/${hubid}/reboots`);
    expect(own.length).toBeGreaterThan(0);
    expect(own.every((row) => row.hubid === hubid)).toBe(true);
  });

  it('pages through rows sharing one timestamp without losing any (until_uid)', async () => {
    await api.db.query(
      `INSERT INTO glitch_log (hubid, created, payload)
         SELECT 1002, '2001-01-01T00:00:00Z', jsonb_build_object('information', 'tie ' || n)
           FROM generate_series(1, 7) n`,
    );
    const seen: number[] = [];
    let page = await get('/hub/1002/glitches?limit=3&until=2001-01-01T00:00:01Z');
    while (page.length > 0) {
      seen.push(...page.map((row) => row.uid));
      const last = page.at(-1)!;
      page = await get(
        `/hub/1002/glitches?limit=3&until=${encodeURIComponent(last.created)}&until_uid=${last.uid}`,
      );
    }
    expect(seen).toHaveLength(7);
    expect(seen).toEqual([...seen].sort((a, b) => b - a));
  });

  it('answers glitches with their information text', async () => {
    const glitches = await get('/glitches?limit=5');
    expect(glitches).toHaveLength(5);
    newestFirst(glitches);
    expect((glitches[0]!['payload'] as { information: string }).information).toEqual(expect.any(String));
    const hubid = glitches[0]!.hubid;
    expect((await get(`/hub/${hubid}/glitches`)).every((row) => row.hubid === hubid)).toBe(true);
  });

  it('counts each log of a hub and of the fleet at <list>/count, and takes pages of up to 1000 rows', async () => {
    const counts = async (table: string, hubid: number | null) => {
      const [row] = await api.db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM ${table}${hubid === null ? '' : ' WHERE hubid = $1'}`,
        hubid === null ? [] : [hubid],
      );
      return row!.n;
    };
    const count = async (path: string) => {
      const reply = await call<{ count: number }>(api, `/api/private${path}/count`, { token });
      expect(reply.status).toBe(200);
      return reply.body.data.count;
    };
    for (const [path, table] of [
      ['glitches', 'glitch_log'],
      ['reboots', 'reboot_log'],
      ['health', 'health_snapshots'],
      ['meter_readings', 'meter_readings'],
      ['comms', 'comms_log'],
      ['actions', 'hub_action_log'],
    ] as const) {
      const [busiest] = await api.db.query<{ hubid: number }>(
        `SELECT hubid FROM ${table} GROUP BY hubid ORDER BY count(*) DESC LIMIT 1`,
      );
      const n = await count(`/hub/${busiest!.hubid}/${path}`);
      expect(n, path).toBe(await counts(table, busiest!.hubid));
      expect(n, path).toBeGreaterThan(0);
    }
    expect(await count('/glitches')).toBe(await counts('glitch_log', null));
    expect(await count('/reboots')).toBe(await counts('reboot_log', null));
    expect(await count('/meter_readings')).toBe(await counts('meter_readings', null));
    expect(await count('/hubs/actions')).toBe(await counts('hub_action_log', null));
    expect((await call(api, '/api/private/hub/0/glitches/count', { token })).status).toBe(400);
    expect((await get('/reboots?limit=1000')).length).toBeGreaterThan(20);
    expect((await call(api, '/api/private/reboots?limit=1001', { token })).status).toBe(400);
  });

  it('keeps every page and the count of a log within created_from (at or after) and created_before (before)', async () => {
    // A day of glitches of hub 1003, long before the seed's: ties on both edges and one row just outside.
    await api.db.query(
      `INSERT INTO glitch_log (hubid, created, payload)
         SELECT 1003, t::timestamptz, jsonb_build_object('information', 'range ' || t)
           FROM unnest(ARRAY['2003-03-02T23:59:59.999999Z', '2003-03-03T00:00:00Z', '2003-03-03T00:00:00Z',
                             '2003-03-03T00:00:00Z', '2003-03-03T12:00:00Z', '2003-03-03T12:00:00Z',
                             '2003-03-03T12:00:00Z', '2003-03-03T12:00:00Z', '2003-03-03T12:00:00Z',
                             '2003-03-04T00:00:00Z', '2003-03-04T00:00:00Z']) t`,
    );
    const range = 'created_from=2003-03-03T00:00:00Z&created_before=2003-03-04T00:00:00Z';
    const inRange = await api.db.query<{ uid: number }>(
      `SELECT uid FROM glitch_log WHERE created >= '2003-03-03T00:00:00Z' AND created < '2003-03-04T00:00:00Z'
        ORDER BY created DESC, uid DESC`,
    );
    expect(inRange).toHaveLength(8);
    const count = async (path: string) => {
      const reply = await call<{ count: number }>(api, `/api/private${path}`, { token });
      expect(reply.status, path).toBe(200);
      return reply.body.data.count;
    };
    for (const list of ['/glitches', '/hub/1003/glitches']) {
      // Older pages of 3 through the ties: every row of the range once, none outside it.
      const seen: Row[] = [];
      let page = await get(`${list}?limit=3&${range}`);
      while (page.length > 0) {
        seen.push(...page);
        const last = page.at(-1)!;
        page = await get(
          `${list}?limit=3&${range}&until=${encodeURIComponent(last.created)}&until_uid=${last.uid}`,
        );
      }
      expect(
        seen.map((row) => row.uid),
        list,
      ).toEqual(inRange.map((row) => row.uid));
      expect(await count(`${list}/count?${range}`), list).toBe(8);
      // Paging newer from the range's oldest row stops at created_before.
      const oldest = seen.at(-1)!;
      const newer = await get(
        `${list}?limit=1000&${range}&from=${encodeURIComponent(oldest.created)}&from_uid=${oldest.uid}`,
      );
      expect(
        newer.map((row) => row.uid),
        list,
      ).toEqual(inRange.slice(0, 7).map((row) => row.uid));
      // An empty range is an empty page and a count of 0, not an error.
      for (const empty of [
        'created_from=2003-03-04T00:00:00Z&created_before=2003-03-03T00:00:00Z',
        'created_from=2003-03-03T12:00:00Z&created_before=2003-03-03T12:00:00Z',
      ]) {
        expect(await get(`${list}?${empty}`), list).toEqual([]);
        expect(await count(`${list}/count?${empty}`), list).toBe(0);
      }
    }
    expect((await call(api, `/api/private/glitches?created_from=yesterday`, { token })).status).toBe(400);

    // Every log of a hub and of the fleet: the rows and the count of a range of its own rows.
    for (const [path, table] of [
      ['reboots', 'reboot_log'],
      ['health', 'health_snapshots'],
      ['meter_readings', 'meter_readings'],
      ['comms', 'comms_log'],
      ['actions', 'hub_action_log'],
    ] as const) {
      const [busiest] = await api.db.query<{ hubid: number }>(
        `SELECT hubid FROM ${table} GROUP BY hubid ORDER BY count(*) DESC LIMIT 1`,
      );
      const hubid = busiest!.hubid;
      const times = await api.db.query<{ at: string }>(
        `SELECT to_char(created AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS at
           FROM ${table} WHERE hubid = $1 ORDER BY created DESC, uid DESC`,
        [hubid],
      );
      expect(times.length, path).toBeGreaterThan(3);
      const [until, since] = [times[1]!.at, times[times.length - 2]!.at];
      const raw = async (hub: number | null) =>
        (
          await api.db.query<{ uid: number }>(
            `SELECT uid FROM ${table} WHERE created >= $1 AND created < $2${hub === null ? '' : ' AND hubid = $3'}
              ORDER BY created DESC, uid DESC LIMIT 1000`,
            hub === null ? [since, until] : [since, until, hub],
          )
        ).map((row) => row.uid);
      const [{ n } = { n: 0 }] = await api.db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM ${table} WHERE created >= $1 AND created < $2`,
        [since, until],
      );
      const query = `limit=1000&created_from=${encodeURIComponent(since)}&created_before=${encodeURIComponent(until)}`;
      const own = await get(`/hub/${hubid}/${path}?${query}`);
      expect(
        own.map((row) => row.uid),
        path,
      ).toEqual(await raw(hubid));
      expect(own.length, path).toBeGreaterThan(0);
      expect(await count(`/hub/${hubid}/${path}/count?${query}`), path).toBe(own.length);
      const fleetPath =
        path === 'actions' ? '/hubs/actions' : path === 'comms' || path === 'health' ? null : `/${path}`;
      if (fleetPath === null) continue;
      expect(
        (await get(`${fleetPath}?${query}`)).map((row) => row.uid),
        path,
      ).toEqual(await raw(null));
      expect(await count(`${fleetPath}/count?${query}`), path).toBe(n);
    }
  });
});

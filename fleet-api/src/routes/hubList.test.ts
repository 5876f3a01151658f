import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningFleetApi } from '../app.js';
import { call, login } from '../test-support/client.js';
import { databaseVariants } from '../test-support/databases.js';

type Hub = Record<string, unknown> & { hubid: number };

describe.each(databaseVariants())('hub list routes on $name', (variant) => {
  let api: RunningFleetApi;
  let token: string;
  const get = async (path: string) => {
    const reply = await call<Hub[]>(api, `/api/private${path}`, { token });
    expect(reply.status).toBe(200);
    return reply.body.data;
  };

  beforeAll(async () => {
    api = await variant.start({ seedHubs: 300 });
    token = await login(api, 'staff@hubs.example');
  });
  afterAll(() => api?.close());

  it('pages operational hubs by hub id after from_hub, superseded hubs left out', async () => {
    const first = await get('/hubs/operational?limit=100');
    expect(first).toHaveLength(100);
    const ids = first.map((hub) => hub.hubid);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    const second = await get(`/hubs/operational?limit=100&from_hub=${ids.at(-1)}`);
    expect(second[0]!.hubid).toBeGreaterThan(ids.at(-1)!);
    const all = await get('/hubs/operational?limit=5000');
    const [{ count }] = (await api.db.query(
      `SELECT count(*)::int AS count FROM hubs WHERE machineid NOT LIKE '%\\_%'`,
    )) as [{ count: number }];
    expect(all).toHaveLength(count);
    expect(all.some((hub) => String(hub['machineid']).includes('_'))).toBe(false);
    expect(all.find((hub) => hub['installed'] !== null)?.['installed']).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('filters all hubs by software version or health grade', async () => {
    const byVersion = await get('/hubs/all?version=10104');
    expect(byVersion.length).toBeGreaterThan(0);
    expect(byVersion.every((hub) => hub['swversion'] === 10104)).toBe(true);
    // A build narrows the version to exactly that build (the seed gives about one hub in ten a build).
    const [built] = (await api.db.query(
      'SELECT swversion, build FROM hubs WHERE build IS NOT NULL ORDER BY hubid LIMIT 1',
    )) as [{ swversion: number; build: number }];
    const byBuild = await get(`/hubs/all?version=${built.swversion}&build=${built.build}`);
    expect(byBuild.length).toBeGreaterThan(0);
    expect(byBuild.every((hub) => hub['swversion'] === built.swversion && hub['build'] === built.build)).toBe(
      true,
    );
    const sameVersion = await get(`/hubs/all?version=${built.swversion}&limit=5000`);
    expect(byBuild.length).toBeLessThan(sameVersion.length);
    const byGrade = await get('/hubs/all?health=c');
    expect(byGrade.length).toBeGreaterThan(0);
    expect(byGrade.every((hub) => hub['hub_health'] === 'C')).toBe(true);
    const bad = await call(api, '/api/private/hubs/all?health=Z', { token });
    expect(bad.status).toBe(400);
  });

  // Every filter of /hubs/all against the same condition written out over the raw rows.
  describe('filters /hubs/all', () => {
    type Raw = {
      hubid: number;
      hub_health: string | null;
      swversion: number | null;
      build: number | null;
      last_seen: string | null;
      customer_type_id: number | null;
      installation_state_id: number | null;
    };
    let raw: Raw[];
    const ids = (hubs: { hubid: number }[]) => hubs.map((hub) => hub.hubid);
    const expectIds = async (query: string, keep: (hub: Raw) => boolean) => {
      const listed = ids(await get(`/hubs/all?limit=5000&${query}`));
      const wanted = raw.filter(keep).map((hub) => hub.hubid);
      expect(wanted.length).toBeGreaterThan(0);
      expect(wanted.length).toBeLessThan(raw.length);
      expect(listed).toEqual(wanted);
    };

    beforeAll(async () => {
      raw = (await api.db.query(
        `SELECT h.hubid, h.hub_health, h.swversion, h.build, h.last_seen, i.customer_type_id,
                i.installation_state_id
           FROM hubs h LEFT JOIN hub_information i ON i.hubid = h.hubid ORDER BY h.hubid`,
      )) as Raw[];
    });

    it('by a list of health grades (any of them)', () =>
      expectIds('health=E,f,G', (hub) => ['E', 'F', 'G'].includes(hub.hub_health ?? '')));

    it('by a list of versions, a version with a build meaning that build only', async () => {
      const built = raw.find((hub) => hub.build !== null && hub.swversion !== 10104)!;
      await expectIds(
        `versions=10104,${built.swversion}.${built.build}`,
        (hub) => hub.swversion === 10104 || (hub.swversion === built.swversion && hub.build === built.build),
      );
    });

    it('by last seen before and after a time (never-seen hubs left out)', async () => {
      const seen = raw.filter((hub) => hub.last_seen !== null).map((hub) => Date.parse(hub.last_seen!));
      const middle = new Date(seen.sort((a, b) => a - b)[Math.floor(seen.length / 2)]!).toISOString();
      await expectIds(
        `last_seen_before=${encodeURIComponent(middle)}`,
        (hub) => hub.last_seen !== null && Date.parse(hub.last_seen) < Date.parse(middle),
      );
      await expectIds(
        `last_seen_after=${encodeURIComponent(middle)}`,
        (hub) => hub.last_seen !== null && Date.parse(hub.last_seen) >= Date.parse(middle),
      );
    });

    it('by a list of hub ids, ids that name no hub left out', async () => {
      const [first, , third] = raw;
      await expectIds(`hubids=${third!.hubid},${first!.hubid},999999`, (hub) =>
        [first!.hubid, third!.hubid].includes(hub.hubid),
      );
    });

    it('by lists of customer types and installation states', async () => {
      await expectIds('customer_types=1,3', (hub) => [1, 3].includes(hub.customer_type_id ?? 0));
      await expectIds('installation_states=4,5,6', (hub) =>
        [4, 5, 6].includes(hub.installation_state_id ?? 0),
      );
    });

    it('by installation state: the state each listed hub answers (1 with no state and no stock location)', async () => {
      const listed = await get('/hubs/all?limit=5000');
      const count = async (query: string) =>
        (await call<{ total: number }>(api, `/api/private/hubs/all/count?${query}`, { token })).body.data
          .total;
      const withState = (states: number[]) =>
        ids(listed.filter((hub) => states.includes(hub['installation_state_id'] as number)));
      // The seed leaves most hubs without a state or a stock location: they answer state 1.
      expect(withState([1]).length).toBeGreaterThan(
        raw.filter((hub) => hub.installation_state_id === 1).length,
      );
      for (const states of [[1], [2], [4, 5, 6], [1, 7]]) {
        const query = `installation_states=${states.join(',')}`;
        const wanted = withState(states);
        expect(wanted.length).toBeGreaterThan(0);
        expect(ids(await get(`/hubs/all?limit=5000&${query}`))).toEqual(wanted);
        expect(await count(query)).toBe(wanted.length);
      }
    });

    it('by problem reasons: hubs with any of those given, the same rows as the problem list', async () => {
      const battery = await get('/hubs/all?limit=5000&problems=BATTERY');
      expect(battery.length).toBeGreaterThan(0);
      expect(battery.every((hub) => Number(hub['voltage']) >= 1500 && Number(hub['voltage']) <= 3600)).toBe(
        true,
      );
      const wifi = await get('/hubs/all?limit=5000&problems=WIFI');
      const either = ids(await get('/hubs/all?limit=5000&problems=BATTERY,WIFI'));
      expect(either).toEqual([...new Set([...ids(battery), ...ids(wifi)])].sort((a, b) => a - b));
      // Every reason at once, operational hubs only: exactly the problem hubs.
      const every = 'GAP,AVERAGE_WAKE,UPTIME,BATTERY,VERSION,WIFI,LAST_POLL';
      const operational = (await get(`/hubs/all?limit=5000&problems=${every}`)).filter(
        (hub) => !String(hub['machineid']).includes('_'),
      );
      expect(ids(operational)).toEqual(ids(await get('/hubs/problems?limit=5000')));
    });

    it('combines filters with AND and keeps keyset paging by hub id', async () => {
      await expectIds(
        'health=D,E,F,G&customer_types=1',
        (hub) => ['D', 'E', 'F', 'G'].includes(hub.hub_health ?? '') && hub.customer_type_id === 1,
      );
      const all = ids(await get('/hubs/all?limit=5000&health=D,E,F,G'));
      const first = ids(await get('/hubs/all?limit=5&health=D,E,F,G'));
      const second = ids(await get(`/hubs/all?limit=5&health=D,E,F,G&from_hub=${first.at(-1)}`));
      expect([...first, ...second]).toEqual(all.slice(0, 10));
    });

    it('pages back below before_hub, in id order', async () => {
      const all = ids(await get('/hubs/all?limit=5000&health=D,E,F,G'));
      const back = ids(await get(`/hubs/all?limit=5&health=D,E,F,G&before_hub=${all[10]}`));
      expect(back).toEqual(all.slice(5, 10));
      const operational = ids(await get('/hubs/operational?limit=20'));
      expect(ids(await get(`/hubs/operational?limit=3&before_hub=${operational[19]}`))).toEqual(
        operational.slice(16, 19),
      );
    });

    it('counts what a filter lists, and the operational hubs', async () => {
      const count = async (path: string) =>
        (await call<{ total: number }>(api, `/api/private${path}`, { token })).body.data.total;
      expect(await count('/hubs/all/count?health=D,E,F,G&customer_types=1')).toBe(
        raw.filter((hub) => ['D', 'E', 'F', 'G'].includes(hub.hub_health ?? '') && hub.customer_type_id === 1)
          .length,
      );
      expect(await count('/hubs/all/count')).toBe(raw.length);
      expect(await count('/hubs/operational/count')).toBe((await get('/hubs/operational?limit=5000')).length);
    });

    it.each([
      'health=E,Z',
      'versions=1.2.3.4',
      'problems=GAP,NOPE',
      'last_seen_before=yesterday',
      'customer_types=1;2',
      'installation_states=1) OR (1=1',
    ])('refuses %s with 400', async (query) => {
      expect((await call(api, `/api/private/hubs/all?${query}`, { token })).status).toBe(400);
    });
  });

  it('lists new unverified hubs newest first and hubs whose wires changed', async () => {
    const fresh = await get('/hubs/new?limit=1000&verified=false');
    const [{ count }] = (await api.db.query(
      'SELECT count(*)::int AS count FROM hubs WHERE NOT verified',
    )) as [{ count: number }];
    expect(fresh).toHaveLength(count);
    const wires = await get('/hubs/wire_mode_changed');
    const [{ changed }] = (await api.db.query(
      'SELECT count(*)::int AS changed FROM hubs WHERE wires_changed IS NOT NULL',
    )) as [{ changed: number }];
    expect(wires).toHaveLength(changed);
    // Each row says when its wires changed, most recent first.
    const times = wires.map((hub) => Date.parse(String(hub['wires_changed'])));
    expect(times.every((time) => !Number.isNaN(time))).toBe(true);
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('answers problem hubs only, at most the limit', async () => {
    const problems = await get('/hubs/problems');
    expect(problems.length).toBeGreaterThan(5);
    expect(problems.length).toBeLessThanOrEqual(500);
    expect(await get('/hubs/problems?limit=3')).toHaveLength(3);
  });
});

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

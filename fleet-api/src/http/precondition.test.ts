// Issue 16 item 3: edits overwrite each other no more. Two saves from the same copy of hub information or
// of a boiler: exactly one goes through, the other is 409 and changes nothing. A fuel fill at the
// timestamp of an existing one is refused instead of silently replacing it.
import { FUEL_FILL_EXISTS } from '@hub/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningFleetApi } from '../app.js';
import { call, login } from '../test-support/client.js';
import { databaseVariants } from '../test-support/databases.js';

type Row = Record<string, unknown>;

describe.each(databaseVariants())('saves from a stale copy, on $name', (variant) => {
  let api: RunningFleetApi;
  let token: string;
  const get = (path: string) => call<Row>(api, `/api/private${path}`, { token });
  const put = (path: string, body: unknown) =>
    call<Row>(api, `/api/private${path}`, { token, method: 'PUT', body });

  beforeAll(async () => {
    api = await variant.start({ seedHubs: 30 });
    token = await login(api, 'admin@hubs.example');
  });
  afterAll(() => api?.close());

  it('lets exactly one of two concurrent hub-information saves from the same copy through', async () => {
    const [hub] = await api.db.query<{ hubid: number }>(
      'SELECT hubid FROM hub_information ORDER BY hubid LIMIT 1',
    );
    const hubId = hub!.hubid;
    const copy = (await get(`/hub/${hubId}/information`)).body.data;
    const version = copy['version'] as number;
    const replies = await Promise.all(
      ['First writer', 'Second writer'].map((name) =>
        put(`/hub/${hubId}/information`, { name, country: 'Ireland', version }),
      ),
    );
    expect(replies.map((r) => r.status).sort()).toEqual([200, 409]);
    const winner = replies.find((r) => r.status === 200)!;
    const loser = replies.find((r) => r.status === 409)!;
    expect(loser.body.data['message']).toMatch(
      /^Someone else changed this hub's information after you opened it\./,
    );
    const now = (await get(`/hub/${hubId}/information`)).body.data;
    expect(now['name']).toBe(winner.body.data['name']);
    expect(now['version']).toBe(version + 1);
    // With the fresh version the loser's save goes through.
    const retried = await put(`/hub/${hubId}/information`, { name: 'Second writer', version: version + 1 });
    expect(retried.status).toBe(200);
  });

  it('starts a hub with no information record at version 0, and refuses a second first save', async () => {
    const [fresh] = await api.db.query<{ hubid: number }>(
      'SELECT hubid FROM hubs WHERE hubid NOT IN (SELECT hubid FROM hub_information) ORDER BY hubid LIMIT 1',
    );
    const path = `/hub/${fresh!.hubid}/information`;
    expect((await get(path)).body.data['version']).toBe(0);
    expect((await put(path, { name: 'One', version: 0 })).status).toBe(200);
    expect((await put(path, { name: 'Two', version: 0 })).status).toBe(409);
    expect((await get(path)).body.data['name']).toBe('One');
  });

  it('lets exactly one of two concurrent boiler saves from the same copy through', async () => {
    const [withBoiler] = await api.db.query<{ hubid: number }>(
      'SELECT hubid FROM boilers ORDER BY hubid LIMIT 1',
    );
    const path = `/hub/${withBoiler!.hubid}/boiler`;
    const copy = (await get(path)).body.data;
    const version = copy['version'] as number;
    const replies = await Promise.all(
      ['Grant', 'Firebird'].map((manufacturer) =>
        put(path, { fuel_type_id: copy['fuel_type_id'], fuel_rate: 2, manufacturer, version }),
      ),
    );
    expect(replies.map((r) => r.status).sort()).toEqual([200, 409]);
    const winner = replies.find((r) => r.status === 200)!;
    expect((await get(path)).body.data).toMatchObject({
      manufacturer: winner.body.data['manufacturer'],
      version: version + 1,
    });
  });

  it('refuses a fuel fill at the timestamp of an existing one and keeps the first', async () => {
    const at = '2026-03-04T08:00:00.000Z';
    const [hub] = await api.db.query<{ hubid: number }>('SELECT hubid FROM hubs ORDER BY hubid LIMIT 1');
    const hubid = hub!.hubid;
    const first = await put(`/hub/${hubid}/fuel_fill`, {
      fill_timestamp: at,
      fill_amount: 450.5,
      tank_filled: true,
    });
    expect(first.status).toBe(200);
    const second = await put(`/hub/${hubid}/fuel_fill`, {
      fill_timestamp: at,
      fill_amount: 100,
      tank_filled: false,
    });
    expect(second.status).toBe(409);
    expect(second.body.data).toEqual({
      message: FUEL_FILL_EXISTS,
      errors: [{ field: 'fill_timestamp', message: FUEL_FILL_EXISTS }],
    });
    const fills = (await call<Row[]>(api, `/api/private/hub/${hubid}/fuel_fills`, { token })).body.data;
    expect(fills.filter((f) => new Date(f['fill_timestamp'] as string).toISOString() === at)).toEqual([
      { hubid, fill_timestamp: expect.any(String), fill_amount: 450.5, tank_filled: true },
    ]);
  });

  // The firmware records (firmware sets and their default target, routes, releases) follow the same rule.
  it.each([
    {
      what: 'firmware set',
      path: async () => `/firmwareset/${await firstId('SELECT fwsetid AS id FROM firmware_sets')}`,
      read: async (path: string) => findIn('/firmwaresets', 'fwsetid', path),
      body: (n: number) => ({ name: `Set edit ${n}` }),
      message: /^Someone else changed this firmware set after you opened it\./,
    },
    {
      what: 'firmware route',
      path: async () => {
        const fwsetid = await firstId('SELECT fwsetid AS id FROM firmware_sets');
        const made = await put('/firmwareroute/new', { fwsetid, ip: '10.9.8.0/24', comment: 'made' });
        return `/firmwareroute/${made.body.data['uid'] as number}`;
      },
      read: async (path: string) => {
        const [route] = await api.db.query<{ fwsetid: number }>(
          'SELECT fwsetid FROM firmware_routes WHERE uid = $1',
          [Number(path.split('/').pop())],
        );
        return findIn(`/firmwareroutes/${route!.fwsetid}`, 'uid', path);
      },
      body: (n: number) => ({ fwsetid: 1, ip: '10.9.8.0/24', comment: `Route edit ${n}` }),
      message: /^Someone else changed this firmware route after you opened it\./,
    },
    {
      what: 'firmware release',
      path: async () => `/firmware/${await firstId('SELECT uid AS id FROM firmwares')}`,
      read: async (path: string) => findIn('/firmwares', 'uid', path),
      body: (n: number) => ({ comment: `Release edit ${n}` }),
      message: /^Someone else changed this firmware release after you opened it\./,
    },
  ])(
    'lets exactly one of two $what saves from the same copy through',
    async ({ path, read, body, message }) => {
      const at = await path();
      const copy = await read(at);
      const version = copy['version'] as number;
      const replies = await Promise.all([1, 2].map((n) => put(at, { ...body(n), version })));
      expect(replies.map((r) => r.status).sort()).toEqual([200, 409]);
      expect(replies.find((r) => r.status === 409)!.body.data['message']).toMatch(message);
      const winner = replies.find((r) => r.status === 200)!.body.data;
      expect(await read(at)).toEqual({ ...winner, version: version + 1 });
      // With the fresh version the loser's save goes through; without any, a script's save still does.
      expect((await put(at, { ...body(3), version: version + 1 })).status).toBe(200);
      expect((await put(at, body(4))).status).toBe(200);
    },
  );

  it('still answers 404 for a firmware record that does not exist, whatever version is sent', async () => {
    expect((await put('/firmware/999999', { comment: 'x', version: 1 })).status).toBe(404);
    expect((await put('/firmwareset/999999', { name: 'x', version: 1 })).status).toBe(404);
  });

  it("lets exactly one of two saves of a hub's smart-tech flags from the same copy through", async () => {
    const [hub] = await api.db.query<{ hubid: number }>(
      `SELECT h.hubid FROM hubs h JOIN hub_state s USING (hubid)
        WHERE (h.major, h.minor, h.patch) >= (0, 9, 18) ORDER BY h.hubid LIMIT 1`,
    );
    const hubid = hub!.hubid;
    const copy = (await get(`/hub/${hubid}/state`)).body.data;
    const version = copy['version'] as number;
    const save = (duty_cycle: boolean, v?: number) =>
      call<Row>(api, '/api/private/hub/update_smart_tech', {
        token,
        method: 'POST',
        body: { hubid, duty_cycle, time_shaving: true, peak_temp_suppression: false, version: v },
      });
    const replies = await Promise.all([save(true, version), save(false, version)]);
    expect(replies.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(replies.find((r) => r.status === 409)!.body.data['message']).toMatch(
      /^Someone else changed this hub's smart-tech flags after you opened it\./,
    );
    const winner = replies.find((r) => r.status === 200)!.body.data;
    expect((await get(`/hub/${hubid}/state`)).body.data).toMatchObject({
      duty_cycle: winner['duty_cycle'],
      version: version + 1,
    });
    expect((await save(false)).status).toBe(200);
  });

  async function firstId(sql: string): Promise<number> {
    const [row] = await api.db.query<{ id: number }>(`${sql} ORDER BY 1 LIMIT 1`);
    return row!.id;
  }

  async function findIn(listPath: string, key: string, path: string): Promise<Row> {
    const id = Number(path.split('/').pop());
    const list = (await call<Row[]>(api, `/api/private${listPath}`, { token })).body.data;
    return list.find((r) => r[key] === id)!;
  }
});

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
});

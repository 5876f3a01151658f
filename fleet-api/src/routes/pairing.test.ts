import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningFleetApi } from '../app.js';
import { call, login } from '../test-support/client.js';
import { databaseVariants } from '../test-support/databases.js';

type Pairing = { uid: number; hubid: number; userid: number; paired: boolean; ip: string | null };

describe.each(databaseVariants())('pairing routes on $name', (variant) => {
  let api: RunningFleetApi;
  let token: string;
  const req = <T>(path: string, method = 'GET', body?: unknown) =>
    call<T>(api, `/api/private${path}`, { token, method, ...(body === undefined ? {} : { body }) });

  beforeAll(async () => {
    api = await variant.start({ seedHubs: 120 });
    token = await login(api, 'staff@hubs.example');
  });
  afterAll(() => api?.close());

  it('lists a hub’s pairings with every column, newest first', async () => {
    const [hub] = (await api.db.query(
      'SELECT hubid FROM pairings GROUP BY hubid HAVING count(*) > 1 ORDER BY hubid LIMIT 1',
    )) as [{ hubid: number }];
    const { body } = await req<Array<Pairing & { created: string }>>(`/hub/${hub.hubid}/pairings`);
    expect(body.data.length).toBeGreaterThan(1);
    expect(Object.keys(body.data[0] ?? {}).sort()).toEqual(
      [
        'appversion',
        'created',
        'hubid',
        'ip',
        'manufacturer',
        'model',
        'paired',
        'pairingcode',
        'platform',
        'uid',
        'userid',
        'version',
      ].sort(),
    );
    expect(body.data[0]?.ip).toMatch(/^\d+\.\d+\.\d+\.\d+$/);
    const created = body.data.map((p) => p.created);
    expect([...created].sort().reverse()).toEqual(created);
  });

  it('toggles a claimed pairing between paired and revoked', async () => {
    const [p] = (await api.db.query('SELECT uid, hubid, paired FROM pairings WHERE userid > 0 LIMIT 1')) as [
      Pairing,
    ];
    const first = await req<Pairing>('/revokepairing', 'POST', { hubid: p.hubid, uid: p.uid });
    expect(first.body.data.paired).toBe(!p.paired);
    const second = await req<Pairing>('/revokepairing', 'POST', { hubid: p.hubid, uid: p.uid });
    expect(second.body.data.paired).toBe(p.paired);
  });

  it('refuses to toggle an unclaimed pairing or one of another hub', async () => {
    const [p] = (await api.db.query('SELECT uid, hubid FROM pairings WHERE userid = 0 LIMIT 1')) as [Pairing];
    const refused = await req<{ message: string }>('/revokepairing', 'POST', { hubid: p.hubid, uid: p.uid });
    expect(refused.status).toBe(400);
    expect((await req('/revokepairing', 'POST', { hubid: p.hubid + 1, uid: p.uid })).status).toBe(404);
    expect((await req('/hub/999999/pairings')).status).toBe(404);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningFleetApi } from '../app.js';
import { call, login } from '../test-support/client.js';
import { databaseVariants } from '../test-support/databases.js';

type Row = Record<string, unknown> & { uid: number; created: string };

describe.each(databaseVariants())('comms and action log routes on $name', (variant) => {
  let api: RunningFleetApi;
  let token: string;
  const get = <T = Row[]>(path: string) => call<T>(api, `/api/private${path}`, { token });

  beforeAll(async () => {
    api = await variant.start({ seedHubs: 20 });
    token = await login(api, 'staff@hubs.example');
    await api.db.query(
      `INSERT INTO comms_log (hubid, created, api, initiatorid, typeid, ip, headers, body)
       SELECT 1002, '2030-05-01T10:00:00.000001Z', '/phone/getstatus', 2, 50019, '10.9.9.9',
              '{"b-header": "2", "a-header": "1"}', 'body ' || n
         FROM generate_series(1, 5) AS n`,
    );
  });
  afterAll(() => api?.close());

  it('answers the newest rows first with microsecond timestamps and the raw payload', async () => {
    const { status, body } = await get<Row[]>('/hub/1002/comms?limit=2');
    expect(status).toBe(200);
    expect(body.data).toHaveLength(2);
    expect(body.data[0]).toMatchObject({
      hubid: 1002,
      created: '2030-05-01T10:00:00.000001Z',
      api: '/phone/getstatus',
      initiatorid: 2,
      typeid: 50019,
      ip: '10.9.9.9',
      headers: { 'a-header': '1', 'b-header': '2' },
      body: 'body 5',
      payload: 'a-header: 1\nb-header: 2\n\nbody 5',
    });
    expect(body.data[0]!.uid).toBeGreaterThan(body.data[1]!.uid);
  });

  it('pages by until and until_uid inside rows sharing a timestamp, and back by from and from_uid', async () => {
    const all = (await get<Row[]>('/hub/1002/comms?limit=1000')).body.data;
    const first = (await get<Row[]>('/hub/1002/comms?limit=3')).body.data;
    const last = first.at(-1)!;
    const older = (await get<Row[]>(`/hub/1002/comms?limit=3&until=${last.created}&until_uid=${last.uid}`))
      .body.data;
    expect([...first, ...older].map((r) => r.uid)).toEqual(all.slice(0, 6).map((r) => r.uid));
    const top = older[0]!;
    const newer = (await get<Row[]>(`/hub/1002/comms?limit=3&from=${top.created}&from_uid=${top.uid}`)).body
      .data;
    expect(newer.map((r) => r.uid)).toEqual(first.map((r) => r.uid));
    const untilOnly = (await get<Row[]>(`/hub/1002/comms?until=${top.created}`)).body.data;
    expect(untilOnly.every((r) => r.created < top.created)).toBe(true);
  });

  it('refuses malformed paging parameters', async () => {
    for (const query of ['limit=0', 'limit=1001', 'until=yesterday', 'until_uid=-1'])
      expect((await get(`/hub/1002/comms?${query}`)).status, query).toBe(400);
  });

  it('pages the action log of a hub and of every hub', async () => {
    const hub = (await get<Row[]>('/hub/1003/actions?limit=50')).body.data;
    expect(hub.length).toBeGreaterThan(0);
    expect(hub.every((r) => r['hubid'] === 1003)).toBe(true);
    const every = (await get<Row[]>('/hubs/actions?limit=4')).body.data;
    expect(every).toHaveLength(4);
    const last = every.at(-1)!;
    const next = (await get<Row[]>(`/hubs/actions?limit=4&until=${last.created}&until_uid=${last.uid}`)).body
      .data;
    const both = (await get<Row[]>('/hubs/actions?limit=8')).body.data;
    expect([...every, ...next].map((r) => r.uid)).toEqual(both.map((r) => r.uid));
  });
});

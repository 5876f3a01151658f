import { decodeSchedule } from '@hub/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningFleetApi } from '../app.js';
import { call, login } from '../test-support/client.js';
import { databaseVariants } from '../test-support/databases.js';

type Schedule = { hubid: number; events: Array<Record<string, unknown> & { uid: number }> };

describe.each(databaseVariants())('schedule routes on $name', (variant) => {
  let api: RunningFleetApi;
  let token: string;
  const req = <T = Schedule>(path: string, method = 'GET') =>
    call<T>(api, `/api/private${path}`, { token, method });
  const hubWithSchedule = async (offset: number) =>
    (
      (await api.db.query('SELECT DISTINCT hubid FROM schedule_events ORDER BY hubid LIMIT 1 OFFSET $1', [
        offset,
      ])) as [{ hubid: number }]
    )[0].hubid;

  beforeAll(async () => {
    api = await variant.start({ seedHubs: 120 });
    token = await login(api, 'staff@hubs.example');
  });
  afterAll(() => api?.close());

  it('answers the events in start order, in either form, decoding to the same events', async () => {
    const hubid = await hubWithSchedule(0);
    const minutes = (await req(`/hub/${hubid}/schedule`)).body.data;
    const mow = (await req(`/hub/${hubid}/schedule?form=mow`)).body.data;
    expect(minutes.events.length).toBeGreaterThan(6);
    expect(mow.events[0]).toHaveProperty('mow');
    expect(decodeSchedule(mow)).toEqual(decodeSchedule(minutes));
  });

  it('deletes one event and answers what remains', async () => {
    const hubid = await hubWithSchedule(1);
    const before = (await req(`/hub/${hubid}/schedule`)).body.data.events;
    const gone = before[0]!.uid;
    const after = await req(`/hub/${hubid}/schedule/${gone}`, 'DELETE');
    expect(after.body.data.events.map((e) => e.uid)).toEqual(before.slice(1).map((e) => e.uid));
    expect((await req(`/hub/${hubid}/schedule/${gone}`, 'DELETE')).status).toBe(404);
  });

  it('clears the schedule', async () => {
    const hubid = await hubWithSchedule(2);
    expect((await req(`/hub/${hubid}/schedule/clear`)).body.data).toEqual({ hubid, events: [] });
    expect((await req(`/hub/${hubid}/schedule`)).body.data.events).toEqual([]);
    expect((await req('/hub/999999/schedule')).status).toBe(404);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningFleetApi } from '../app.js';
import { call, login } from '../test-support/client.js';
import { databaseVariants } from '../test-support/databases.js';

type Spend = { days: number[]; dailyaga: number; centsperunit: number; annual: { year: number } | null };

describe.each(databaseVariants())('spend route on $name', (variant) => {
  let api: RunningFleetApi;
  let token: string;
  const get = <T = Spend>(path: string) => call<T>(api, `/api/private${path}`, { token });

  beforeAll(async () => {
    api = await variant.start({ seedHubs: 120 });
    token = await login(api, 'staff@hubs.example');
  });
  afterAll(() => api?.close());

  it('answers settings, daily cents with today first, and this year’s annual figures', async () => {
    const [hub] = (await api.db.query('SELECT hubid FROM hub_spend ORDER BY hubid LIMIT 1')) as [
      { hubid: number },
    ];
    const daily = (await api.db.query(
      `SELECT spend FROM hub_spend_daily WHERE hubid = $1 AND day <= current_date ORDER BY day DESC`,
      [hub.hubid],
    )) as Array<{ spend: number }>;
    const { body } = await get(`/hub/${hub.hubid}/spend`);
    expect(body.data.days.slice(0, daily.length)).toEqual(daily.map((d) => d.spend));
    expect(typeof body.data.centsperunit).toBe('number');
    expect(body.data.annual?.year).toBeGreaterThan(2000);
  });

  it('answers null for a hub with no spend and 404 for no hub', async () => {
    const [hub] = (await api.db.query(
      'SELECT hubid FROM hubs WHERE hubid NOT IN (SELECT hubid FROM hub_spend) ORDER BY hubid LIMIT 1',
    )) as [{ hubid: number }];
    expect((await get(`/hub/${hub.hubid}/spend`)).body).toEqual({ status: 'success', data: null });
    expect((await get('/hub/999999/spend')).status).toBe(404);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningFleetApi } from '../app.js';
import { call, login } from '../test-support/client.js';
import { databaseVariants } from '../test-support/databases.js';

type Reading = Record<string, unknown> & { uid: number; hubid: number; reading: number | null };

describe.each(databaseVariants())('meter reading routes on $name', (variant) => {
  let api: RunningFleetApi;
  let token: string;

  beforeAll(async () => {
    api = await variant.start({ seedHubs: 300 });
    token = await login(api, 'staff@hubs.example');
  });
  afterAll(() => api?.close());

  it('lists readings newest first and saves an unsaved one', async () => {
    const all = await call<Reading[]>(api, '/api/private/meter_readings?limit=500', { token });
    expect(all.status).toBe(200);
    const unsaved = all.body.data.find((row) => row.reading === null);
    expect(unsaved).toBeDefined();
    const path = `/api/private/hub/${unsaved!.hubid}/meter_readings/${unsaved!.uid}`;
    const refused = await call(api, path, { token, method: 'PUT', body: { reading: 0 } });
    expect(refused.status).toBe(400);
    expect(refused.body.data).toMatchObject({ message: 'The reading must be a number above 0.' });
    // Past what the numeric(12, 1) column holds: refused on the field, not a range error naming nothing.
    const tooLarge = await call(api, path, { token, method: 'PUT', body: { reading: 1e20 } });
    expect(tooLarge.status).toBe(400);
    expect(tooLarge.body.data).toMatchObject({
      message: 'The reading must be less than 100,000,000,000.',
      errors: [{ field: 'reading', message: 'The reading must be less than 100,000,000,000.' }],
    });
    const saved = await call<Reading>(api, path, { token, method: 'PUT', body: { reading: 12345.6 } });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({ uid: unsaved!.uid, reading: 12345.6 });
    expect(saved.body.data['saved_reading']).toEqual(expect.any(String));
    const own = await call<Reading[]>(api, `/api/private/hub/${unsaved!.hubid}/meter_readings`, { token });
    expect(own.body.data.find((row) => row.uid === unsaved!.uid)?.reading).toBe(12345.6);
    const wrongHub = await call(api, `/api/private/hub/1/meter_readings/${unsaved!.uid}`, {
      token,
      method: 'PUT',
      body: { reading: 5 },
    });
    expect(wrongHub.status).toBe(404);
  });

  it('keeps the correction of a saved reading in the hub’s action log: who, when, old and new', async () => {
    const all = await call<Reading[]>(api, '/api/private/meter_readings?limit=500', { token });
    const unsaved = all.body.data.filter((row) => row.reading === null)[1]!;
    const path = `/api/private/hub/${unsaved.hubid}/meter_readings/${unsaved.uid}`;
    await call(api, path, { token, method: 'PUT', body: { reading: 57812.3 } });
    const first = await call<Record<string, unknown>[]>(api, `/api/private/hub/${unsaved.hubid}/actions`, {
      token,
    });
    // The first save is not a correction.
    expect(first.body.data.some((a) => a['type'] === 'meter_reading')).toBe(false);
    const corrected = await call<Reading>(api, path, { token, method: 'PUT', body: { reading: 57821.3 } });
    expect(corrected.body.data.reading).toBe(57821.3);
    const actions = await call<Record<string, unknown>[]>(api, `/api/private/hub/${unsaved.hubid}/actions`, {
      token,
    });
    const [profile] = (await api.db.query(
      "SELECT id FROM user_profiles WHERE email = 'staff@hubs.example'",
    )) as [{ id: number }];
    expect(actions.body.data[0]).toMatchObject({
      type: 'meter_reading',
      action: `Meter reading ${unsaved.uid} corrected from 57812.3 to 57821.3 by staff@hubs.example`,
      userid: profile.id,
      setting: 57821.3,
      created: expect.any(String),
    });
  });

  it('serves a reading’s image as a real PNG, only with a token', async () => {
    const [row] = (await api.db.query(
      'SELECT uid FROM meter_readings WHERE image IS NOT NULL ORDER BY uid LIMIT 1',
    )) as [{ uid: number }];
    const response = await fetch(`${api.url}/api/private/meters/images/${row.uid}`, {
      headers: { 'x-api-key': api.apiKey, authorization: `Bearer ${token}` },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(bytes.subarray(1, 4).toString()).toBe('PNG');
    const anonymous = await fetch(`${api.url}/api/private/meters/images/${row.uid}`, {
      headers: { 'x-api-key': api.apiKey },
    });
    expect(anonymous.status).toBe(401);
    const json = await call<{ mime: string; base64: string }>(
      api,
      `/api/private/meters/images/${row.uid}?as=json`,
      { token },
    );
    expect(json.body.data.mime).toBe('image/png');
    expect(Buffer.from(json.body.data.base64, 'base64').equals(bytes)).toBe(true);
  });
});

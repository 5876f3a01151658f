import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningFleetApi } from '../app.js';
import { call, login } from '../test-support/client.js';
import { databaseVariants } from '../test-support/databases.js';

describe.each(databaseVariants())('boiler and fuel fill routes on $name', (variant) => {
  let api: RunningFleetApi;
  let token: string;
  const req = <T = Record<string, unknown>>(path: string, method = 'GET', body?: unknown) =>
    call<T>(api, `/api/private${path}`, { token, method, ...(body === undefined ? {} : { body }) });

  beforeAll(async () => {
    api = await variant.start({ seedHubs: 120 });
    token = await login(api, 'staff@hubs.example');
  });
  afterAll(() => api?.close());

  it('answers a seeded boiler with numbers as numbers, and null for a hub with none', async () => {
    const [withBoiler] = (await api.db.query('SELECT hubid FROM boilers ORDER BY hubid LIMIT 1')) as [
      { hubid: number },
    ];
    const { status, body } = await req(`/hub/${withBoiler.hubid}/boiler`);
    expect(status).toBe(200);
    expect(typeof body.data['fuel_rate']).toBe('number');
    expect(body.data['fuel_type_description']).toEqual(expect.any(String));
    const [without] = (await api.db.query(
      'SELECT hubid FROM hubs WHERE hubid NOT IN (SELECT hubid FROM boilers) ORDER BY hubid LIMIT 1',
    )) as [{ hubid: number }];
    expect((await req(`/hub/${without.hubid}/boiler`)).body).toEqual({ status: 'success', data: null });
    expect((await req('/hub/999999/boiler')).status).toBe(404);
  });

  it('saves a boiler with coerced numbers and refuses one without a fuel type, saving nothing', async () => {
    const [hub] = (await api.db.query(
      'SELECT hubid FROM hubs WHERE hubid NOT IN (SELECT hubid FROM boilers) ORDER BY hubid DESC LIMIT 1',
    )) as [{ hubid: number }];
    const refused = await req(`/hub/${hub.hubid}/boiler`, 'PUT', { fuel_type_id: 0, fuel_rate: '1.97' });
    expect(refused).toEqual({
      status: 400,
      body: {
        status: 'error',
        data: {
          message: 'A fuel type must be selected.',
          errors: [{ field: 'fuel_type_id', message: 'A fuel type must be selected.' }],
        },
      },
    });
    expect((await req(`/hub/${hub.hubid}/boiler`)).body.data).toBeNull();
    // A number its column cannot hold is named, not the database's "wrong format or out of range".
    const tooLarge = await req(`/hub/${hub.hubid}/boiler`, 'PUT', {
      fuel_type_id: 1,
      fuel_rate: '1.97',
      aga_flow_rate: '100000',
    });
    expect(tooLarge.status).toBe(400);
    expect(tooLarge.body.data.errors).toEqual([
      { field: 'aga_flow_rate', message: 'Aga flow rate must be less than 10,000.' },
    ]);
    const saved = await req(`/hub/${hub.hubid}/boiler`, 'PUT', {
      fuel_type_id: '1',
      fuel_rate: '2.5',
      energy_output: '24',
      tank_capacity: '1200',
      manufacturer: 'Grant',
      last_measured_date: '2026-10-01',
      last_measured_level: '640.5',
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({
      hubid: hub.hubid,
      fuel_type_id: 1,
      fuel_type_description: 'Oil',
      fuel_rate: 2.5,
      energy_output: 24,
      tank_capacity: 1200,
      manufacturer: 'Grant',
      model: null,
      last_measured_date: '2026-10-01',
      last_measured_level: 640.5,
      aga_flow_rate: null,
    });
  });

  it('adds, lists and deletes a fuel fill', async () => {
    const [hub] = (await api.db.query('SELECT hubid FROM hubs ORDER BY hubid LIMIT 1')) as [
      { hubid: number },
    ];
    const when = '2026-03-04T10:30:00.000Z';
    const added = await req(`/hub/${hub.hubid}/fuel_fill`, 'PUT', {
      fill_timestamp: when,
      fill_amount: '750',
      tank_filled: true,
    });
    expect(added.body.data).toEqual({
      hubid: hub.hubid,
      fill_timestamp: when,
      fill_amount: 750,
      tank_filled: true,
    });
    const listed = await req<Array<{ fill_timestamp: string }>>(`/hub/${hub.hubid}/fuel_fills`);
    expect(listed.body.data.map((f) => f.fill_timestamp)).toContain(when);
    const deleted = await req(`/hub/${hub.hubid}/fuel_fill/${encodeURIComponent(when)}`, 'DELETE');
    expect(deleted.body.data).toEqual({ hubid: hub.hubid, fill_timestamp: when, deleted: true });
    expect((await req(`/hub/${hub.hubid}/fuel_fill/${encodeURIComponent(when)}`, 'DELETE')).status).toBe(404);
  });

  it('refuses a fill with the spec messages', async () => {
    const [hub] = (await api.db.query('SELECT hubid FROM hubs ORDER BY hubid LIMIT 1')) as [
      { hubid: number },
    ];
    const refused = await req<{ errors: Array<{ message: string }> }>(`/hub/${hub.hubid}/fuel_fill`, 'PUT', {
      fill_amount: '',
    });
    expect(refused.status).toBe(400);
    expect(refused.body.data.errors.map((e) => e.message)).toEqual([
      'Fill amount must be set.',
      'Fill timestamp must be set.',
    ]);
  });

  it("refuses a fill of more than the boiler's tank holds", async () => {
    const [hub] = (await api.db.query(
      'SELECT hubid, tank_capacity::float8 AS tank_capacity FROM boilers WHERE tank_capacity > 0 LIMIT 1',
    )) as [{ hubid: number; tank_capacity: number }];
    const refused = await req<{ errors: Array<{ field: string; message: string }> }>(
      `/hub/${hub.hubid}/fuel_fill`,
      'PUT',
      { fill_timestamp: '2026-03-04T10:30:00.000Z', fill_amount: hub.tank_capacity + 1, tank_filled: true },
    );
    expect(refused.status).toBe(400);
    expect(refused.body.data.errors).toEqual([
      {
        field: 'fill_amount',
        message: `Fill amount must not be more than the tank capacity (${hub.tank_capacity.toLocaleString('en-IE')} litres).`,
      },
    ]);
  });
});

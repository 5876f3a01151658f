import { FUEL_FILL_EXISTS } from '@hub/domain';
import { describe, expect, it } from 'vitest';
import { backends, STAFF } from '../test-support/stack.js';
import { signedInStack } from '../test-support/signedInStack.js';
import { codes } from '../test-support/graphqlClient.js';
import type { BoilerRecord, FuelFillRecord } from './rest.js';

// What the Oil tab asks for: the boiler, its fills and the dashboard link.
const OIL_TAB = `query ($hubId: Int!) {
  hubBoiler(hubId: $hubId) {
    hubId fuelTypeId fuelTypeDescription energyOutput fuelRate tankCapacity manufacturer model
    lastMeasuredDate lastMeasuredLevel agaFlowRate agaFlowRatePerDay
  }
  hubFuelFills(hubId: $hubId) { hubId fillTimestamp fillAmount tankFilled }
  dashboardLinks(hubId: $hubId) { oilLevelsUrl }
}`;

const SAVE = `mutation ($hubId: Int!, $input: BoilerInput!) {
  saveBoiler(input: { hubId: $hubId, boiler: $input }) { boiler { hubId fuelTypeId fuelRate tankCapacity energyOutput manufacturer } userErrors { field message } }
}`;
const ADD = `mutation ($hubId: Int!, $input: FuelFillInput!) {
  addFuelFill(input: { hubId: $hubId, fuelFill: $input }) { fuelFill { hubId fillTimestamp fillAmount tankFilled } userErrors { field message } }
}`;
const DELETE = `mutation ($hubId: Int!, $at: DateTime!) {
  deleteFuelFill(input: { hubId: $hubId, fillTimestamp: $at }) { deletedFillTimestamp message userErrors { field message } }
}`;

describe.each(backends)('boiler and fuel fills against fleet-api on $name', (backend) => {
  const { stack, session } = signedInStack(backend, STAFF, { seedHubs: 60 });
  const rest = <T>(path: string) => stack.rest<T>(path, session.token);
  const hubWith = async (sql: string) => (await stack.sql<{ hubid: number }>(sql))[0]!.hubid;

  it('opens the Oil tab with two upstream calls: the boiler and the fills', async () => {
    const hubId = await hubWith('SELECT hubid FROM fuel_fills ORDER BY hubid LIMIT 1');
    const [boiler, fills] = await Promise.all([
      rest<BoilerRecord>(`/api/private/hub/${hubId}/boiler`),
      rest<FuelFillRecord[]>(`/api/private/hub/${hubId}/fuel_fills`),
    ]);
    const answer = await stack.query<{ hubBoiler: Record<string, unknown>; hubFuelFills: unknown[] }>(
      OIL_TAB,
      { hubId },
      session,
    );
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.hubBoiler).toMatchObject({
      hubId,
      fuelTypeId: boiler.fuel_type_id,
      fuelRate: boiler.fuel_rate,
      tankCapacity: boiler.tank_capacity,
    });
    expect(answer.data?.hubFuelFills).toHaveLength(fills.length);
    expect(answer.upstreamCalls).toBe(2);
  });

  it('refuses a boiler without a fuel type, sending nothing upstream, then saves a valid one', async () => {
    const hubId = await hubWith(
      'SELECT hubid FROM hubs WHERE hubid NOT IN (SELECT hubid FROM boilers) LIMIT 1',
    );
    const refused = await stack.query(SAVE, { hubId, input: { fuelTypeId: 0, fuelRate: 1.97 } }, session);
    expect(refused.data).toEqual({
      saveBoiler: {
        boiler: null,
        userErrors: [{ field: 'fuelTypeId', message: 'A fuel type must be selected.' }],
      },
    });
    expect(refused.upstreamCalls).toBe(0);
    expect(await rest(`/api/private/hub/${hubId}/boiler`)).toBeNull();

    const saved = await stack.query(
      SAVE,
      {
        hubId,
        input: {
          fuelTypeId: 1,
          fuelRate: 1.97,
          tankCapacity: 1200,
          energyOutput: 22.5,
          manufacturer: ' Grant ',
        },
      },
      session,
    );
    expect(saved.data).toEqual({
      saveBoiler: {
        boiler: {
          hubId,
          fuelTypeId: 1,
          fuelRate: 1.97,
          tankCapacity: 1200,
          energyOutput: 22.5,
          manufacturer: 'Grant',
        },
        userErrors: [],
      },
    });
    expect(saved.upstreamCalls).toBe(1);
  });

  it('refuses a manufacturer or model longer than fleet-api takes, in its words, sending nothing upstream', async () => {
    const hubId = await hubWith('SELECT hubid FROM boilers ORDER BY hubid LIMIT 1');
    const refused = await stack.query(
      SAVE,
      {
        hubId,
        input: { fuelTypeId: 1, fuelRate: 1.97, manufacturer: 'm'.repeat(300), model: 'x'.repeat(101) },
      },
      session,
    );
    expect(refused.data).toEqual({
      saveBoiler: {
        boiler: null,
        userErrors: [
          { field: 'manufacturer', message: 'Manufacturer must be at most 100 characters.' },
          { field: 'model', message: 'Model must be at most 100 characters.' },
        ],
      },
    });
    expect(refused.upstreamCalls).toBe(0);
  });

  it('refuses a number larger than its column holds on its field, where the database named none', async () => {
    const hubId = await hubWith('SELECT hubid FROM boilers ORDER BY hubid LIMIT 1');
    const refused = await stack.query(
      SAVE,
      { hubId, input: { fuelTypeId: 1, fuelRate: 1.97, energyOutput: 100000, tankCapacity: 1200 } },
      session,
    );
    expect(refused.data).toEqual({
      saveBoiler: {
        boiler: null,
        userErrors: [{ field: 'energyOutput', message: 'kWh output must be less than 10,000.' }],
      },
    });
    expect(refused.upstreamCalls).toBe(0);
    // Nothing was written.
    const [row] = await stack.sql<{ energy_output: string | null }>(
      'SELECT energy_output FROM boilers WHERE hubid = $1',
      [hubId],
    );
    expect(Number(row!.energy_output)).toBeLessThan(10000);
  });

  it('adds and deletes a fuel fill, and refuses an incomplete one with the spec messages', async () => {
    const hubId = await hubWith('SELECT hubid FROM hubs ORDER BY hubid LIMIT 1');
    const refused = await stack.query(ADD, { hubId, input: { fillAmount: null } }, session);
    expect(refused.data).toEqual({
      addFuelFill: {
        fuelFill: null,
        userErrors: [
          { field: 'fillAmount', message: 'Fill amount must be set.' },
          { field: 'fillTimestamp', message: 'Fill timestamp must be set.' },
        ],
      },
    });
    expect(refused.upstreamCalls).toBe(0);
    const nextYear = new Date(Date.now() + 365 * 24 * 3600 * 1000).toISOString();
    const ahead = await stack.query(
      ADD,
      { hubId, input: { fillTimestamp: nextYear, fillAmount: 900 } },
      session,
    );
    expect(ahead.data?.addFuelFill).toEqual({
      fuelFill: null,
      userErrors: [{ field: 'fillTimestamp', message: 'Fill timestamp must not be in the future.' }],
    });
    expect(ahead.upstreamCalls).toBe(0);
    // More than the boiler's tank holds: refused by fleet-api, which knows the tank, on the same field.
    const [tank] = await stack.sql<{ hubid: number; tank_capacity: number }>(
      'SELECT hubid, tank_capacity::float8 AS tank_capacity FROM boilers WHERE tank_capacity > 0 LIMIT 1',
    );
    const over = await stack.query(
      ADD,
      {
        hubId: tank!.hubid,
        input: { fillTimestamp: '2026-02-03T09:15:00.000Z', fillAmount: tank!.tank_capacity + 1 },
      },
      session,
    );
    expect(over.data?.addFuelFill).toEqual({
      fuelFill: null,
      userErrors: [
        {
          field: 'fillAmount',
          message: `Fill amount must not be more than the tank capacity (${tank!.tank_capacity.toLocaleString('en-IE')} litres).`,
        },
      ],
    });

    const at = '2026-02-03T09:15:00.000Z';
    const added = await stack.query(
      ADD,
      { hubId, input: { fillTimestamp: at, fillAmount: 900, tankFilled: true } },
      session,
    );
    expect(added.data).toEqual({
      addFuelFill: {
        fuelFill: { hubId, fillTimestamp: at, fillAmount: 900, tankFilled: true },
        userErrors: [],
      },
    });
    const deleted = await stack.query(DELETE, { hubId, at }, session);
    expect(deleted.data).toEqual({
      deleteFuelFill: { deletedFillTimestamp: at, message: 'Fuel fill deleted.', userErrors: [] },
    });
    // The fill is gone: a user error on the field naming it, not an error nulling the payload.
    const again = await stack.query<{ deleteFuelFill: { userErrors: { field: string }[] } }>(
      DELETE,
      { hubId, at },
      session,
    );
    expect(again.errors).toBeUndefined();
    expect(again.data?.deleteFuelFill.userErrors.map((e) => e.field)).toEqual(['fillTimestamp']);
  });

  it('lets exactly one of two concurrent boiler saves from the same copy through (CONFLICT)', async () => {
    const hubId = await hubWith('SELECT hubid FROM boilers ORDER BY hubid LIMIT 1');
    const read = await stack.query<{ hubBoiler: { version: number; fuelTypeId: number } }>(
      'query ($hubId: Int!) { hubBoiler(hubId: $hubId) { version fuelTypeId } }',
      { hubId },
      session,
    );
    const { version, fuelTypeId } = read.data!.hubBoiler;
    const save = `mutation ($hubId: Int!, $input: BoilerInput!, $version: Int) {
      saveBoiler(input: { hubId: $hubId, boiler: $input, version: $version }) { boiler { manufacturer version } userErrors { message } }
    }`;
    const answers = await Promise.all(
      ['Grant', 'Firebird'].map((manufacturer) =>
        stack.query(save, { hubId, version, input: { fuelTypeId, fuelRate: 2, manufacturer } }, session),
      ),
    );
    expect(answers.map((a) => codes(a)[0] ?? 'OK').sort()).toEqual(['CONFLICT', 'OK']);
    const stored = await rest<BoilerRecord>(`/api/private/hub/${hubId}/boiler`);
    expect(stored.version).toBe(version + 1);
  });

  it('refuses a second fuel fill at the same time as a userError, keeping the first', async () => {
    const hubId = await hubWith('SELECT hubid FROM hubs ORDER BY hubid DESC LIMIT 1');
    const at = '2026-02-05T10:00:00.000Z';
    await stack.query(ADD, { hubId, input: { fillTimestamp: at, fillAmount: 450.5 } }, session);
    const again = await stack.query(ADD, { hubId, input: { fillTimestamp: at, fillAmount: 100 } }, session);
    expect(again.data).toEqual({
      addFuelFill: { fuelFill: null, userErrors: [{ field: 'fillTimestamp', message: FUEL_FILL_EXISTS }] },
    });
    const fills = await rest<FuelFillRecord[]>(`/api/private/hub/${hubId}/fuel_fills`);
    expect(fills.find((f) => new Date(f.fill_timestamp).toISOString() === at)?.fill_amount).toBe(450.5);
  });

  it('links the oil-levels dashboard when DASHBOARD_URL is set, without an upstream call', async () => {
    const query =
      'query ($hubId: Int!) { dashboardLinks(hubId: $hubId) { hubGraphUrl oilLevelsUrl refreshSeconds } }';
    const unset = await stack.query(query, { hubId: 1001 }, session);
    expect(unset.data).toEqual({
      dashboardLinks: { hubGraphUrl: null, oilLevelsUrl: null, refreshSeconds: 900 },
    });
    const saved = process.env.DASHBOARD_URL;
    process.env.DASHBOARD_URL = 'https://dash.example/grafana/';
    try {
      const set = await stack.query<{ dashboardLinks: { hubGraphUrl: string; oilLevelsUrl: string } }>(
        query,
        { hubId: 1001 },
        session,
      );
      expect(set.data?.dashboardLinks.hubGraphUrl).toMatch(
        /^https:\/\/dash\.example\/grafana\/d-solo\/.*var-hubid=1001/,
      );
      expect(set.data?.dashboardLinks.oilLevelsUrl).toMatch(
        /^https:\/\/dash\.example\/grafana\/d\/oil-levels\/.*var-hubid=1001/,
      );
      expect(set.upstreamCalls).toBe(0);
    } finally {
      if (saved === undefined) delete process.env.DASHBOARD_URL;
      else process.env.DASHBOARD_URL = saved;
    }
  });

  it('refuses the tab without a session', async () => {
    const answer = await stack.query(OIL_TAB, { hubId: 1001 });
    expect(codes(answer)).toContain('UNAUTHENTICATED');
    expect(answer.upstreamCalls).toBe(0);
  });
});

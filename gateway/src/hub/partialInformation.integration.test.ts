// updateHubInformation with only some fields: the others keep their stored values (the fleet API's PUT
// replaces the whole record, so the gateway merges over what is stored). Explicit null clears.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Session, Stack } from '../test-support/stack.js';
import { ADMIN, STAFF, backends, startStack } from '../test-support/stack.js';
import type { InformationRecord } from './rest.js';

const SAVE = `mutation Save($hubId: Int!, $input: HubInformationInput!, $version: Int) {
  updateHubInformation(input: { hubId: $hubId, information: $input, version: $version }) {
    information {
      name address city postcode contactPhone cartonNumber installed dispatched
      installationStateId customerTypeId seaiTrialGroup version
    }
    userErrors { field message code }
  }
}`;

interface Saved {
  updateHubInformation: {
    information: Record<string, unknown> | null;
    userErrors: { field: string | null; message: string; code: string }[];
  };
}

const cost = (answer: { extensions?: Record<string, unknown> }) =>
  answer.extensions?.cost as { requested: number; actual: number };

describe.each(backends)('a partial updateHubInformation, on $name', (backend) => {
  let stack: Stack;
  let admin: Session;
  // Seeded hubs with a full record: installed (state 4-6), a name, a phone and a customer type.
  let hubIds: number[];
  const stored = (hubId: number) =>
    stack.rest<InformationRecord>(`/api/private/hub/${hubId}/information`, admin.token);

  beforeAll(async () => {
    stack = await startStack(backend, { seedHubs: 80 });
    admin = await stack.login(ADMIN);
    const rows = await stack.sql<{ hubid: number }>(
      `SELECT hubid FROM hub_information
        WHERE name IS NOT NULL AND address IS NOT NULL AND postcode IS NOT NULL AND contact_phone IS NOT NULL
          AND installed IS NOT NULL AND installation_state_id BETWEEN 4 AND 6 AND customer_type_id > 1
        ORDER BY hubid LIMIT 4`,
    );
    hubIds = rows.map((row) => row.hubid);
    if (hubIds.length < 4) throw new Error('The seed has too few installed hubs with full information');
  });
  afterAll(() => stack.close());

  it('changes only the fields given, in two calls it estimated beforehand', async () => {
    const hubId = hubIds[0]!;
    const before = await stored(hubId);
    const answer = await stack.query<Saved>(SAVE, { hubId, input: { city: 'Trim' } }, admin);
    expect(answer.data?.updateHubInformation.userErrors).toEqual([]);
    const after = await stored(hubId);
    expect(after).toEqual({ ...before, city: 'Trim', version: before.version + 1 });
    // The stored record is read to keep the fields left out, then saved.
    expect(answer.upstreamCalls).toBe(2);
    expect(cost(answer).requested).toBeGreaterThanOrEqual(cost(answer).actual);
  });

  it('clears a field given as null; a lookup id given as null saves 1 (spec 1 §5)', async () => {
    const hubId = hubIds[1]!;
    const before = await stored(hubId);
    const answer = await stack.query<Saved>(
      SAVE,
      { hubId, input: { name: null, customerTypeId: null } },
      admin,
    );
    expect(answer.data?.updateHubInformation.userErrors).toEqual([]);
    expect(await stored(hubId)).toMatchObject({
      name: null,
      customer_type_id: 1,
      address: before.address,
      installed: before.installed,
      installation_state_id: before.installation_state_id,
    });
  });

  it('checks the rules on the merged record: a state needing a date keeps the stored date', async () => {
    const hubId = hubIds[2]!;
    const kept = await stack.query<Saved>(SAVE, { hubId, input: { installationStateId: 5 } }, admin);
    expect(kept.data?.updateHubInformation.userErrors).toEqual([]);
    const cleared = await stack.query<Saved>(SAVE, { hubId, input: { installed: null } }, admin);
    expect(cleared.data?.updateHubInformation).toEqual({
      information: null,
      userErrors: [
        {
          field: 'installed',
          message: 'The installation date should be set (estimate, if not known)',
          code: 'REQUIRED',
        },
      ],
    });
  });

  it('refuses an older version, and keeps the stored contact details for staff without the right', async () => {
    const hubId = hubIds[3]!;
    const before = await stored(hubId);
    const stale = await stack.query<Saved>(
      SAVE,
      { hubId, input: { city: 'Kells' }, version: before.version - 1 },
      admin,
    );
    expect(stale.errors?.map((e) => e.extensions?.code)).toEqual(['CONFLICT']);
    const staff = await stack.login(STAFF);
    const answer = await stack.query<Saved>(SAVE, { hubId, input: { city: 'Kells' } }, staff);
    expect(answer.data?.updateHubInformation.userErrors).toEqual([]);
    expect(await stored(hubId)).toEqual({ ...before, city: 'Kells', version: before.version + 1 });
  });

  it('names the field of an SEAI group out of range and of an unknown lookup id; keeps a carton of 150', async () => {
    const hubId = hubIds[0]!;
    const group = await stack.query<Saved>(SAVE, { hubId, input: { seaiTrialGroup: 9 } }, admin);
    expect(group.data?.updateHubInformation.userErrors).toEqual([
      { field: 'seaiTrialGroup', message: 'The SEAI group must be between 0 and 6.', code: 'OUT_OF_RANGE' },
    ]);
    const type = await stack.query<Saved>(SAVE, { hubId, input: { customerTypeId: 77 } }, admin);
    expect(type.data?.updateHubInformation.userErrors).toEqual([
      { field: 'customerTypeId', message: 'Customer type 77 does not exist.', code: 'NOT_FOUND' },
    ]);
    expect(cost(type).requested).toBeGreaterThanOrEqual(cost(type).actual);
    const carton = await stack.query<Saved>(SAVE, { hubId, input: { cartonNumber: 150 } }, admin);
    expect(carton.data?.updateHubInformation.information?.cartonNumber).toBe(150);
  });
});

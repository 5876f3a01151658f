import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { irishPhoneDisplay, postcodeDisplay } from '@hub/domain';
import type { Session, Stack } from '../test-support/stack.js';
import { ADMIN, STAFF, backends, startStack } from '../test-support/stack.js';
import { EVERY_INFORMATION_FIELD_NULL as WHOLE } from '../test-support/hubInformation.js';
import type { HubRecord, InformationRecord } from './rest.js';

const CONTACTS = `query Contacts($id: Int!) {
  hub(id: $id) {
    id name address city postcode
    information {
      name address city postcode postcodeDisplay contactNote
      contactPhone contactPhoneDisplay contactMobile contactMobileDisplay contactEmail contactDetailsHidden
    }
  }
}`;

const SAVE = `mutation Save($hubId: Int!, $input: HubInformationInput!) {
  updateHubInformation(input: { hubId: $hubId, information: $input }) {
    information { name city address contactPhone contactMobile contactEmail contactDetailsHidden }
    userErrors { field message }
  }
}`;

const HIDDEN = {
  address: null,
  contactPhone: null,
  contactPhoneDisplay: null,
  contactMobile: null,
  contactMobileDisplay: null,
  contactEmail: null,
  contactDetailsHidden: true,
};

// What a caller might try to put in the fields it cannot see.
const OTHER_CONTACTS = {
  address: '99 Elsewhere Road',
  contactPhone: '01 555 0000',
  contactMobile: '085 000 0000',
  contactEmail: 'someone.else@example.ie',
};

interface Contacts {
  hub: Record<string, unknown> & { information: Record<string, unknown> };
}

describe.each(backends)('customer contact details and the "address" right, on $name', (backend) => {
  let stack: Stack;
  // Hubs whose stored information has every contact detail, so hiding one shows.
  let hubIds: number[];
  let reader: Session;

  const rest = <T>(path: string) => stack.rest<T>(path, reader.token);
  const information = (hubId: number) => rest<InformationRecord>(`/api/private/hub/${hubId}/information`);
  // A fresh login caches the session in the gateway, so the call counts below hold only hub calls.
  const as = (email: string): Promise<Session> => stack.login(email);

  beforeAll(async () => {
    stack = await startStack(backend, { seedHubs: 60 });
    reader = await stack.login(ADMIN);
    const rows = await stack.sql<{ hubid: number }>(
      `SELECT hubid FROM hub_information
       WHERE address IS NOT NULL AND contact_phone IS NOT NULL
         AND contact_mobile IS NOT NULL AND contact_email IS NOT NULL
       ORDER BY hubid LIMIT 4`,
    );
    hubIds = rows.map((row) => row.hubid);
    if (hubIds.length < 4) throw new Error('The seed has too few hubs with every contact detail');
  });

  afterAll(() => stack.close());

  it('hides them from staff without the right, keeping name, city, postcode and notes', async () => {
    const hubId = hubIds[0]!;
    const stored = await information(hubId);
    const raw = await rest<HubRecord>(`/api/private/hub/${hubId}`);
    const answer = await stack.query<Contacts>(CONTACTS, { id: hubId }, await as(STAFF));
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.hub).toEqual({
      id: hubId,
      name: raw.name,
      address: null,
      city: raw.city,
      postcode: raw.postcode,
      information: {
        name: stored.name,
        city: stored.city,
        postcode: stored.postcode,
        postcodeDisplay: postcodeDisplay(stored.postcode ?? ''),
        contactNote: stored.contact_note,
        ...HIDDEN,
      },
    });
    // The hub and its information; the right is read from the session the login cached, not per field.
    expect(answer.upstreamCalls).toBe(2);
  });

  it('shows them to a holder of the right', async () => {
    const hubId = hubIds[0]!;
    const stored = await information(hubId);
    const raw = await rest<HubRecord>(`/api/private/hub/${hubId}`);
    const answer = await stack.query<Contacts>(CONTACTS, { id: hubId }, await as(ADMIN));
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.hub.address).toBe(raw.address);
    expect(answer.data?.hub.information).toMatchObject({
      address: stored.address,
      contactPhone: stored.contact_phone,
      contactPhoneDisplay: irishPhoneDisplay(stored.contact_phone ?? ''),
      contactMobile: stored.contact_mobile,
      contactMobileDisplay: irishPhoneDisplay(stored.contact_mobile ?? ''),
      contactEmail: stored.contact_email,
      contactDetailsHidden: false,
    });
    expect(stored.address).not.toBeNull();
    expect(answer.upstreamCalls).toBe(2);
  });

  it('goes by the right itself: an administrator without it sees them hidden', async () => {
    const setAdminRights = (rights: object) =>
      stack.sql('UPDATE user_profiles SET rights = $1::jsonb WHERE email = $2', [
        JSON.stringify(rights),
        ADMIN,
      ]);
    await setAdminRights({ firmwares: true });
    try {
      const answer = await stack.query<Contacts>(CONTACTS, { id: hubIds[0]! }, await as(ADMIN));
      expect(answer.data?.hub.address).toBeNull();
      expect(answer.data?.hub.information).toMatchObject(HIDDEN);
    } finally {
      await setAdminRights({ firmwares: true, address: true });
    }
  });

  it('keeps the stored details when staff save, whatever the input carries for them', async () => {
    const hubId = hubIds[1]!;
    const before = await information(hubId);
    const answer = await stack.query(
      SAVE,
      { hubId, input: { ...WHOLE, name: 'Saved by staff', city: 'Tralee', ...OTHER_CONTACTS } },
      await as(STAFF),
    );
    expect(answer.errors).toBeUndefined();
    expect(answer.data).toEqual({
      updateHubInformation: {
        information: {
          name: 'Saved by staff',
          city: 'Tralee',
          address: null,
          contactPhone: null,
          contactMobile: null,
          contactEmail: null,
          contactDetailsHidden: true,
        },
        userErrors: [],
      },
    });
    // A complete input is one save: fleet-api keeps the details the caller may not see in that save.
    expect(answer.upstreamCalls).toBe(1);
    const after = await information(hubId);
    expect(after).toMatchObject({
      name: 'Saved by staff',
      city: 'Tralee',
      address: before.address,
      contact_phone: before.contact_phone,
      contact_mobile: before.contact_mobile,
      contact_email: before.contact_email,
    });
  });

  it('keeps them when staff save without sending them at all', async () => {
    const hubId = hubIds[2]!;
    const before = await information(hubId);
    const answer = await stack.query(SAVE, { hubId, input: { name: 'Only a name' } }, await as(STAFF));
    expect(answer.errors).toBeUndefined();
    expect(await information(hubId)).toMatchObject({
      name: 'Only a name',
      address: before.address,
      contact_phone: before.contact_phone,
      contact_mobile: before.contact_mobile,
      contact_email: before.contact_email,
    });
  });

  it('asks nothing of the upstream when staff send information the form would refuse', async () => {
    const answer = await stack.query(
      SAVE,
      { hubId: hubIds[1]!, input: { ...WHOLE, installationStateId: 5, ...OTHER_CONTACTS } },
      await as(STAFF),
    );
    expect(answer.data).toMatchObject({ updateHubInformation: { information: null } });
    expect(answer.upstreamCalls).toBe(0);
  });

  it('saves what a holder of the right sends, with one call', async () => {
    const hubId = hubIds[3]!;
    const answer = await stack.query(
      SAVE,
      { hubId, input: { ...WHOLE, name: 'Saved by admin', ...OTHER_CONTACTS } },
      await as(ADMIN),
    );
    expect(answer.errors).toBeUndefined();
    expect(answer.data).toEqual({
      updateHubInformation: {
        information: {
          name: 'Saved by admin',
          city: null,
          address: '99 Elsewhere Road',
          contactPhone: '015550000',
          contactMobile: '0850000000',
          contactEmail: 'someone.else@example.ie',
          contactDetailsHidden: false,
        },
        userErrors: [],
      },
    });
    expect(answer.upstreamCalls).toBe(1);
    expect(await information(hubId)).toMatchObject({
      address: '99 Elsewhere Road',
      contact_phone: '015550000',
      contact_mobile: '0850000000',
      contact_email: 'someone.else@example.ie',
    });
  });
});

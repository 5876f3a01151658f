import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningFleetApi } from '../app.js';
import { call, login } from '../test-support/client.js';
import { databaseVariants } from '../test-support/databases.js';

type Information = Record<string, unknown>;

const SET = 'The installation date should be set (estimate, if not known)';
const INSTALLED_REAL = 'The installation date should be real, or empty.';
const DISPATCHED_REAL = 'The dispatched date should be real, or empty.';
const INSTALLED_FUTURE = 'The installation date must not be in the future.';
const DISPATCHED_FUTURE = 'The dispatched date must not be in the future.';

// Hubs made for these tests: none has an information record to begin with.
const FRESH = 991_001;
const REJECTED = 991_002;
const SAVED = 991_003;

describe.each(databaseVariants())('hub information on $name', (variant) => {
  let api: RunningFleetApi;
  let token: string;
  const read = async (hubid: number) =>
    call<Information>(api, `/api/private/hub/${hubid}/information`, { token });
  const save = async (hubid: number, body: Information) =>
    call<Information & { errors?: unknown }>(api, `/api/private/hub/${hubid}/information`, {
      method: 'PUT',
      token,
      body,
    });

  beforeAll(async () => {
    api = await variant.start({ seedHubs: 40 });
    // The administrator holds the "address" right, so contact details are saved and read back as sent.
    token = await login(api, 'admin@hubs.example');
    await api.db.query(
      `INSERT INTO hubs (hubid, name, machineid) VALUES (${FRESH}, 'Fresh', 'info-1'), (${REJECTED}, 'Rejected', 'info-2'),
         (${SAVED}, 'Saved', 'info-3')`,
    );
  });
  afterAll(() => api?.close());

  it('shows a hub without a record with the spec defaults and their texts', async () => {
    const { status, body } = await read(FRESH);
    expect(status).toBe(200);
    expect(body.data).toMatchObject({
      hubid: FRESH,
      country: 'Ireland',
      stock_location_id: 1,
      stock_status_id: 1,
      installation_state_id: 1,
      dispatched: null,
      installed: null,
      stock_location_text: 'Dublin office',
      stock_status_text: 'In warehouse',
      installation_state_text: 'In stock',
    });
  });

  it.each([
    [
      'state 4 without an installation date',
      { installation_state_id: 4 },
      [{ field: 'installed', message: SET }],
    ],
    [
      'state 6 installed before 2014',
      { installation_state_id: 6, installed: '2013-12-31' },
      [{ field: 'installed', message: SET }],
    ],
    [
      'another state installed before 2014',
      { installation_state_id: 2, installed: '2012-05-01' },
      [{ field: 'installed', message: INSTALLED_REAL }],
    ],
    [
      'a dispatched date before 2014',
      { dispatched: '2009-01-01' },
      [{ field: 'dispatched', message: DISPATCHED_REAL }],
    ],
    [
      'a date that is not a date',
      { dispatched: 'last tuesday' },
      [{ field: 'dispatched', message: DISPATCHED_REAL }],
    ],
    [
      'state 5 installed and dispatched on dates that have not come yet',
      { installation_state_id: 5, installed: '2099-01-01', dispatched: '2099-01-01' },
      [
        { field: 'installed', message: INSTALLED_FUTURE },
        { field: 'dispatched', message: DISPATCHED_FUTURE },
      ],
    ],
    [
      'two faults at once',
      { installation_state_id: 5, dispatched: '2001-01-01' },
      [
        { field: 'installed', message: SET },
        { field: 'dispatched', message: DISPATCHED_REAL },
      ],
    ],
  ])('refuses %s with the spec messages and saves nothing', async (_, body, errors) => {
    const reply = await save(REJECTED, { name: 'Should not be saved', ...body });
    expect(reply.status).toBe(400);
    expect(reply.body).toEqual({
      status: 'error',
      data: { message: errors.map((e) => e.message).join(' '), errors },
    });
    expect((await read(REJECTED)).body.data['name']).toBeNull();
  });

  it('saves valid information with the save-time coercions, and answers it as saved', async () => {
    const reply = await save(SAVED, {
      name: '  Mary Murphy ',
      address: '12 Main Street',
      city: 'Naas',
      postcode: 'w91 ab12',
      country: 'Ireland',
      contact_phone: '+353 (45) 123-4567',
      contact_mobile: '087 123 4567',
      contact_email: 'mary@example.ie',
      contact_note: '',
      shipment_number: 2,
      carton_number: '17',
      stock_status_id: 4,
      stock_location_id: 0,
      stock_office_status_id: 4,
      customer_type_id: -1,
      installation_state_id: 5,
      dispatched: '2020-02-01',
      installed: '2020-03-04',
      installer_id: '3',
      stock_docket_number: '12345',
      seai_trial_group: 2,
    });
    expect(reply.status).toBe(200);
    const expected = {
      hubid: SAVED,
      name: 'Mary Murphy',
      postcode: 'W91AB12',
      contact_phone: '+353451234567',
      contact_mobile: '0871234567',
      contact_note: null,
      carton_number: 17,
      stock_location_id: 1,
      customer_type_id: 1,
      installation_state_id: 5,
      dispatched: '2020-02-01',
      installed: '2020-03-04',
      installer_id: 3,
      stock_docket_number: 12345,
      seai_trial_group: 2,
      installer_name: 'Sinead Nolan',
      customer_type_text: 'Residential',
      stock_status_text: 'Installed',
    };
    expect(reply.body.data).toMatchObject(expected);
    expect((await read(SAVED)).body.data).toMatchObject(expected);
  });

  it('clears the fields a later save leaves out', async () => {
    await save(SAVED, { name: 'Mary Murphy', city: 'Naas', stock_location_id: 2 });
    const { body } = await read(SAVED);
    expect(body.data).toMatchObject({
      name: 'Mary Murphy',
      city: 'Naas',
      stock_location_id: 2,
      address: null,
      installed: null,
    });
  });

  it('refuses a lookup id that does not exist', async () => {
    const reply = await save(SAVED, { stock_status_id: 99 });
    expect(reply).toEqual({
      status: 400,
      body: {
        status: 'error',
        data: {
          message: 'Stock status 99 does not exist.',
          errors: [{ field: 'stock_status_id', message: 'Stock status 99 does not exist.' }],
        },
      },
    });
  });

  it('refuses an SEAI group outside 0 to 6 on its field, and keeps any carton (spec 2 limits only the filter)', async () => {
    const refused = await save(SAVED, { seai_trial_group: 9 });
    expect(refused.status).toBe(400);
    expect(refused.body.data.errors).toEqual([
      { field: 'seai_trial_group', message: 'The SEAI group must be between 0 and 6.' },
    ]);
    const saved = await save(SAVED, { carton_number: 150, seai_trial_group: 6 });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({ carton_number: 150, seai_trial_group: 6 });
  });

  it('refuses a field of the wrong type and an unknown hub', async () => {
    expect((await save(SAVED, { name: { first: 'Mary' } })).status).toBe(400);
    // A text longer than the domain's limit for it (HUB_INFORMATION_TEXT_LIMITS), as the form says.
    expect((await save(SAVED, { city: 'c'.repeat(101) })).status).toBe(400);
    expect((await save(SAVED, { city: 'c'.repeat(100) })).status).toBe(200);
    expect((await save(999_999, { name: 'Nobody' })).status).toBe(404);
    expect((await read(999_999)).status).toBe(404);
  });
});

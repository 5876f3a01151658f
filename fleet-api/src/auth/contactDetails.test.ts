// Issue 16 item 2: the "address" right is enforced by fleet-api itself. A staff token (no rights) called
// straight at the REST API gets every contact detail masked and cannot change one; the administrator
// (who holds the right) sees and saves them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningFleetApi } from '../app.js';
import { call, login } from '../test-support/client.js';
import { databaseVariants } from '../test-support/databases.js';
import { ADDRESS_RIGHT_REQUIRED } from './contactDetails.js';

type Row = Record<string, unknown>;
const CONTACTS = ['address', 'contact_phone', 'contact_mobile', 'contact_email'];

describe.each(databaseVariants())('the "address" right at the source, on $name', (variant) => {
  let api: RunningFleetApi;
  let staff: string;
  let admin: string;
  let hubId: number;
  const get = <T = Row>(path: string, token: string) => call<T>(api, `/api/private${path}`, { token });
  const put = (path: string, token: string, body: unknown) =>
    call<Row>(api, `/api/private${path}`, { token, method: 'PUT', body });
  const stored = async (id: number) =>
    (await api.db.query<Row>('SELECT * FROM hub_information WHERE hubid = $1', [id]))[0]!;

  beforeAll(async () => {
    api = await variant.start({ seedHubs: 40 });
    staff = await login(api, 'staff@hubs.example');
    admin = await login(api, 'admin@hubs.example');
    const rows = await api.db.query<{ hubid: number }>(
      `SELECT hubid FROM hub_information WHERE address IS NOT NULL AND contact_phone IS NOT NULL
          AND contact_mobile IS NOT NULL AND contact_email IS NOT NULL ORDER BY hubid LIMIT 1`,
    );
    hubId = rows[0]!.hubid;
  });
  afterAll(() => api?.close());

  it('masks the contact details of hub information, the hub and every hub list for staff', async () => {
    const info = await get(`/hub/${hubId}/information`, staff);
    expect(info.status).toBe(200);
    for (const field of CONTACTS) expect(info.body.data[field]).toBeNull();
    expect(info.body.data['postcode']).toBe((await stored(hubId))['postcode']);
    expect((await get(`/hub/${hubId}`, staff)).body.data['address']).toBeNull();
    for (const list of ['/hubs/all', '/hubs/operational', '/hubs/new', '/hubs/problems?limit=5000']) {
      const rows = (await get<Row[]>(list, staff)).body.data;
      expect(rows.length, list).toBeGreaterThan(0);
      expect(
        rows.filter((row) => row['address'] !== null),
        list,
      ).toEqual([]);
    }
  });

  it('shows them to a holder of the right', async () => {
    const info = await get(`/hub/${hubId}/information`, admin);
    const row = await stored(hubId);
    for (const field of CONTACTS) expect(info.body.data[field]).toBe(row[field]);
    const all = (await get<Row[]>('/hubs/all', admin)).body.data;
    expect(all.some((hub) => hub['address'] !== null)).toBe(true);
  });

  it('refuses a staff save that sends contact details, and saves nothing', async () => {
    const before = await stored(hubId);
    const reply = await put(`/hub/${hubId}/information`, staff, {
      name: 'Changed by staff',
      contact_email: 'someone.else@example.ie',
    });
    expect(reply.status).toBe(403);
    expect(reply.body.data['message']).toBe(ADDRESS_RIGHT_REQUIRED);
    expect(await stored(hubId)).toEqual(before);
  });

  it('keeps the stored contact details when staff save without them', async () => {
    const before = await stored(hubId);
    const reply = await put(`/hub/${hubId}/information`, staff, {
      name: 'Saved by staff',
      address: null,
      contact_phone: '',
    });
    expect(reply.status).toBe(200);
    expect(reply.body.data['name']).toBe('Saved by staff');
    for (const field of CONTACTS) expect(reply.body.data[field]).toBeNull();
    const after = await stored(hubId);
    expect(after['name']).toBe('Saved by staff');
    for (const field of CONTACTS) expect(after[field]).toBe(before[field]);
  });

  it('lets a holder of the right change them', async () => {
    const reply = await put(`/hub/${hubId}/information`, admin, {
      name: 'Saved by admin',
      contact_email: 'new.owner@example.ie',
    });
    expect(reply.status).toBe(200);
    expect(reply.body.data['contact_email']).toBe('new.owner@example.ie');
    expect((await stored(hubId))['contact_email']).toBe('new.owner@example.ie');
  });
});

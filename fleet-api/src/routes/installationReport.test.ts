import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningFleetApi } from '../app.js';
import { call, login } from '../test-support/client.js';
import { databaseVariants } from '../test-support/databases.js';

type Row = Record<string, unknown> & { uid: number };

describe.each(databaseVariants())('installation report routes on $name', (variant) => {
  let api: RunningFleetApi;
  let token: string;
  const post = <T = Row[]>(path: string, body: unknown) =>
    call<T>(api, `/api/private${path}`, { method: 'POST', body, token });
  const page = async (body: Record<string, unknown>) => {
    const reply = await post('/installations', { leads_type: 'all', ...body });
    expect(reply.status).toBe(200);
    return reply.body.data;
  };
  const count = async (body: Record<string, unknown>) =>
    ((await page({ ...body, count: true })) as unknown as [{ count: number }])[0].count;

  beforeAll(async () => {
    api = await variant.start({ seedHubs: 150 });
    token = await login(api, 'staff@hubs.example');
  });
  afterAll(() => api?.close());

  it('holds a job per seeded hub and pages them newest upload first by offset and step', async () => {
    const total = await count({});
    expect(total).toBeGreaterThanOrEqual(150);
    const first = await page({ offset: 0, step: 50 });
    expect(first).toHaveLength(50);
    expect(Object.keys(first[0]!)).toContain('geopal_data');
    const second = await page({ offset: 50, step: 50 });
    expect(second[0]!.uid).not.toBe(first[49]!.uid);
    const all = await page({ offset: 0, step: 1000 });
    expect(all).toHaveLength(total);
    expect(all.slice(50, 100).map((r) => r.uid)).toEqual(second.map((r) => r.uid));
    const uploaded = all.map((r) => Date.parse(String(r['uploaded'])));
    expect(uploaded).toEqual([...uploaded].sort((a, b) => b - a));
  });

  it('searches numbers exactly, days by day, text by contains ignoring case, and by mprn', async () => {
    const [row] = (await api.db.query(
      `SELECT uid, serial_no, city, mprn, to_char(created_on AT TIME ZONE 'Europe/Dublin', 'YYYY-MM-DD') AS day
         FROM installations WHERE serial_no IS NOT NULL AND city IS NOT NULL ORDER BY uid LIMIT 1`,
    )) as [{ uid: number; serial_no: number; city: string; mprn: string; day: string }];
    const bySerial = await page({ search: { serial_no: row.serial_no } });
    expect(bySerial.map((r) => r.uid)).toContain(row.uid);
    expect(bySerial.every((r) => r['serial_no'] === row.serial_no)).toBe(true);

    const fragment = row.city.slice(1, 4).toUpperCase();
    const byCity = await page({ search: { city: fragment }, step: 1000 });
    expect(byCity.map((r) => r.uid)).toContain(row.uid);
    expect(byCity.every((r) => String(r['city']).toUpperCase().includes(fragment))).toBe(true);
    expect(await count({ search: { city: fragment } })).toBe(byCity.length);

    const byDay = await page({ search: { created_on: row.day }, step: 1000 });
    expect(byDay.map((r) => r.uid)).toContain(row.uid);

    expect((await page({ mprn: row.mprn })).map((r) => r.uid)).toEqual([row.uid]);
    expect(await page({ search: { city: '100%_no_such' } })).toEqual([]);
  });

  it('refuses a search of an unknown column or a value of the wrong type, naming the field', async () => {
    const unknown = await post('/installations', { search: { 'uid; DROP TABLE installations': 1 } });
    expect(unknown.status).toBe(400);
    const wrong = await post<{ message: string; errors: unknown[] }>('/installations', {
      search: { serial_no: 'abc', uploaded: 'yesterday' },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.data.errors).toEqual([
      { field: 'serial_no', message: 'serial_no must be a whole number' },
      { field: 'uploaded', message: 'uploaded must be a date (YYYY-MM-DD)' },
    ]);
  });

  it('answers every matching uid for select-all, in page order', async () => {
    const reply = await post<number[]>('/installations/uids', { search: { status: 'job_completed' } });
    expect(reply.status).toBe(200);
    const rows = await page({ search: { status: 'job_completed' }, step: 1000 });
    expect(reply.body.data).toEqual(rows.map((r) => r.uid));
  });

  it('exports the listed rows, or every row matching the search when the list is empty', async () => {
    const listed = await post('/installations/csv', { uid_list: [3, 1, 2] });
    expect(listed.body.data.map((r) => r.uid).sort()).toEqual([1, 2, 3]);
    const searched = await post('/installations/csv', { uid_list: [], search: { status: 'CANCELLED' } });
    expect(searched.body.data.length).toBe(await count({ search: { status: 'CANCELLED' } }));
    expect(searched.body.data.length).toBeGreaterThan(0);
  });

  it('changes one cell and answers the row; refuses other columns, types and shapes', async () => {
    const saved = await post<Row>('/installation', { changes: { uid: 4, serial_no: 1234567 } });
    expect(saved.status).toBe(200);
    expect(saved.body.data['serial_no']).toBe(1234567);
    const dated = await post<Row>('/installation', { changes: { uid: 4, date_corrected: '2027-02-20' } });
    expect(dated.body.data['date_corrected']).toBe('2027-02-20');
    const cleared = await post<Row>('/installation', { changes: { uid: 4, notes: null } });
    expect(cleared.body.data['notes']).toBeNull();

    const refused = async (changes: Record<string, unknown>, status = 400) => {
      const reply = await post<{ message: string; errors?: Array<{ field: string }> }>('/installation', {
        changes,
      });
      expect(reply.status).toBe(status);
      return reply.body.data;
    };
    expect((await refused({ uid: 4, serial_no: 'twelve' })).errors?.[0]?.field).toBe('serial_no');
    expect((await refused({ uid: 4, date_corrected: '2027-02-31' })).errors?.[0]?.field).toBe(
      'date_corrected',
    );
    expect((await refused({ uid: 4, job_id: 'GP1' })).errors?.[0]?.field).toBe('job_id');
    // Spec 2 §9's earliest date, for every caller (the gateway says it first).
    expect((await refused({ uid: 4, date_corrected: '1900-01-01' })).errors).toEqual([
      { field: 'date_corrected', message: 'date_corrected must not be before 1 Jan 2014' },
    ]);
    expect((await refused({ uid: 4, created_on: '1900-01-01T09:00:00Z' })).errors?.[0]?.field).toBe(
      'created_on',
    );
    // The install upload's job rules: spec 2 §4's statuses, and no end (or start, or creation) ahead.
    expect((await refused({ uid: 4, status: 'BOGUS' })).errors?.[0]?.field).toBe('status');
    expect((await refused({ uid: 4, status: null })).errors?.[0]?.field).toBe('status');
    expect((await refused({ uid: 4, end_time: '2099-01-01T10:00:00Z' })).errors).toEqual([
      { field: 'end_time', message: 'end_time must not be in the future' },
    ]);
    // A job does not end before it starts (the upload's rule), whichever of the two times is edited.
    await api.db.query(
      `UPDATE installations SET start_time = '2026-03-02T09:00:00Z', end_time = '2026-03-02T12:00:00Z' WHERE uid = 4`,
    );
    expect((await refused({ uid: 4, end_time: '2026-03-01T10:00:00Z' })).errors).toEqual([
      { field: 'end_time', message: 'end_time must not be before start_time (2 Mar 2026, 09:00)' },
    ]);
    expect((await refused({ uid: 4, start_time: '2026-03-02T13:00:00Z' })).errors).toEqual([
      { field: 'start_time', message: 'start_time must not be after end_time (2 Mar 2026, 12:00)' },
    ]);
    const later = await post<Row>('/installation', { changes: { uid: 4, end_time: '2026-03-02T15:30:00Z' } });
    expect(later.body.data['end_time']).toBe('2026-03-02T15:30:00.000Z');
    const status = await post<Row>('/installation', { changes: { uid: 4, status: 'job cancelled' } });
    expect(status.body.data['status']).toBe('JOB_CANCELLED');
    // As the install upload takes a job's text: 600 characters pasted into a name is a slip.
    expect((await refused({ uid: 4, first_name: 'x'.repeat(501) })).errors?.[0]).toEqual({
      field: 'first_name',
      message: 'first_name must be at most 500 characters',
    });
    expect((await refused({ uid: 4, 'status = null, uid': 'x' })).errors).toBeDefined();
    await refused({ uid: 4, city: 'Cork', notes: 'two' });
    await refused({ uid: 999_999, city: 'Cork' }, 404);
    const [row] = (await api.db.query('SELECT serial_no, job_id FROM installations WHERE uid = 4')) as [Row];
    expect(row['serial_no']).toBe(1234567);
  });
});

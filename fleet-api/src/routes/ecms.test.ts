import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningFleetApi } from '../app.js';
import { call, login } from '../test-support/client.js';
import { databaseVariants } from '../test-support/databases.js';

type Row = Record<string, unknown> & { ecms_id: number; mprn: string };

describe.each(databaseVariants())('ECMS routes on $name', (variant) => {
  let api: RunningFleetApi;
  let token: string;
  const send = <T = Row[]>(method: 'POST' | 'PUT', path: string, body: unknown) =>
    call<T>(api, `/api/private${path}`, { method, body, token });
  const page = async (body: Record<string, unknown>) => {
    const reply = await send('POST', '/ecms', { offset: 0, step: 1000, ...body });
    expect(reply.status).toBe(200);
    return reply.body.data;
  };
  const count = async (body: Record<string, unknown>) =>
    ((await page({ ...body, count: true })) as unknown as [{ count: number }])[0].count;
  const sql = <T>(text: string, params: unknown[] = []) => api.db.query(text, params) as Promise<T[]>;

  beforeAll(async () => {
    api = await variant.start({ seedHubs: 150 });
    token = await login(api, 'staff@hubs.example');
  });
  afterAll(() => api?.close());

  it('pages the register newest entry first, counts it and lists every MPRN for select-all', async () => {
    const total = await count({});
    const [live] = await sql<{ n: number }>('SELECT count(*)::int AS n FROM ecms WHERE removed_at IS NULL');
    expect(total).toBe(live!.n);
    const first = await page({ step: 20 });
    const second = await page({ offset: 20, step: 20 });
    const all = await page({});
    expect(all.slice(20, 40).map((r) => r.ecms_id)).toEqual(second.map((r) => r.ecms_id));
    expect(first[0]!.ecms_id).toBeGreaterThan(first[19]!.ecms_id);
    const mprns = (await page({ mprn: true })) as unknown as Array<{ mprn: string }>;
    expect(mprns.map((r) => r.mprn)).toEqual(all.map((r) => r.mprn));
    // last_seen is the hub's own.
    const withHub = all.find((r) => r.serial_no !== null)!;
    const [hub] = await sql<{ ms: number }>(
      'SELECT (extract(epoch FROM last_seen) * 1000)::float8 AS ms FROM hubs WHERE serial = $1',
      [withHub['serial_no']],
    );
    expect(Math.abs(Date.parse(String(withHub['last_seen'])) - Number(hub!.ms))).toBeLessThan(1);
  });

  it('holds rows of every view, each by its rule', async () => {
    const all = await page({});
    const raw = await page({ ecms_type: 'raw' });
    expect(raw.length).toBeGreaterThan(all.length);
    expect(raw.filter((r) => r['removed_at'] !== null).length).toBe(raw.length - all.length);
    expect(raw.find((r) => r['removed_at'] !== null)?.['removed_by']).toMatch(/@/);

    const pre = await page({ ecms_type: 'preapproved' });
    expect(pre.length).toBeGreaterThan(0);
    expect(pre.every((r) => r['ecms_status_text'] === 'Pre-approved')).toBe(true);

    const noGeopal = await page({ ecms_type: 'nogeopal' });
    expect(noGeopal.length).toBeGreaterThan(0);
    const [jobs] = await sql<{ n: number }>(
      'SELECT count(*)::int AS n FROM installations WHERE mprn = ANY($1)',
      [noGeopal.map((r) => r.mprn)],
    );
    expect(jobs!.n).toBe(0);

    const offline = await page({ ecms_type: 'offline' });
    expect(offline.length).toBeGreaterThan(0);
    const eightHoursAgo = Date.now() - 8 * 3_600_000;
    expect(
      offline.every((r) => r['last_seen'] === null || Date.parse(String(r['last_seen'])) < eightHoursAgo),
    ).toBe(true);
    // Red rows of the default view, including hubs last seen before their job ended.
    const seenBeforeEnd = all.filter(
      (r) =>
        r['last_seen'] &&
        r['end_time'] &&
        Date.parse(String(r['last_seen'])) < Date.parse(String(r['end_time'])),
    );
    expect(seenBeforeEnd.length).toBeGreaterThan(0);
    expect(all.some((r) => r['end_time'] === null)).toBe(true);
  });

  it('searches numbers, dates, status ids, text and company names; refuses bad values naming the field', async () => {
    const all = await page({});
    const row = all.find((r) => r['end_time'] && r['date_sent'] && r['serial_no'])!;
    const bySerial = await page({ search: { serial_no: row['serial_no'] as number } });
    expect(bySerial.map((r) => r.mprn)).toEqual([row.mprn]);
    const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Dublin' }).format(
      new Date(String(row['end_time'])),
    );
    expect((await page({ search: { end_time: day } })).map((r) => r.mprn)).toContain(row.mprn);
    const sent = await page({ search: { date_sent: String(row['date_sent']) } });
    expect(sent.every((r) => r['date_sent'] === row['date_sent'])).toBe(true);
    const byBatch = await page({
      search: { hub_batch: String(row['hub_batch']), ecms_status_id: row['ecms_status_id'] as number },
    });
    expect(
      byBatch.every(
        (r) => r['hub_batch'] === row['hub_batch'] && r['ecms_status_id'] === row['ecms_status_id'],
      ),
    ).toBe(true);
    const byCompany = await page({ search: { company_name: 'insig' } });
    expect(byCompany.length).toBeGreaterThan(0);
    expect(byCompany.every((r) => r['company_name'] === 'Insight')).toBe(true);
    const line2 = all.find((r) => r['address_line_2'])!;
    expect(
      (await page({ search: { address: String(line2['address_line_2']).toUpperCase() } })).length,
    ).toBeGreaterThan(0);
    expect(await page({ search: { comment: '100%_none' } })).toEqual([]);

    const refused = await send<{ errors: unknown[] }>('POST', '/ecms', {
      search: { hub_batch: 'ten', last_seen: 'yesterday', 'mprn; DROP TABLE ecms': 'x' },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.data.errors).toEqual([
      { field: 'hub_batch', message: 'hub_batch must be a whole number' },
      { field: 'last_seen', message: 'last_seen must be a date (YYYY-MM-DD)' },
      {
        field: 'mprn; DROP TABLE ecms',
        message: 'mprn; DROP TABLE ecms is not a column of the ECMS register',
      },
    ]);
  });

  it('exports the listed MPRNs, or the view’s matching rows when none is listed', async () => {
    const some = (await page({ step: 3 })).map((r) => r.mprn);
    const listed = await send('POST', '/ecms/csv', { ecms_list: some });
    expect(listed.body.data.map((r) => r.mprn)).toEqual(some);
    expect(Object.keys(listed.body.data[0]!)).toEqual(
      expect.arrayContaining(['company_code', 'address_line_2']),
    );
    const searched = await send('POST', '/ecms/csv', { ecms_type: 'preapproved', ecms_list: [] });
    expect(searched.body.data.length).toBe(await count({ ecms_type: 'preapproved' }));
  });

  it('updates many MPRNs in one transaction, naming those not in the register', async () => {
    const targets = (await page({ step: 50 })).map((r) => r.mprn);
    const [removed] = await sql<{ mprn: string }>(
      'SELECT mprn FROM ecms WHERE removed_at IS NOT NULL LIMIT 1',
    );
    const reply = await send<{ updated: string[]; unknown: string[] }>('PUT', '/ecms/upload', {
      ecms_status_id: 4,
      hub_batch: 77,
      ei_batch: null,
      date_sent: '2027-02-20',
      comment: 'Batch 77 sent',
      mprn: [...targets.slice(0, 48), '99999999999', removed!.mprn].join(', '),
    });
    expect(reply.status).toBe(200);
    expect(reply.body.data.updated).toEqual(targets.slice(0, 48));
    expect(reply.body.data.unknown).toEqual(['99999999999', removed!.mprn]);
    const saved = await page({ search: { hub_batch: 77 } });
    expect(saved.map((r) => r.mprn).sort()).toEqual(targets.slice(0, 48).sort());
    expect(saved.every((r) => r['date_sent'] === '2027-02-20' && r['comment'] === 'Batch 77 sent')).toBe(
      true,
    );
    // ei_batch was not given: left as it was.
    const [kept] = await sql<{ n: number }>(
      'SELECT count(*)::int AS n FROM ecms WHERE hub_batch = 77 AND ei_batch IS NULL',
    );
    expect(kept!.n).toBeLessThan(48);

    const nothing = await send('PUT', '/ecms/upload', { mprn: targets[0], comment: null });
    expect(nothing.status).toBe(400);
    const badDate = await send('PUT', '/ecms/upload', { mprn: targets[0], date_sent: '2027-02-31' });
    expect(badDate.status).toBe(400);
    const early = await send('PUT', '/ecms/upload', { mprn: targets[0], date_sent: '1900-01-01' });
    expect(early).toMatchObject({
      status: 400,
      body: { status: 'error', data: { message: 'Date Sent must not be before 1 Jan 2014.' } },
    });
    const [untouched] = await sql<{ n: number }>(
      "SELECT count(*)::int AS n FROM ecms WHERE date_sent < '2014-01-01'",
    );
    expect(untouched!.n).toBe(0);
  });

  it('removes a row keeping who and when, restores it, and refuses unknown or repeated ones', async () => {
    const [row] = await page({ step: 1 });
    const removed = await send<Row>('PUT', '/ecms/remove', { mprn: ` ${row!.mprn} ` });
    expect(removed.status).toBe(200);
    expect(removed.body.data['removed_by']).toBe('staff@hubs.example');
    expect(Date.now() - Date.parse(String(removed.body.data['removed_at']))).toBeLessThan(60_000);
    expect((await page({})).map((r) => r.mprn)).not.toContain(row!.mprn);
    expect((await page({ ecms_type: 'raw', search: { mprn: row!.mprn } })).map((r) => r.mprn)).toEqual([
      row!.mprn,
    ]);
    expect((await send('PUT', '/ecms/remove', { mprn: row!.mprn })).status).toBe(409);

    const restored = await send<Row>('PUT', '/ecms/restore', { mprn: row!.mprn });
    expect(restored.status).toBe(200);
    expect(restored.body.data['removed_at']).toBeNull();
    expect((await page({ step: 1 }))[0]!.mprn).toBe(row!.mprn);
    expect((await send('PUT', '/ecms/restore', { mprn: row!.mprn })).status).toBe(409);
    expect((await send('PUT', '/ecms/remove', { mprn: '99999999999' })).status).toBe(404);
    expect((await send('PUT', '/ecms/restore', { mprn: '99999999999' })).status).toBe(404);
  });
});

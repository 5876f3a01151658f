import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningFleetApi } from '../app.js';
import { call, login } from '../test-support/client.js';
import { databaseVariants } from '../test-support/databases.js';

type Row = Record<string, unknown> & { uid: number };
interface UploadAnswer {
  columns: Array<{ header: string; field: string | null; note: string | null }>;
  rows: number;
  created: number;
  updated: number;
  unchanged: number;
  problems: Array<{ row: number; messages: string[] }>;
  duplicates: Array<{ row: number; uid: number | null; of_row: number | null; reason: string }>;
  saved: number;
  message?: string;
}

describe.each(databaseVariants())('lead routes on $name', (variant) => {
  let api: RunningFleetApi;
  let token: string;
  let noAddress: string;
  const post = <T = Row[]>(path: string, body: unknown, as = token) =>
    call<T>(api, `/api/private${path}`, { method: 'POST', body, token: as });
  const load = async (body: Record<string, unknown>, as = token) => {
    const reply = await post('/leads/load', body, as);
    expect(reply.status).toBe(200);
    return reply.body.data;
  };
  const count = async (body: Record<string, unknown>) =>
    ((await load({ ...body, count: true })) as unknown as [{ count: number }])[0].count;
  const sql = <T>(text: string, params: unknown[] = []) => api.db.query<T>(text, params);
  const upload = async (csv: string | Buffer, preview: boolean, mapping?: Record<string, string>) => {
    const form = new FormData();
    if (mapping) form.set('mapping', JSON.stringify(mapping));
    form.set('file', new Blob([csv]), 'leads.csv');
    const response = await fetch(`${api.url}/api/private/leads/upload${preview ? '?preview=true' : ''}`, {
      method: 'PUT',
      headers: { 'x-api-key': api.apiKey, authorization: `Bearer ${token}` },
      body: form,
    });
    return { status: response.status, data: ((await response.json()) as { data: UploadAnswer }).data };
  };

  beforeAll(async () => {
    api = await variant.start({ seedHubs: 100 });
    // The demo administrator holds the "address" right; the demo staff login does not.
    token = await login(api, 'admin@hubs.example');
    noAddress = await login(api, 'staff@hubs.example');
  });
  afterAll(() => api?.close());

  it('pages every lead newest first by offset and step, counts them, and answers one lead by uid', async () => {
    const [{ total }] = (await sql<{ total: number }>('SELECT count(*)::int AS total FROM leads')) as [
      { total: number },
    ];
    expect(await count({})).toBe(total);
    const first = await load({ offset: 0, step: 20 });
    expect(first).toHaveLength(20);
    const second = await load({ offset: 20, step: 20 });
    const both = await load({ offset: 0, step: 40 });
    expect(both.map((r) => r.uid)).toEqual([...first, ...second].map((r) => r.uid));
    const created = both.map((r) => Date.parse(String(r['created'])));
    expect(created).toEqual([...created].sort((a, b) => b - a));
    expect(Object.keys(first[0]!)).toEqual(
      expect.arrayContaining(['installer_company_name', 'multiple_thermostats', 'installer_name']),
    );
    expect((await load({ uid: first[3]!.uid })).map((r) => r.uid)).toEqual([first[3]!.uid]);
  });

  it('holds leads of every view, and the views do not overlap', async () => {
    const uids: Record<string, number[]> = {};
    for (const view of ['new', 'unresolved', 'dead', 'onhold']) {
      const rows = await load({ leads_type: view, step: 1000 });
      expect(rows.length, view).toBeGreaterThan(0);
      uids[view] = rows.map((r) => r.uid);
    }
    const all = Object.values(uids).flat();
    expect(new Set(all).size).toBe(all.length);
    expect((await load({ leads_type: 'dead', step: 1000 })).every((r) => r['dead_lead'] === true)).toBe(true);
    expect((await load({ leads_type: 'onhold', step: 1000 })).every((r) => r['lead_status_id'] === 5)).toBe(
      true,
    );
  });

  it('searches text, numbers, days, lookup ids, yes/no fields and the company as shown', async () => {
    const [lead] = await sql<Row & { day: string }>(
      `SELECT uid, city, installation_batch, lead_status_id, to_char(created AT TIME ZONE 'Europe/Dublin', 'YYYY-MM-DD') AS day
         FROM leads WHERE installation_batch IS NOT NULL AND city IS NOT NULL ORDER BY uid LIMIT 1`,
    );
    const fragment = String(lead!['city']).slice(1, 4).toUpperCase();
    const byCity = await load({ search: { city: fragment }, step: 1000 });
    expect(byCity.map((r) => r.uid)).toContain(lead!.uid);
    expect(byCity.every((r) => String(r['city']).toUpperCase().includes(fragment))).toBe(true);
    const byBatch = await load({ search: { installation_batch: lead!['installation_batch'] }, step: 1000 });
    expect(byBatch.every((r) => r['installation_batch'] === lead!['installation_batch'])).toBe(true);
    expect((await load({ search: { created: lead!.day }, step: 1000 })).map((r) => r.uid)).toContain(
      lead!.uid,
    );
    const byStatus = await load({ search: { lead_status_id: lead!['lead_status_id'] }, step: 1000 });
    expect(byStatus.every((r) => r['lead_status_id'] === lead!['lead_status_id'])).toBe(true);
    const dead = await load({ search: { dead_lead: 'true' }, step: 1000 });
    expect(dead.length).toBeGreaterThan(0);
    expect(dead.every((r) => r['dead_lead'] === true)).toBe(true);
    const hes = await load({ search: { installer_company_name: 'hes' }, step: 1000 });
    expect(hes.length).toBeGreaterThan(0);
    expect(hes.every((r) => r['installer_company_name'] === 'hes0005')).toBe(true);
    const bad = await post<{ errors: unknown[] }>('/leads/load', {
      search: { installation_batch: 'x', nope: 1 },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.data.errors).toEqual([
      { field: 'installation_batch', message: 'Batch must be a whole number.' },
      { field: 'nope', message: 'nope is not a field of a lead' },
    ]);
  });

  it('answers every matching uid for select-all in page order, and exports the chosen or matching leads', async () => {
    const ids = await post<Array<{ uid: number }>>('/leads/uids', { leads_type: 'new' });
    const rows = await load({ leads_type: 'new', step: 1000 });
    expect(ids.body.data.map((r) => r.uid)).toEqual(rows.map((r) => r.uid));
    const chosen = await post('/leads/csv', { uid_list: [rows[0]!.uid, rows[1]!.uid] });
    expect(chosen.body.data.map((r) => r.uid).sort()).toEqual([rows[0]!.uid, rows[1]!.uid].sort());
    const matching = await post('/leads/csv', { leads_type: 'new', uid_list: [] });
    expect(matching.body.data).toHaveLength(rows.length);
  });

  it('hides e-mail, phone and address without the address right and refuses to search or change them', async () => {
    const rows = await load({ step: 5 }, noAddress);
    expect(rows.every((r) => r['email'] === null && r['phone'] === null && r['address'] === null)).toBe(true);
    expect((await post('/leads/load', { search: { email: 'a' } }, noAddress)).status).toBe(403);
    expect((await post('/leads', [{ uid: rows[0]!.uid, phone: '0871234567' }], noAddress)).status).toBe(403);
  });

  it('changes one cell, applying the approval rule in the same write', async () => {
    const [lead] = await sql<Row>(
      'SELECT uid FROM leads WHERE NOT approved AND NOT dead_lead ORDER BY uid LIMIT 1',
    );
    const approve = await post<{ changed: number; rows: Row[] }>('/leads', [
      { uid: lead!.uid, approved: true },
    ]);
    expect(approve.status).toBe(200);
    expect(approve.body.data.changed).toBe(1);
    expect(approve.body.data.rows[0]).toMatchObject({ uid: lead!.uid, approved: true, dead_lead: false });
    const refuse = await post<{ rows: Row[] }>('/leads', [{ uid: lead!.uid, approved: false }]);
    expect(refuse.body.data.rows[0]).toMatchObject({ approved: false, dead_lead: true });
    const comment = await post<{ rows: Row[] }>('/leads', [{ uid: lead!.uid, comment: 'Call after six' }]);
    expect(comment.body.data.rows[0]).toMatchObject({ comment: 'Call after six', dead_lead: true });
    const badEmail = await post<{ errors: unknown[] }>('/leads', [
      { uid: lead!.uid, email: 'not-an-address' },
    ]);
    expect(badEmail.status).toBe(400);
    expect(badEmail.body.data.errors).toEqual([
      { field: 'email', message: 'Email must be an address such as name@example.ie.' },
    ]);
    expect((await post('/leads', [{ uid: lead!.uid, created: '2020-01-01T00:00:00Z' }])).status).toBe(400);
    // Spec 2 §9's earliest date, for every caller (the gateway says it first).
    const early = await post<{ errors: unknown[] }>('/leads', [
      { uid: lead!.uid, handed_to_installer: '1900-01-01' },
    ]);
    expect(early.status).toBe(400);
    expect(early.body.data.errors).toEqual([
      { field: 'handed_to_installer', message: 'Handed to Installer must not be before 1 Jan 2014.' },
    ]);
    expect((await post('/leads', [{ uid: 99_999_999, comment: 'x' }])).status).toBe(404);
  });

  it('updates leads in bulk in one statement, previews what would change, and leaves nothing changed when it fails part-way', async () => {
    const ids = (await sql<{ uid: number }>('SELECT uid FROM leads ORDER BY uid LIMIT 60')).map((r) => r.uid);
    const changes = ids.map((uid) => ({ uid, installation_batch: 77, handed_to_installer: '2020-03-01' }));
    const preview = await post<{ preview: boolean; leads: number; changed: number; fields: unknown[] }>(
      '/leads?preview=true',
      changes,
    );
    expect(preview.body.data).toMatchObject({ preview: true, leads: 60, changed: 60 });
    expect(preview.body.data.fields).toEqual(
      expect.arrayContaining([
        { field: 'installation_batch', changed: 60 },
        { field: 'handed_to_installer', changed: 60 },
      ]),
    );
    expect(await count({ search: { installation_batch: 77 } })).toBe(0);
    const applied = await post<{ changed: number }>('/leads', changes);
    expect(applied.body.data.changed).toBe(60);
    expect(await count({ search: { installation_batch: 77, handed_to_installer: '2020-03-01' } })).toBe(60);

    // The second group names a lead status that does not exist: the first group's write is undone.
    const before = await sql(
      'SELECT uid, comment, lead_status_id FROM leads WHERE uid = ANY($1::int[]) ORDER BY uid',
      [ids],
    );
    const failing = [
      ...ids.slice(0, 50).map((uid) => ({ uid, comment: 'bulk comment' })),
      ...ids.slice(50).map((uid) => ({ uid, lead_status_id: 999 })),
    ];
    const failed = await post<{ errors: unknown[] }>('/leads', failing);
    expect(failed.status).toBe(400);
    expect(failed.body.data.errors).toEqual([
      { field: 'lead_status_id', message: 'Lead status 999 does not exist.' },
    ]);
    expect(
      await sql('SELECT uid, comment, lead_status_id FROM leads WHERE uid = ANY($1::int[]) ORDER BY uid', [
        ids,
      ]),
    ).toEqual(before);
  });

  it('adds a lead as manual, approved and alive, and refuses one with a bad e-mail or Eircode', async () => {
    const added = await call<Row>(api, '/api/private/leads/add', {
      method: 'PUT',
      token,
      body: {
        full_name: 'Aoife Byrne',
        email: 'Aoife.Byrne@example.ie',
        eircode: 'd02 xy45',
        source: 'facebook',
        approved: false,
        fuel_type: 'Oil',
        have_wifi: 'true',
      },
    });
    expect(added.status).toBe(200);
    expect(added.body.data).toMatchObject({
      full_name: 'Aoife Byrne',
      email: 'aoife.byrne@example.ie',
      eircode: 'D02XY45',
      source: 'manual',
      approved: true,
      dead_lead: false,
      fuel_type: 'oil',
      have_wifi: true,
    });
    const refused = await call<{ errors: unknown[] }>(api, '/api/private/leads/add', {
      method: 'PUT',
      token,
      body: { full_name: 'No Mail', email: 'nomail@', eircode: '12345' },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.data.errors).toEqual([
      { field: 'email', message: 'Email must be an address such as name@example.ie.' },
      {
        field: 'eircode',
        message: 'Eircode must be 7 characters such as D02 XY45 (a routing key and 4 characters).',
      },
    ]);
    expect(
      (
        await call(api, '/api/private/leads/add', {
          method: 'PUT',
          token: noAddress,
          body: { full_name: 'X', email: 'x@y.ie' },
        })
      ).status,
    ).toBe(403);
  });

  it('previews an upload with its columns, row problems and duplicates, then saves the good rows in one go', async () => {
    const [stored] = await sql<{ uid: number; email: string }>(
      'SELECT uid, email FROM leads WHERE email IS NOT NULL ORDER BY uid LIMIT 1',
    );
    const csv = [
      'Full Name,Email Address,Mobile,Eircode,Fuel,Campaign',
      'Ciara Walsh,ciara.walsh@example.ie,087 111 2233,A65 F4E2,Oil,spring',
      'Bad Row,not-mail,,12,Coal,spring',
      `Same Person,${stored!.email.toUpperCase()},,,Gas,spring`,
      'Ciara Again,ciara.w2@example.ie,0871112233,,,spring',
    ].join('\r\n');
    const preview = await upload(csv, true);
    expect(preview.status).toBe(200);
    expect(preview.data.columns.map((c) => c.field)).toEqual([
      'full_name',
      'email',
      'phone',
      'eircode',
      'fuel_type',
      null,
    ]);
    expect(preview.data.problems).toEqual([
      {
        row: 3,
        messages: [
          'Email must be an address such as name@example.ie.',
          'Eircode must be 7 characters such as D02 XY45 (a routing key and 4 characters).',
          'Fuel Type must be Oil, Gas or Other.',
        ],
      },
    ]);
    expect(preview.data.duplicates).toEqual([
      { row: 4, uid: stored!.uid, of_row: null, reason: `Same e-mail as lead ${stored!.uid}.` },
      { row: 5, uid: null, of_row: 2, reason: 'Same phone as row 2.' },
    ]);
    expect(preview.data).toMatchObject({ rows: 4, created: 3, saved: 0 });
    expect(await sql('SELECT uid FROM leads WHERE full_name = $1', ['Ciara Walsh'])).toEqual([]);

    // The caller maps the Campaign column to the comment.
    const saved = await upload(csv, false, { Campaign: 'comment' });
    expect(saved.data).toMatchObject({ created: 3, saved: 3 });
    const rows = await sql<Row>(
      `SELECT full_name, duplicate, comment, eircode FROM leads WHERE comment = 'spring' ORDER BY uid`,
    );
    expect(rows).toEqual([
      { full_name: 'Ciara Walsh', duplicate: false, comment: 'spring', eircode: 'A65F4E2' },
      { full_name: 'Same Person', duplicate: true, comment: 'spring', eircode: null },
      { full_name: 'Ciara Again', duplicate: true, comment: 'spring', eircode: null },
    ]);
  });

  it('names the row of the file a problem is on, counting the blank lines before it', async () => {
    const csv = [
      'Full Name,Email Address,Mobile',
      'Row Two,row.two@example.ie,089 765 4321',
      ',,',
      '',
      'Row Five,bad-email,',
      'Row Six,row.six@example.ie,0897654321',
    ].join('\r\n');
    const preview = await upload(csv, true);
    expect(preview.data.problems).toEqual([
      { row: 5, messages: ['Email must be an address such as name@example.ie.'] },
    ]);
    expect(preview.data.duplicates).toEqual([
      { row: 6, uid: null, of_row: 2, reason: 'Same phone as row 2.' },
    ]);
    expect(preview.data).toMatchObject({ rows: 3 });
  });

  it('reads a csv Excel saved in the Windows code page (plain "CSV (Comma delimited)") as typed', async () => {
    // "Seán Ó Briain" with a curly apostrophe in O’Neill: bytes 0xE1, 0xD3 and 0x92 of code page 1252.
    const bytes = Buffer.concat([
      Buffer.from('Full Name,Email Address,Campaign\r\nSe', 'latin1'),
      Buffer.from([0xe1]),
      Buffer.from('n ', 'latin1'),
      Buffer.from([0xd3]),
      Buffer.from(' Briain,sean.cp1252@example.ie,cp1252\r\nAoife O', 'latin1'),
      Buffer.from([0x92]),
      Buffer.from('Neill,aoife.cp1252@example.ie,cp1252\r\n', 'latin1'),
    ]);
    const saved = await upload(bytes, false, { Campaign: 'comment' });
    expect(saved.data).toMatchObject({ created: 2, saved: 2 });
    const rows = await sql<{ full_name: string }>(
      `SELECT full_name FROM leads WHERE comment = 'cp1252' ORDER BY uid`,
    );
    expect(rows.map((row) => row.full_name)).toEqual(['Seán Ó Briain', 'Aoife O’Neill']);
  });

  it('refuses a malformed file whole and saves nothing', async () => {
    const before = await count({});
    const cut = await upload('full_name,email\r\nA,a@b.ie\r\nB', false);
    expect(cut.status).toBe(400);
    expect(cut.data.message).toContain('Row 3 has 1 cells where the header has 2');
    const quotes = await upload('full_name,email\r\n"A,a@b.ie\r\n', false);
    expect(quotes.status).toBe(400);
    expect(quotes.data.message).toContain('cannot be read at row 2');
    expect((await upload('PK\x03\x04binary', false)).status).toBe(415);
    expect(await count({})).toBe(before);
  });
});

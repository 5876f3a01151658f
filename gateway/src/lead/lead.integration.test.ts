import { describe, expect, it } from 'vitest';
import { ADMIN, backends } from '../test-support/stack.js';
import { signedInStack } from '../test-support/signedInStack.js';

const PAGE = `query ($filter: LeadFilter, $first: Int, $offset: Int) {
  leads(filter: $filter, first: $first, offset: $offset) {
    nodes { uid fullName fuelType source approved deadLead leadStatusId installerCompany installerCompanyCode created handedToInstaller }
    pageInfo { hasNextPage hasPreviousPage }
  }
}`;
const COUNTED = PAGE.replace('pageInfo {', 'totalCount pageInfo {');
const CURSORS = `query ($first: Int, $after: String, $last: Int, $before: String) {
  leads(first: $first, after: $after, last: $last, before: $before) {
    nodes { uid }
    pageInfo { hasNextPage hasPreviousPage startCursor endCursor }
  }
}`;
type Lead = Record<string, unknown> & { uid: number };
type Page = {
  leads: {
    nodes: Lead[];
    pageInfo: {
      hasNextPage: boolean;
      hasPreviousPage?: boolean;
      startCursor?: string | null;
      endCursor?: string | null;
    };
    totalCount?: number;
  };
};

const UPDATE = `mutation ($input: UpdateLeadInput!) {
  updateLead(input: $input) { lead { uid approved deadLead comment } userErrors { field message } }
}`;
const BULK = `mutation ($input: BulkUpdateLeadsInput!) {
  bulkUpdateLeads(input: $input) { applied leads changed fields { field changed } userErrors { field message } }
}`;
const ADD = `mutation ($input: AddLeadInput!) {
  addLead(input: $input) { lead { uid fullName email eircode source approved deadLead fuelType } userErrors { field message } }
}`;
const EXPORT = `mutation ($input: ExportLeadsInput) { exportLeads(input: $input) { filename csv rowCount } }`;

describe.each(backends)('leads against fleet-api on $name', (backend) => {
  const { stack, session } = signedInStack(backend, ADMIN, { seedHubs: 60 });
  const column = (field: string, value: string) => ({ field, value });

  it('pages a view by offset, counts it only when totalCount is selected, and converts codes to enums', async () => {
    const plain = await stack.query<Page>(PAGE, { filter: { view: 'NEW' }, first: 10 }, session);
    expect(plain.errors).toBeUndefined();
    expect(plain.upstreamCalls).toBe(1);
    const counted = await stack.query<Page>(COUNTED, { filter: { view: 'NEW' }, first: 10 }, session);
    expect(counted.upstreamCalls).toBe(2);
    const [{ n }] = (await stack.sql<{ n: number }>(
      `SELECT count(*)::int AS n FROM leads WHERE NOT dead_lead AND NOT removed AND NOT approved AND (lead_status_id IS NULL OR lead_status_id = 1)`,
    )) as [{ n: number }];
    expect(counted.data!.leads.totalCount).toBe(n);
    const lead = plain.data!.leads.nodes[0]!;
    expect(['OIL', 'GAS', 'OTHER']).toContain(lead['fuelType']);
    expect(['FACEBOOK', 'MAILCHIMP', 'WEBSITE', 'MANUAL', 'OTHER']).toContain(lead['source']);
    const companies = await stack.query<Page>(
      PAGE,
      { filter: { columns: [column('INSTALLER_COMPANY_NAME', 'IES')] }, first: 50 },
      session,
    );
    expect(companies.data!.leads.nodes.length).toBeGreaterThan(0);
    expect(
      companies.data!.leads.nodes.every(
        (l) => l['installerCompany'] === 'IES' && l['installerCompanyCode'] === 'hub001',
      ),
    ).toBe(true);
  });

  it('pages back with last/before to the rows before a cursor, and refuses last mixed with first', async () => {
    const first = await stack.query<Page>(CURSORS, { first: 10 }, session);
    expect(first.errors).toBeUndefined();
    const next = await stack.query<Page>(
      CURSORS,
      { first: 10, after: first.data!.leads.pageInfo.endCursor },
      session,
    );
    expect(next.data!.leads.nodes[0]!.uid).not.toBe(first.data!.leads.nodes[0]!.uid);
    const back = await stack.query<Page>(
      CURSORS,
      { last: 10, before: next.data!.leads.pageInfo.startCursor },
      session,
    );
    expect(back.errors).toBeUndefined();
    expect(back.data!.leads.nodes).toEqual(first.data!.leads.nodes);
    expect(back.data!.leads.pageInfo).toMatchObject({ hasNextPage: true, hasPreviousPage: false });
    const short = await stack.query<Page>(
      CURSORS,
      { last: 3, before: next.data!.leads.pageInfo.startCursor },
      session,
    );
    expect(short.data!.leads.nodes.map((l) => l.uid)).toEqual(
      first.data!.leads.nodes.slice(7).map((l) => l.uid),
    );
    expect(short.data!.leads.pageInfo.hasPreviousPage).toBe(true);
    const mixed = await stack.query(
      CURSORS,
      { first: 10, last: 10, before: next.data!.leads.pageInfo.startCursor },
      session,
    );
    expect(mixed.errors?.[0]?.extensions?.['code']).toBe('BAD_USER_INPUT');
    const noCursor = await stack.query(CURSORS, { last: 10 }, session);
    expect(noCursor.errors?.[0]?.extensions?.['code']).toBe('BAD_USER_INPUT');
  });

  it('filters by number, day, boolean and fuel type, and refuses a value the column cannot read', async () => {
    const byFuel = await stack.query<Page>(
      PAGE,
      { filter: { columns: [column('FUEL_TYPE', 'gas'), column('APPROVED', 'true')] }, first: 100 },
      session,
    );
    expect(byFuel.data!.leads.nodes.length).toBeGreaterThan(0);
    expect(byFuel.data!.leads.nodes.every((l) => l['fuelType'] === 'GAS' && l['approved'] === true)).toBe(
      true,
    );
    const bad = await stack.query(PAGE, { filter: { columns: [column('CREATED', 'yesterday')] } }, session);
    expect(bad.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'created' });
    expect(bad.errors?.[0]?.message).toBe('Created must be a date such as 2020-03-01.');
  });

  it('edits a cell with the approval rule and names the field of a refused value', async () => {
    const [row] = await stack.sql<{ uid: number }>(
      'SELECT uid FROM leads WHERE NOT approved AND NOT dead_lead ORDER BY uid LIMIT 1',
    );
    const approved = await stack.query<{ updateLead: { lead: Lead } }>(
      UPDATE,
      { input: { uid: row!.uid, field: 'APPROVED', value: 'true' } },
      session,
    );
    expect(approved.data!.updateLead.lead).toMatchObject({ approved: true, deadLead: false });
    const refused = await stack.query<{ updateLead: { lead: Lead; userErrors: unknown[] } }>(
      UPDATE,
      { input: { uid: row!.uid, field: 'APPROVED', value: 'false' } },
      session,
    );
    expect(refused.data!.updateLead.lead).toMatchObject({ approved: false, deadLead: true });
    const bad = await stack.query<{ updateLead: { userErrors: unknown[] } }>(
      UPDATE,
      { input: { uid: row!.uid, field: 'EIRCODE', value: 'D02' } },
      session,
    );
    expect(bad.data!.updateLead.userErrors).toEqual([
      {
        field: 'eircode',
        message: 'Eircode must be 7 characters such as D02 XY45 (a routing key and 4 characters).',
      },
    ]);
  });

  it('refuses a Handed to Installer day before 2014 (spec 2 §9) in a cell and in bulk, before any upstream call', async () => {
    const [row] = await stack.sql<{ uid: number; handed_to_installer: string | null }>(
      "SELECT uid, to_char(handed_to_installer, 'YYYY-MM-DD') AS handed_to_installer FROM leads ORDER BY uid LIMIT 1",
    );
    const cell = await stack.query<{ updateLead: { lead: Lead | null; userErrors: unknown[] } }>(
      UPDATE,
      { input: { uid: row!.uid, field: 'HANDED_TO_INSTALLER', value: '01/01/1900' } },
      session,
    );
    expect(cell.data!.updateLead).toEqual({
      lead: null,
      userErrors: [
        { field: 'handedToInstaller', message: 'Handed to Installer must not be before 1 Jan 2014.' },
      ],
    });
    expect(cell.upstreamCalls).toBe(0);
    const bulk = await stack.query<{ bulkUpdateLeads: { applied: boolean; userErrors: unknown[] } }>(
      BULK,
      { input: { uids: [row!.uid], changes: { handedToInstaller: '1900-01-01' } } },
      session,
    );
    expect(bulk.data!.bulkUpdateLeads).toMatchObject({
      applied: false,
      userErrors: [
        { field: 'handedToInstaller', message: 'Handed To Installer must not be before 1 Jan 2014.' },
      ],
    });
    expect(bulk.upstreamCalls).toBe(0);
    const [after] = await stack.sql<{ handed_to_installer: string | null }>(
      "SELECT to_char(handed_to_installer, 'YYYY-MM-DD') AS handed_to_installer FROM leads WHERE uid = $1",
      [row!.uid],
    );
    expect(after!.handed_to_installer).toBe(row!.handed_to_installer);
  });

  it('answers a uid that names no lead with NOT_FOUND on the uid field (docs/api.md user error codes)', async () => {
    const [{ uid }] = (await stack.sql<{ uid: number }>('SELECT max(uid) + 1000 AS uid FROM leads')) as [
      { uid: number },
    ];
    const edit = await stack.query<{ updateLead: { lead: Lead | null; userErrors: unknown[] } }>(
      UPDATE.replace('userErrors { field message }', 'userErrors { field message code }'),
      { input: { uid, field: 'COMMENT', value: 'x' } },
      session,
    );
    expect(edit.data!.updateLead).toEqual({
      lead: null,
      userErrors: [{ field: 'uid', message: `No lead has uid ${uid}.`, code: 'NOT_FOUND' }],
    });
    const [known] = await stack.sql<{ uid: number }>('SELECT uid FROM leads ORDER BY uid LIMIT 1');
    const bulk = await stack.query<{ bulkUpdateLeads: { applied: boolean; userErrors: unknown[] } }>(
      BULK.replace('userErrors { field message }', 'userErrors { field message code }'),
      { input: { uids: [known!.uid, uid], changes: { ber: 'C1' }, preview: true } },
      session,
    );
    expect(bulk.data!.bulkUpdateLeads).toMatchObject({
      applied: false,
      userErrors: [{ field: 'uids', message: `No lead has uid ${uid}.`, code: 'NOT_FOUND' }],
    });
  });

  it('previews a bulk update, applies it in one go, and changes nothing when part of it fails', async () => {
    const uids = (await stack.sql<{ uid: number }>('SELECT uid FROM leads ORDER BY uid LIMIT 40')).map(
      (r) => r.uid,
    );
    const input = {
      uids,
      changes: { installationBatch: 512, handedToInstaller: '01/03/2020', fuelType: 'OTHER' },
    };
    const preview = await stack.query<{ bulkUpdateLeads: Record<string, unknown> }>(
      BULK,
      { input: { ...input, preview: true } },
      session,
    );
    expect(preview.data!.bulkUpdateLeads).toMatchObject({
      applied: false,
      leads: 40,
      changed: 40,
      userErrors: [],
    });
    expect(await stack.sql('SELECT 1 FROM leads WHERE installation_batch = 512')).toHaveLength(0);
    const applied = await stack.query<{ bulkUpdateLeads: Record<string, unknown> }>(BULK, { input }, session);
    expect(applied.data!.bulkUpdateLeads).toMatchObject({ applied: true, changed: 40 });
    expect(
      await stack.sql(
        `SELECT 1 FROM leads WHERE installation_batch = 512 AND handed_to_installer = '2020-03-01' AND fuel_type = 'other'`,
      ),
    ).toHaveLength(40);

    const before = await stack.sql(
      'SELECT uid, removed, lead_status_id FROM leads WHERE uid = ANY($1::int[]) ORDER BY uid',
      [uids],
    );
    const failed = await stack.query<{ bulkUpdateLeads: { applied: boolean; userErrors: unknown[] } }>(
      BULK,
      { input: { uids, changes: { removed: true, leadStatusId: 999 } } },
      session,
    );
    expect(failed.data!.bulkUpdateLeads.applied).toBe(false);
    expect(failed.data!.bulkUpdateLeads.userErrors).toEqual([
      { field: 'leadStatusId', message: 'Lead status 999 does not exist.' },
    ]);
    expect(
      await stack.sql(
        'SELECT uid, removed, lead_status_id FROM leads WHERE uid = ANY($1::int[]) ORDER BY uid',
        [uids],
      ),
    ).toEqual(before);
    const empty = await stack.query<{ bulkUpdateLeads: { userErrors: unknown[] } }>(
      BULK,
      { input: { uids, changes: {} } },
      session,
    );
    expect(empty.data!.bulkUpdateLeads.userErrors).toEqual([
      { field: 'changes', message: 'Choose at least one field to change.' },
    ]);
  });

  it('adds a lead as Manual and approved, and says what is wrong with a refused one', async () => {
    const added = await stack.query<{ addLead: { lead: Lead } }>(
      ADD,
      {
        input: {
          fullName: 'Síle Ní Bhriain',
          email: 'sile@example.ie',
          eircode: 'T12 KX34',
          fuelType: 'GAS',
        },
      },
      session,
    );
    expect(added.data!.addLead.lead).toMatchObject({
      eircode: 'T12KX34',
      source: 'MANUAL',
      approved: true,
      deadLead: false,
      fuelType: 'GAS',
    });
    const refused = await stack.query<{ addLead: { lead: null; userErrors: unknown[] } }>(
      ADD,
      { input: { email: 'sile.example.ie' } },
      session,
    );
    expect(refused.data!.addLead).toEqual({
      lead: null,
      userErrors: [
        { field: 'email', message: 'Email must be an address such as name@example.ie.' },
        { field: 'fullName', message: 'Full Name is needed.' },
      ],
    });
  });

  it('exports formula-safe CSV that Upload Leads takes back unchanged (the round trip)', async () => {
    const [row] = await stack.sql<{ uid: number }>('SELECT uid FROM leads ORDER BY uid LIMIT 1');
    await stack.query(
      UPDATE,
      { input: { uid: row!.uid, field: 'COMMENT', value: '=HYPERLINK("x")' } },
      session,
    );
    const uids = (await stack.sql<{ uid: number }>('SELECT uid FROM leads ORDER BY uid LIMIT 25')).map(
      (r) => r.uid,
    );
    const exported = await stack.query<{ exportLeads: { filename: string; csv: string; rowCount: number } }>(
      EXPORT,
      { input: { uids } },
      session,
    );
    const file = exported.data!.exportLeads;
    expect(file.rowCount).toBe(25);
    expect(file.filename).toMatch(/^Leads_\d{8}-\d{6}\.csv$/);
    expect(file.csv.split('\r\n')[0]).toMatch(/^uid,job_id,serial_number,master_sheet_index,email,/);
    expect(file.csv).toContain(`"'=HYPERLINK(""x"")"`);

    const before = await stack.sql('SELECT * FROM leads WHERE uid = ANY($1::int[]) ORDER BY uid', [uids]);
    const upload = async (preview: boolean) => {
      const form = new FormData();
      form.set('file', new Blob([file.csv]), file.filename);
      const response = await fetch(`${stack.gatewayUrl}/upload/leads${preview ? '?preview=true' : ''}`, {
        method: 'POST',
        headers: { 'x-upload-csrf': '1', authorization: `Bearer ${session.token}` },
        body: form,
      });
      return (await response.json()) as { status: string; data: Record<string, unknown> };
    };
    expect((await upload(true)).data).toMatchObject({
      rows: 25,
      created: 0,
      updated: 0,
      unchanged: 25,
      problems: [],
      duplicates: [],
    });
    expect((await upload(false)).data).toMatchObject({ unchanged: 25, saved: 0 });
    expect(await stack.sql('SELECT * FROM leads WHERE uid = ANY($1::int[]) ORDER BY uid', [uids])).toEqual(
      before,
    );
  });

  it('answers an Upload Leads repeated with its Idempotency-Key with the first answer, saving once', async () => {
    const csv = 'full_name,email\r\nKey Once,key.once@example.ie\r\n';
    const upload = async (key: string) => {
      const form = new FormData();
      form.set('file', new Blob([csv]), 'once.csv');
      const response = await fetch(`${stack.gatewayUrl}/upload/leads`, {
        method: 'POST',
        headers: { 'x-upload-csrf': '1', authorization: `Bearer ${session.token}`, 'idempotency-key': key },
        body: form,
      });
      return { status: response.status, body: (await response.json()) as { data: Record<string, unknown> } };
    };
    const stored = () => stack.sql('SELECT uid FROM leads WHERE email = $1', ['key.once@example.ie']);
    const first = await upload('lead-upload-1');
    expect(first.body.data).toMatchObject({ created: 1, saved: 1 });
    expect(await stored()).toHaveLength(1);
    expect(await upload('lead-upload-1')).toEqual(first);
    expect(await stored()).toHaveLength(1);
    // Another key is another upload: the same row is saved again (flagged as a duplicate).
    expect((await upload('lead-upload-2')).body.data).toMatchObject({ saved: 1 });
    expect(await stored()).toHaveLength(2);
  });
});

import { beforeAll, describe, expect, it } from 'vitest';
import type { Session } from '../test-support/stack.js';
import { ADMIN, STAFF, backends } from '../test-support/stack.js';
import { signedInStack } from '../test-support/signedInStack.js';

const PAGE = `query ($filter: InstallationReportFilter, $first: Int, $after: String, $last: Int, $before: String, $offset: Int) {
  installationReports(filter: $filter, first: $first, after: $after, last: $last, before: $before, offset: $offset) {
    edges { cursor node { uid serialNo city contactPhone effectiveStatus } }
    nodes { uid }
    pageInfo { hasNextPage hasPreviousPage startCursor endCursor }
  }
}`;
const COUNTED = PAGE.replace('pageInfo {', 'totalCount pageInfo {');

type Page = {
  installationReports: {
    edges: Array<{
      cursor: string;
      node: { uid: number; serialNo: number | null; city: string | null; contactPhone: string | null };
    }>;
    nodes: Array<{ uid: number }>;
    pageInfo: {
      hasNextPage: boolean;
      hasPreviousPage: boolean;
      startCursor: string | null;
      endCursor: string | null;
    };
    totalCount?: number;
  };
};

const UPDATE = `mutation ($input: UpdateInstallationReportInput!) {
  updateInstallationReport(input: $input) {
    installationReport { uid serialNo dateCorrected notes }
    userErrors { field message }
  }
}`;

describe.each(backends)('installation reports against fleet-api on $name', (backend) => {
  const { stack, session } = signedInStack(backend, ADMIN, { seedHubs: 80 });
  let staff: Session;
  let total: number;
  beforeAll(async () => {
    staff = await stack.login(STAFF);
    [{ total }] = (await stack.sql<{ total: number }>(
      'SELECT count(*)::int AS total FROM installations',
    )) as [{ total: number }];
  });

  it('pages by cursor and by offset; asks for the count only when totalCount is selected', async () => {
    const first = await stack.query<Page>(PAGE, { first: 30 }, session);
    expect(first.errors).toBeUndefined();
    const page = first.data!.installationReports;
    expect(page.edges).toHaveLength(30);
    expect(page.nodes.map((n) => n.uid)).toEqual(page.edges.map((e) => e.node.uid));
    expect(page.pageInfo).toMatchObject({ hasNextPage: true, hasPreviousPage: false });
    expect(first.upstreamCalls).toBe(1);

    const counted = await stack.query<Page>(COUNTED, { first: 30 }, session);
    expect(counted.data!.installationReports.totalCount).toBe(total);
    expect(counted.upstreamCalls).toBe(2);

    const next = await stack.query<Page>(PAGE, { first: 30, after: page.pageInfo.endCursor }, session);
    const byOffset = await stack.query<Page>(PAGE, { first: 30, offset: 30 }, session);
    expect(next.data!.installationReports.nodes).toEqual(byOffset.data!.installationReports.nodes);
    expect(next.data!.installationReports.pageInfo.hasPreviousPage).toBe(true);
    expect(new Set([...page.nodes, ...next.data!.installationReports.nodes].map((n) => n.uid)).size).toBe(60);
    // last/before walks back from the second page to the first.
    const before = next.data!.installationReports.pageInfo.startCursor;
    const back = await stack.query<Page>(PAGE, { last: 30, before }, session);
    expect(back.data!.installationReports.nodes).toEqual(page.nodes);
    expect(back.data!.installationReports.pageInfo).toMatchObject({
      hasNextPage: true,
      hasPreviousPage: false,
    });
  });

  it('refuses a cursor made for another filter, and page sizes above 500', async () => {
    const filter = { columns: [{ field: 'STATUS', value: 'job' }] };
    const first = await stack.query<Page>(PAGE, { filter, first: 5 }, session);
    const cursor = first.data!.installationReports.pageInfo.endCursor;
    const same = await stack.query<Page>(
      PAGE,
      { filter: { columns: [{ field: 'STATUS', value: ' job ' }] }, after: cursor },
      session,
    );
    expect(same.errors).toBeUndefined();
    const other = await stack.query(
      PAGE,
      { filter: { columns: [{ field: 'CITY', value: 'a' }] }, after: cursor },
      session,
    );
    expect(other.errors?.[0]?.extensions?.['code']).toBe('BAD_USER_INPUT');
    expect(other.errors?.[0]?.message).toMatch(/another filter/);
    expect(other.upstreamCalls).toBe(0);
    const big = await stack.query(PAGE, { first: 501 }, session);
    expect(big.errors?.[0]?.extensions?.['code']).toBe('BAD_USER_INPUT');
    expect(big.errors?.[0]?.message).toBe('first must be between 1 and 500, got 501.');
    const bigBack = await stack.query(PAGE, { last: 501, before: cursor }, session);
    expect(bigBack.errors?.[0]?.message).toBe('last must be between 1 and 500, got 501.');
    // Without first, a page holds the one default of every connection: 100 rows.
    const plain = await stack.query<Page>(PAGE, {}, session);
    expect(plain.data!.installationReports.nodes).toHaveLength(Math.min(total, 100));
  });

  it('filters numbers, days and text by the column’s type, and refuses what the type cannot read', async () => {
    const [row] = await stack.sql<{ uid: number; serial_no: number; city: string; day: string }>(
      `SELECT uid, serial_no, city, to_char(uploaded AT TIME ZONE 'Europe/Dublin', 'DD/MM/YYYY') AS day
         FROM installations WHERE serial_no IS NOT NULL AND city IS NOT NULL ORDER BY uid LIMIT 1`,
    );
    const columns = [
      { field: 'SERIAL_NO', value: String(row!.serial_no) },
      { field: 'UPLOADED', value: row!.day },
      { field: 'CITY', value: row!.city.slice(0, 3).toLowerCase() },
    ];
    const answer = await stack.query<Page>(COUNTED, { filter: { columns } }, session);
    expect(answer.errors).toBeUndefined();
    expect(answer.data!.installationReports.nodes.map((n) => n.uid)).toContain(row!.uid);
    expect(answer.data!.installationReports.totalCount).toBe(answer.data!.installationReports.nodes.length);

    const wrong = await stack.query(
      PAGE,
      { filter: { columns: [{ field: 'SERIAL_NO', value: '12ab' }] } },
      session,
    );
    expect(wrong.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'serialNo' });
  });

  it('answers every matching uid for select-all', async () => {
    const filter = { columns: [{ field: 'STATUS', value: 'COMPLETED' }] };
    const ids = await stack.query<{ installationReportIds: number[] }>(
      `query ($filter: InstallationReportFilter) { installationReportIds(filter: $filter) }`,
      { filter },
      session,
    );
    const [{ n }] = (await stack.sql<{ n: number }>(
      `SELECT count(*)::int AS n FROM installations WHERE status ILIKE '%COMPLETED%'`,
    )) as [{ n: number }];
    expect(ids.data!.installationReportIds).toHaveLength(n);
    expect(ids.upstreamCalls).toBe(1);
  });

  it('hides contact details without the address right, and refuses to search or change them', async () => {
    const mine = await stack.query<Page>(PAGE, { first: 50 }, session);
    expect(mine.data!.installationReports.edges.some((e) => e.node.contactPhone !== null)).toBe(true);
    const theirs = await stack.query<Page>(PAGE, { first: 50 }, staff);
    expect(theirs.data!.installationReports.edges.every((e) => e.node.contactPhone === null)).toBe(true);
    const search = await stack.query(
      PAGE,
      { filter: { columns: [{ field: 'CONTACT_PHONE', value: '08' }] } },
      staff,
    );
    expect(search.errors?.[0]?.extensions?.['code']).toBe('FORBIDDEN');
    const change = await stack.query(
      UPDATE,
      { input: { uid: 1, field: 'CONTACT_PHONE', value: '01' } },
      staff,
    );
    expect(change.errors?.[0]?.extensions?.['code']).toBe('FORBIDDEN');
  });

  it('changes one cell, and answers a value the column cannot hold as a user error naming it', async () => {
    type Update = {
      updateInstallationReport: {
        installationReport: { uid: number; serialNo: number | null; dateCorrected: string | null } | null;
        userErrors: Array<{ field: string | null; message: string }>;
      };
    };
    const saved = await stack.query<Update>(
      UPDATE,
      { input: { uid: 2, field: 'SERIAL_NO', value: '1234567' } },
      session,
    );
    expect(saved.data!.updateInstallationReport).toEqual({
      installationReport: { uid: 2, serialNo: 1234567, dateCorrected: null, notes: expect.anything() },
      userErrors: [],
    });
    const dated = await stack.query<Update>(
      UPDATE,
      { input: { uid: 2, field: 'DATE_CORRECTED', value: '20/02/2027' } },
      session,
    );
    expect(dated.data!.updateInstallationReport.installationReport?.dateCorrected).toBe('2027-02-20');
    const refused = await stack.query<Update>(
      UPDATE,
      { input: { uid: 2, field: 'SERIAL_NO', value: 'twelve' } },
      session,
    );
    expect(refused.data!.updateInstallationReport).toEqual({
      installationReport: null,
      userErrors: [{ field: 'serialNo', message: 'serial_no must be a whole number' }],
    });
    expect(refused.upstreamCalls).toBe(0);
    // Spec 2 §9's earliest acceptable date, as Modify Stock and the install upload keep it.
    const early = await stack.query<Update>(
      UPDATE,
      { input: { uid: 2, field: 'DATE_CORRECTED', value: '1900-01-01' } },
      session,
    );
    expect(early.data!.updateInstallationReport).toEqual({
      installationReport: null,
      userErrors: [{ field: 'dateCorrected', message: 'date_corrected must not be before 1 Jan 2014' }],
    });
    expect(early.upstreamCalls).toBe(0);
    // The install upload's job rules (spec 2 §4 statuses; nothing ended later than now), in the grid too.
    const bogus = await stack.query<Update>(
      UPDATE,
      { input: { uid: 2, field: 'STATUS', value: 'BOGUS' } },
      session,
    );
    expect(bogus.data!.updateInstallationReport.userErrors).toEqual([
      { field: 'status', message: expect.stringMatching(/^status must be one of JOB_ACCEPTED, /) },
    ]);
    const ahead = await stack.query<Update>(
      UPDATE,
      { input: { uid: 2, field: 'END_TIME', value: '2099-01-01T10:00:00Z' } },
      session,
    );
    expect(ahead.data!.updateInstallationReport.userErrors).toEqual([
      { field: 'endTime', message: 'end_time must not be in the future' },
    ]);
    expect(bogus.upstreamCalls + ahead.upstreamCalls).toBe(0);
    // A job ends after it starts: the row's other time decides, upstream.
    await stack.sql(
      `UPDATE installations SET start_time = '2026-03-02T09:00:00Z', end_time = NULL WHERE uid = 2`,
    );
    const before = await stack.query<Update>(
      UPDATE,
      { input: { uid: 2, field: 'END_TIME', value: '2026-03-01T10:00:00Z' } },
      session,
    );
    expect(before.data!.updateInstallationReport.userErrors).toEqual([
      { field: 'endTime', message: 'end_time must not be before start_time (2 Mar 2026, 09:00)' },
    ]);
    const missing = await stack.query<Update>(
      UPDATE,
      { input: { uid: 999_999, field: 'CITY', value: 'Cork' } },
      session,
    );
    expect(missing.data!.updateInstallationReport.userErrors[0]?.field).toBe('uid');
    const [row] = await stack.sql<{ serial_no: number }>('SELECT serial_no FROM installations WHERE uid = 2');
    expect(row!.serial_no).toBe(1234567);
  });

  it('exports the chosen rows, or every row of the filter, as CSV with formula-looking cells neutralised', async () => {
    await stack.sql(`UPDATE installations SET notes = '=HYPERLINK("x")' WHERE uid = 3`);
    const EXPORT = `mutation ($input: ExportInstallationReportsInput) {
      exportInstallationReports(input: $input) { filename csv rowCount }
    }`;
    type Export = { exportInstallationReports: { filename: string; csv: string; rowCount: number } };
    const chosen = await stack.query<Export>(EXPORT, { input: { uids: [3, 4] } }, session);
    const file = chosen.data!.exportInstallationReports;
    expect(file.filename).toMatch(/^GeopalInstallationReports_\d{8}-\d{6}\.csv$/);
    expect(file.rowCount).toBe(2);
    const lines = file.csv.split('\r\n');
    expect(lines[0]).toMatch(/^uid,uploaded,serial_no,post_code,job_id,/);
    expect(lines).toHaveLength(3);
    expect(file.csv).toContain(`"'=HYPERLINK(""x"")"`);
    const all = await stack.query<Export>(EXPORT, { input: {} }, session);
    expect(all.data!.exportInstallationReports.rowCount).toBe(total);
  });
});

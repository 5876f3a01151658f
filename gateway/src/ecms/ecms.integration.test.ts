import { beforeAll, describe, expect, it } from 'vitest';
import type { Session } from '../test-support/stack.js';
import { ADMIN, STAFF, backends } from '../test-support/stack.js';
import { signedInStack } from '../test-support/signedInStack.js';

const PAGE = `query ($filter: EcmsFilter, $first: Int, $after: String, $last: Int, $before: String, $offset: Int) {
  ecmsRows(filter: $filter, first: $first, after: $after, last: $last, before: $before, offset: $offset) {
    totalCount
    edges { cursor }
    nodes { ecmsId mprn phone hubSerial dateSent hubBatch comment status { id text } needsAttention
            completedOn lastSeenOnline removedAt removedBy companyName }
    pageInfo { hasNextPage hasPreviousPage startCursor endCursor }
  }
}`;

interface EcmsNode {
  ecmsId: number;
  mprn: string;
  phone: string | null;
  hubSerial: number | null;
  dateSent: string | null;
  hubBatch: number | null;
  comment: string | null;
  status: { id: number; text: string } | null;
  needsAttention: boolean;
  completedOn: string | null;
  lastSeenOnline: string | null;
  removedAt: string | null;
  removedBy: string | null;
}
type Page = {
  ecmsRows: {
    totalCount: number;
    edges: Array<{ cursor: string }>;
    nodes: EcmsNode[];
    pageInfo: { hasNextPage: boolean; hasPreviousPage: boolean; startCursor: string; endCursor: string };
  };
};

const UPDATE = `mutation ($input: UpdateEcmsRowsInput!) {
  updateEcmsRows(input: $input) { updatedCount unknownMprns userErrors { field message } }
}`;
const REMOVE = `mutation ($input: EcmsMprnInput!) {
  removeEcmsRow(input: $input) { ecmsRow { mprn removedAt removedBy } userErrors { field message } }
}`;
const RESTORE = REMOVE.replace(/removeEcmsRow/g, 'restoreEcmsRow');
const EXPORT = `mutation ($input: ExportEcmsReportInput!) {
  exportEcmsReport(input: $input) { filename csv rowCount userErrors { field message } }
}`;

describe.each(backends)('ECMS register against fleet-api on $name', (backend) => {
  const { stack, session } = signedInStack(backend, ADMIN, { seedHubs: 80 });
  let staff: Session;
  beforeAll(async () => {
    staff = await stack.login(STAFF);
  });

  it('pages forward and back, counts only when asked, and colours by the rule', async () => {
    const first = await stack.query<Page>(PAGE, { first: 10 }, session);
    expect(first.errors).toBeUndefined();
    const [{ n }] = (await stack.sql<{ n: number }>(
      'SELECT count(*)::int AS n FROM ecms WHERE removed_at IS NULL',
    )) as [{ n: number }];
    expect(first.data!.ecmsRows.totalCount).toBe(n);
    expect(first.upstreamCalls).toBe(2);
    const next = await stack.query<Page>(
      PAGE,
      { first: 10, after: first.data!.ecmsRows.pageInfo.endCursor },
      session,
    );
    const back = await stack.query<Page>(
      PAGE,
      { last: 10, before: next.data!.ecmsRows.pageInfo.startCursor },
      session,
    );
    expect(back.data!.ecmsRows.nodes).toEqual(first.data!.ecmsRows.nodes);
    expect(back.data!.ecmsRows.pageInfo).toMatchObject({ hasNextPage: true, hasPreviousPage: false });

    const all = await stack.query<Page>(PAGE, { first: 500 }, session);
    for (const row of all.data!.ecmsRows.nodes) {
      const late =
        row.lastSeenOnline === null ||
        row.completedOn === null ||
        Date.parse(row.lastSeenOnline) < Date.parse(row.completedOn);
      expect(row.needsAttention).toBe(late);
    }
    expect(all.data!.ecmsRows.nodes.some((r) => r.needsAttention)).toBe(true);
    expect(all.data!.ecmsRows.nodes.some((r) => !r.needsAttention)).toBe(true);
  });

  it('filters by number, date and a status typed by name; refuses what a column cannot read', async () => {
    const all = (await stack.query<Page>(PAGE, { first: 500 }, session)).data!.ecmsRows.nodes;
    const row = all.find((r) => r.dateSent && r.status)!;
    const columns = [
      { field: 'HUB_BATCH', value: String(row.hubBatch) },
      { field: 'DATE_SENT', value: row.dateSent!.split('-').reverse().join('/') },
      { field: 'STATUS', value: row.status!.text.toUpperCase() },
    ];
    const answer = await stack.query<Page>(PAGE, { filter: { columns } }, session);
    expect(answer.errors).toBeUndefined();
    expect(answer.data!.ecmsRows.nodes.map((r) => r.mprn)).toContain(row.mprn);
    expect(
      answer.data!.ecmsRows.nodes.every(
        (r) => r.status?.id === row.status!.id && r.dateSent === row.dateSent,
      ),
    ).toBe(true);
    const pre = await stack.query<Page>(PAGE, { filter: { view: 'PREAPPROVED' } }, session);
    expect(pre.data!.ecmsRows.nodes.every((r) => r.status?.text === 'Pre-approved')).toBe(true);

    const wrong = await stack.query(
      PAGE,
      { filter: { columns: [{ field: 'HUB_BATCH', value: '1a' }] } },
      session,
    );
    expect(wrong.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'hubBatch' });
    const status = await stack.query(
      PAGE,
      { filter: { columns: [{ field: 'STATUS', value: 'Lost' }] } },
      session,
    );
    expect(status.errors?.[0]?.message).toBe('Status: no status is named "Lost".');
    const phone = await stack.query(PAGE, { filter: { columns: [{ field: 'PHONE', value: '08' }] } }, staff);
    expect(phone.errors?.[0]?.extensions?.['code']).toBe('FORBIDDEN');
    const hidden = await stack.query<Page>(PAGE, { first: 20 }, staff);
    expect(hidden.data!.ecmsRows.nodes.every((r) => r.phone === null)).toBe(true);
  });

  it('selects every matching MPRN; changes many, naming the unknown ones; user errors name the field', async () => {
    const filter = { view: 'ALL' };
    const mprns = await stack.query<{ ecmsMprns: string[] }>(
      'query ($filter: EcmsFilter) { ecmsMprns(filter: $filter) }',
      { filter },
      session,
    );
    const list = mprns.data!.ecmsMprns.slice(0, 20);
    const changed = await stack.query<{ updateEcmsRows: { updatedCount: number; unknownMprns: string[] } }>(
      UPDATE,
      {
        input: {
          mprns: `${list.join(', ')}, 12345`,
          hubBatch: '91',
          dateSent: '2019-12-28',
          comment: 'Sent',
        },
      },
      session,
    );
    expect(changed.data!.updateEcmsRows).toMatchObject({ updatedCount: 20, unknownMprns: ['12345'] });
    const saved = await stack.sql<{ n: number }>(
      "SELECT count(*)::int AS n FROM ecms WHERE hub_batch = 91 AND date_sent = '2019-12-28' AND comment = 'Sent'",
    );
    expect(saved[0]!.n).toBe(20);
    const refused = await stack.query<{ updateEcmsRows: { userErrors: unknown[] } }>(
      UPDATE,
      { input: { mprns: ' , ', hubBatch: 'x9', dateSent: '28/13/2019' } },
      session,
    );
    expect(refused.data!.updateEcmsRows.userErrors).toEqual([
      { field: 'mprns', message: 'Enter MPRNs, separated by commas.' },
      { field: 'hubBatch', message: 'Hub Batch Number must be a whole number.' },
      { field: 'dateSent', message: 'Date Sent must be a date, e.g. 2019-12-28.' },
    ]);
  });

  it("refuses an MPRN that is not digits on the field in the form's words, asking the register nothing", async () => {
    const refused = await stack.query<{ removeEcmsRow: { ecmsRow: null; userErrors: unknown[] } }>(
      REMOVE,
      { input: { mprn: '1006830346x' } },
      session,
    );
    expect(refused.data!.removeEcmsRow).toEqual({
      ecmsRow: null,
      userErrors: [{ field: 'mprn', message: 'MPRN Number must be digits only.' }],
    });
    // The session check is cached: the refusal cost no call at all.
    expect(refused.upstreamCalls).toBe(0);
  });

  it('removes a row with who and when, shows it in the raw view, and restores it', async () => {
    const [{ mprn }] = (await stack.sql<{ mprn: string }>(
      'SELECT mprn FROM ecms WHERE removed_at IS NULL ORDER BY ecms_id LIMIT 1',
    )) as [{ mprn: string }];
    const removed = await stack.query<{ removeEcmsRow: { ecmsRow: EcmsNode } }>(
      REMOVE,
      { input: { mprn } },
      session,
    );
    expect(removed.data!.removeEcmsRow.ecmsRow).toMatchObject({ mprn, removedBy: ADMIN });
    const raw = await stack.query<Page>(
      PAGE,
      { filter: { view: 'RAW', columns: [{ field: 'MPRN', value: mprn }] } },
      session,
    );
    expect(raw.data!.ecmsRows.nodes[0]).toMatchObject({ mprn, removedBy: ADMIN });
    const again = await stack.query<{ removeEcmsRow: { userErrors: Array<{ field: string }> } }>(
      REMOVE,
      { input: { mprn } },
      session,
    );
    expect(again.data!.removeEcmsRow.userErrors[0]?.field).toBe('mprn');
    const restored = await stack.query<{ restoreEcmsRow: { ecmsRow: EcmsNode } }>(
      RESTORE,
      { input: { mprn } },
      session,
    );
    expect(restored.data!.restoreEcmsRow.ecmsRow).toMatchObject({ mprn, removedAt: null, removedBy: null });
    const unknown = await stack.query<{ restoreEcmsRow: { userErrors: Array<{ message: string }> } }>(
      RESTORE,
      { input: { mprn: '0' } },
      session,
    );
    expect(unknown.data!.restoreEcmsRow.userErrors[0]?.message).toMatch(/not in the ECMS register/);
  });

  it('exports the scheme report of the ticked rows or of the view; refuses without the address right', async () => {
    const pre = await stack.query<Page>(PAGE, { filter: { view: 'PREAPPROVED' }, first: 500 }, session);
    const report = await stack.query<{
      exportEcmsReport: { filename: string; csv: string; rowCount: number };
    }>(EXPORT, { input: { filter: { view: 'PREAPPROVED' } } }, session);
    const file = report.data!.exportEcmsReport;
    expect(file.filename).toMatch(/^Ecms Report \d{4}-\d{2}-\d{2} \d{2}\.\d{2}\.\d{2}\.csv$/);
    expect(file.rowCount).toBe(pre.data!.ecmsRows.totalCount);
    const lines = file.csv.split('\r\n');
    expect(lines[0]).toBe(
      'Period,Measure,MPRN,CustomerRef,DwellingType,ProjectID,PublicSector,Contractor,EnergyCredits,ProjectName,Address,Phone,Eircode,DateCompleted',
    );
    expect(lines).toHaveLength(file.rowCount + 1);
    const ticked = await stack.query<{ exportEcmsReport: { csv: string; rowCount: number } }>(
      EXPORT,
      { input: { mprns: [pre.data!.ecmsRows.nodes[0]!.mprn] } },
      session,
    );
    expect(ticked.data!.exportEcmsReport.rowCount).toBe(1);
    expect(ticked.data!.exportEcmsReport.csv).toContain(pre.data!.ecmsRows.nodes[0]!.mprn);
    const refused = await stack.query<{ exportEcmsReport: { csv: string | null; userErrors: unknown[] } }>(
      EXPORT,
      { input: {} },
      staff,
    );
    expect(refused.data!.exportEcmsReport.csv).toBeNull();
    expect(refused.data!.exportEcmsReport.userErrors).toHaveLength(1);
  });

  it('refuses a search of a contact column without the address right, naming the column as the grid does', async () => {
    const refused = await stack.query<Page>(
      PAGE,
      { filter: { columns: [{ field: 'ADDRESS', value: 'Main' }] }, first: 5 },
      staff,
    );
    expect(refused.errors?.[0]?.message).toBe('Searching Address needs the "address" right.');
    expect(refused.errors?.[0]?.extensions).toMatchObject({ code: 'FORBIDDEN', field: 'address' });
  });
});

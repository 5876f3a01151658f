import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Stack } from '../test-support/stack.js';
import { ADMIN, STAFF, backends, startStack } from '../test-support/stack.js';

// Every type with customer contact details says whether this caller's nulls are hidden or empty.
const CONTACTS = `{
  leads(first: 20) { nodes { email phone contactDetailsHidden } }
  ecmsRows(first: 20) { nodes { phone contactDetailsHidden } }
  installationReports(first: 20) { nodes { contactPhone contactDetailsHidden } }
}`;

type Row = Record<string, unknown> & { contactDetailsHidden: boolean };
interface Contacts {
  leads: { nodes: Row[] };
  ecmsRows: { nodes: Row[] };
  installationReports: { nodes: Row[] };
}

describe.each(backends)('contactDetailsHidden on leads, ECMS rows and reports, on $name', (backend) => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack(backend, { seedHubs: 20 });
  });
  afterAll(() => stack?.close());

  const rows = (data: Contacts) => [
    ...data.leads.nodes,
    ...data.ecmsRows.nodes,
    ...data.installationReports.nodes,
  ];

  it('is true for a caller without the "address" right, whose contact details are all null', async () => {
    const answer = await stack.query<Contacts>(CONTACTS, {}, await stack.login(STAFF));
    expect(answer.errors).toBeUndefined();
    for (const list of Object.values(answer.data!)) expect(list.nodes.length).toBeGreaterThan(0);
    for (const row of rows(answer.data!)) {
      expect(row.contactDetailsHidden).toBe(true);
      for (const [field, value] of Object.entries(row))
        if (field !== 'contactDetailsHidden') expect(value, field).toBeNull();
    }
  });

  it('is false for a holder of the right, who sees the stored details', async () => {
    const answer = await stack.query<Contacts>(CONTACTS, {}, await stack.login(ADMIN));
    expect(rows(answer.data!).every((row) => row.contactDetailsHidden === false)).toBe(true);
    expect(answer.data!.leads.nodes.some((lead) => lead['email'] !== null)).toBe(true);
  });
});

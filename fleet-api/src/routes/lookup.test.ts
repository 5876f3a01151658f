import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningFleetApi } from '../app.js';
import { call, login } from '../test-support/client.js';
import { databaseVariants } from '../test-support/databases.js';
import { LOOKUP_TABLE_NAMES } from './lookup.js';

type Row = Record<string, unknown>;

describe.each(databaseVariants())('lookups on $name', (variant) => {
  let api: RunningFleetApi;
  let token: string;
  const lookup = async (table: string) =>
    (await call<Row[]>(api, `/api/private/lookups/${table}`, { token })).body.data;

  beforeAll(async () => {
    api = await variant.start({ seedHubs: 40 });
    token = await login(api, 'staff@hubs.example');
  });
  afterAll(() => api?.close());

  it('serves every table the three documents name', () => {
    expect([...LOOKUP_TABLE_NAMES].sort()).toEqual(
      [
        'companies',
        'customer_types',
        'ecms_status',
        'fuel_types',
        'heating_system',
        'installation_states',
        'installers',
        'issue_action',
        'issue_action_type',
        'issue_priority',
        'issue_source',
        'issue_status',
        'issue_tag',
        'issue_tag_type',
        'lead_status',
        'shipment',
        'stock_locations',
        'stock_office_status',
        'stock_statuses',
      ].sort(),
    );
  });

  it.each(LOOKUP_TABLE_NAMES)('%s has rows, in key order', async (table) => {
    const rows = await lookup(table);
    expect(rows.length).toBeGreaterThan(0);
    const keys = rows.map((row) => Object.values(row)[0] as number);
    expect(keys).toEqual([...keys].sort((a, b) => a - b));
  });

  it('names the issue statuses as the console expects (1 open, 3 resolved, ...)', async () => {
    const statuses = Object.fromEntries(
      (await lookup('issue_status')).map((row) => [row['id'], row['description']]),
    );
    expect(statuses).toMatchObject({
      1: 'Open',
      3: 'Resolved',
      4: 'Escalated',
      5: 'Resolved Duplicate',
      6: 'Deferred',
    });
    expect(statuses[2]).toEqual(expect.any(String));
  });

  it('has the issue action types of spec 1 §4 under their ids', async () => {
    const types = Object.fromEntries(
      (await lookup('issue_action_type')).map((row) => [row['id'], row['description']]),
    );
    expect(types).toMatchObject({
      1: 'Other',
      7: 'Escalate',
      8: 'Defer',
      9: 'Resolve',
      11: 'Resolve Duplicate',
    });
  });

  it('has priorities 1 to 5 and tags 1 to 22, each tag with a tag type', async () => {
    expect((await lookup('issue_priority')).map((row) => row['id'])).toEqual([1, 2, 3, 4, 5]);
    const tags = await lookup('issue_tag');
    expect(tags.map((row) => row['id'])).toEqual(Array.from({ length: 22 }, (_, i) => i + 1));
    const types = new Set((await lookup('issue_tag_type')).map((row) => row['id']));
    for (const tag of tags) expect(types.has(tag['issue_tag_type_id'])).toBe(true);
  });

  it('has installation states 1 to 7 and the three installer companies with their codes', async () => {
    expect((await lookup('installation_states')).map((row) => row['installation_state_id'])).toEqual([
      1, 2, 3, 4, 5, 6, 7,
    ]);
    expect((await lookup('companies')).map((row) => [row['installer_company_name'], row['code']])).toEqual([
      ['HES', 'hes0005'],
      ['Insight', 'hub001'],
      ['EnergyServe', 'hub'],
    ]);
  });

  it('answers 404 for a table that does not exist', async () => {
    expect(await call(api, '/api/private/lookups/pg_user', { token })).toEqual({
      status: 404,
      body: { status: 'error', data: { message: 'Unknown lookup table: pg_user' } },
    });
  });
});

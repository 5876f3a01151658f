// The report searches are served by the indexes of migration 020: each column type's condition is one an
// index can answer. Sequential scans are switched off for the query, so a plan without the column's index
// means the condition cannot use it (at 100,000 rows the planner would then read the whole table).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningFleetApi } from '../app.js';
import { databaseVariants } from '../test-support/databases.js';
import { reportWhere } from './reportSearch.js';

describe.each(databaseVariants())('installation report search plans on $name', (variant) => {
  let api: RunningFleetApi;

  beforeAll(async () => {
    api = await variant.start({ seedHubs: 60 });
  });
  afterAll(() => api?.close());

  const plan = (search: Record<string, string | number>) => {
    const { where, params } = reportWhere({ search });
    return api.db.transaction(async (tx) => {
      await tx.query('SET LOCAL enable_seqscan = off');
      const rows = await tx.query<{ 'QUERY PLAN': string }>(
        `EXPLAIN SELECT count(*) FROM installations ${where}`,
        params,
      );
      return rows.map((row) => row['QUERY PLAN']).join('\n');
    });
  };

  it.each([
    [{ unique_id: 7_000_001 }, 'installations_unique_id'],
    [{ serial_no: 1_234_567 }, 'installations_serial_no'],
    [{ created_on: '2027-02-20' }, 'installations_created_on'],
    [{ date_corrected: '2027-02-20' }, 'installations_date_corrected'],
    [{ city: 'ork' }, 'installations_city_trgm'],
    [{ contact_email: '@example' }, 'installations_contact_email_trgm'],
  ])('searches %o through %s', async (search, index) => {
    expect(await plan(search)).toContain(index);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningFleetApi } from '../app.js';
import { call, login } from '../test-support/client.js';
import { databaseVariants } from '../test-support/databases.js';

describe.each(databaseVariants())('issue counts on $name', (variant) => {
  let api: RunningFleetApi;
  let token: string;

  beforeAll(async () => {
    api = await variant.start({ seedHubs: 100 });
    token = await login(api, 'staff@hubs.example');
  });
  afterAll(() => api?.close());

  it('counts issues per status, every status listed, adding up to all issues', async () => {
    const { body } = await call<Array<{ status: number; issue_status_text: string; num_issues: number }>>(
      api,
      '/api/private/hubs/issue_counts',
      { token },
    );
    expect(body.data.map((row) => row.status)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(body.data[0]).toMatchObject({ status: 1, issue_status_text: 'Open' });
    for (const row of body.data) expect(row.num_issues).toBeGreaterThan(0);
    const [{ total }] = (await api.db.query('SELECT count(*) AS total FROM issues')) as [{ total: number }];
    expect(body.data.reduce((sum, row) => sum + row.num_issues, 0)).toBe(total);
  });

  it('counts open issues per priority, leaving out resolved and duplicate ones', async () => {
    const { body } = await call<Array<{ priority: number; issue_priority_text: string; num_issues: number }>>(
      api,
      '/api/private/hubs/issue_priority_counts',
      { token },
    );
    expect(body.data.map((row) => row.priority)).toEqual([1, 2, 3, 4, 5]);
    const [{ open }] = (await api.db.query(
      'SELECT count(*) AS open FROM issues WHERE status NOT IN (3, 5)',
    )) as [{ open: number }];
    expect(body.data.reduce((sum, row) => sum + row.num_issues, 0)).toBe(open);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningFleetApi } from '../app.js';
import { call, login } from '../test-support/client.js';
import { databaseVariants } from '../test-support/databases.js';
import type { Queryable } from '../db/database.js';
import { stockPage } from '../stock/list.js';

type Row = Record<string, unknown>;
interface Page {
  total_count: number;
  rows: Row[];
}
interface Plan {
  hubs: { hubid: number; changes: { field: string; old: string | null; new: string }[] }[];
  missing: number[];
  unchanged: number[];
}

describe.each(databaseVariants())('stock routes on $name', (variant) => {
  let api: RunningFleetApi;
  let token: string;
  const get = async <T>(path: string) => {
    const reply = await call<T>(api, `/api/private${path}`, { token });
    expect(reply.status).toBe(200);
    return reply.body.data;
  };
  const post = (body: unknown) => call<Plan>(api, '/api/private/stock', { token, method: 'POST', body });
  const count = async (sql: string, params: unknown[] = []) =>
    ((await api.db.query(sql, params)) as [{ n: number }])[0].n;

  beforeAll(async () => {
    api = await variant.start({ seedHubs: 300 });
    token = await login(api, 'staff@hubs.example');
  });
  afterAll(() => api?.close());

  it('filters on the sort field, sorts either way and pages with a total', async () => {
    const carton = await get<Page>('/stock?sortby=carton_number&sortvalue=3&ascdesc=desc&limit=5');
    expect(carton.total_count).toBe(
      await count('SELECT count(*)::int AS n FROM hub_information WHERE carton_number = 3'),
    );
    expect(carton.rows.length).toBe(Math.min(5, carton.total_count));
    expect(carton.rows.every((row) => row['carton_number'] === 3)).toBe(true);
    const ids = carton.rows.map((row) => row['hubid'] as number);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));

    const all = await get<Page>('/stock?sortby=hubid&limit=100');
    expect(all.total_count).toBe(await count('SELECT count(*)::int AS n FROM hubs'));
    const next = await get<Page>('/stock?sortby=hubid&limit=100&offset=100');
    expect(next.rows[0]!['hubid']).toBeGreaterThan(all.rows.at(-1)!['hubid'] as number);
    expect(all.rows[0]).toHaveProperty('stock_status_text');

    const none = await get<Page>('/stock?sortby=carton_number&sortvalue=999');
    expect(none).toEqual({ total_count: 0, rows: [] });
    const bad = await call(api, '/api/private/stock?sortby=password', { token });
    expect(bad.status).toBe(400);
    // A value of the other shape for the field is the caller's mistake, named, not a database cast error.
    for (const [query, message] of [
      ['sortby=carton_number&sortvalue=2026-01-01', 'sortvalue must be a whole number for carton_number.'],
      ['sortby=installed&sortvalue=12', 'sortvalue must be a date (YYYY-MM-DD) for installed.'],
      ['sortby=dispatched&sortvalue=2026-02-30', 'sortvalue must be a date (YYYY-MM-DD) for dispatched.'],
    ]) {
      const refused = await call(api, `/api/private/stock?${query}`, { token });
      expect(refused.status, query).toBe(400);
      expect(JSON.stringify(refused.body), query).toContain(message);
    }
  });

  type Sent = { sql: string; params: unknown[] };
  /** The statements stockPage sends for `sortby`/`sortvalue` (first page of 5, ascending). */
  const sentFor = async (sortby: string, sortvalue: string): Promise<Sent[]> => {
    const sent: Sent[] = [];
    const recording = {
      query: (sql: string, params: unknown[] = []) => {
        sent.push({ sql, params });
        return api.db.query(sql, params);
      },
    } as unknown as Queryable;
    await stockPage(recording, { sortby, sortvalue, ascdesc: 'asc', limit: 5, offset: 0 });
    return sent;
  };
  /** The plans of `statements`, sequential scans discouraged so that an index that can serve is used. */
  const plansOf = async (...statements: Sent[]): Promise<string[]> => {
    await api.db.query('SET enable_seqscan = off');
    try {
      const plans: string[] = [];
      for (const { sql, params } of statements)
        plans.push(
          (await api.db.query<Record<string, string>>(`EXPLAIN ${sql}`, params))
            .map((row) => Object.values(row)[0])
            .join('\n'),
        );
      return plans;
    } finally {
      await api.db.query('RESET enable_seqscan');
    }
  };

  it('filters a number field through its index, the value cast to the column and not the column to the value', async () => {
    // The count stockPage sends for a carton filter, explained: a plan that reads every hub_information
    // row (the column cast to numeric) cannot use migration 031's index on the carton.
    const count = (await sentFor('carton_number', '3')).find(({ sql }) => sql.includes('count(*)'))!;
    const [plan] = await plansOf(count);
    expect(plan).toMatch(/Index Cond: \(carton_number = /);
  });

  it('filters a defaulted field through the column’s index, 1 too, never joining every hub to its record', async () => {
    // Value 1 also holds the hubs with no record. As one condition over the left join, the count and the
    // page joined every hub to its record (a hash join of both tables at 100,000 hubs) and filtered after,
    // and the count of any other value joined each match to its hub; now the records showing the value
    // come from the column's index, the count joins nothing and the page's rows are fetched by hub id.
    for (const column of ['installation_state_id', 'stock_status_id', 'stock_location_id'])
      for (const value of ['1', '2']) {
        const what = `${column} ${value}`;
        const sent = await sentFor(column, value);
        expect(sent.length, what).toBe(2);
        const [countPlan, pagePlan] = await plansOf(...sent);
        expect(countPlan, what).toMatch(new RegExp(`Index Cond: \\(${column} = ANY`));
        expect(countPlan, what).not.toMatch(/Join|Nested Loop/);
        expect(pagePlan, what).toMatch(new RegExp(`Index Cond: \\(${column} = ANY`));
        expect(pagePlan, what).toMatch(/Index Cond: \(hubid = ANY/);
      }
  });

  it('summary tables each add up to the hubs they count', async () => {
    const hubs = await count('SELECT count(*)::int AS n FROM hubs');
    const sum = (rows: Row[], key: string) => rows.reduce((n, row) => n + (row[key] as number), 0);
    expect(sum(await get<Row[]>('/stock_locations'), 'unit_count')).toBe(hubs);
    expect(sum(await get<Row[]>('/stock_office'), 'unit_count')).toBe(hubs);
    const installers = await get<Row[]>('/stock_installers');
    expect(sum(installers, 'available_unit_count') + sum(installers, 'installed_unit_count')).toBe(
      await count('SELECT count(*)::int AS n FROM hub_information WHERE installer_id IS NOT NULL'),
    );
  });

  it('answers installation jobs, all or from a time', async () => {
    const jobs = await get<Row[]>('/installations');
    expect(jobs.length).toBe(await count('SELECT count(*)::int AS n FROM installations'));
    const future = await get<Row[]>(`/installations?from=${encodeURIComponent('2100-01-01T00:00:00Z')}`);
    expect(future).toEqual([]);
  });

  it('previews, then applies a bulk modify with an action-log line per changed hub', async () => {
    const ids = (await api.db.query('SELECT hubid FROM hubs ORDER BY hubid LIMIT 3')) as { hubid: number }[];
    const hubIds = ids.map((row) => row.hubid);
    const changes = { carton_number: 77, stock_status_id: 0, seai_trial_group: 9, dispatched: '' };
    const preview = await post({ hubIds: [...hubIds, 999_999], changes, preview: true });
    expect(preview.status).toBe(200);
    expect(preview.body.data.missing).toEqual([999_999]);
    // Status 0, group 9 and the empty date are the spec's drops: only the carton changes.
    expect(preview.body.data.hubs[0]!.changes).toEqual([
      expect.objectContaining({ field: 'carton_number', new: '77' }),
    ]);
    expect(await count('SELECT count(*)::int AS n FROM hub_information WHERE carton_number = 77')).toBe(0);

    const refused = await post({ hubIds: [...hubIds, 999_999], changes });
    expect(refused.status).toBe(400);
    expect(await count('SELECT count(*)::int AS n FROM hub_information WHERE carton_number = 77')).toBe(0);

    const applied = await post({ hubIds, changes });
    expect(applied.status).toBe(200);
    expect(await count('SELECT count(*)::int AS n FROM hub_information WHERE carton_number = 77')).toBe(3);
    expect(
      await count(
        `SELECT count(*)::int AS n FROM hub_action_log WHERE type = 'stock' AND hubid = ANY($1::int[])
           AND action LIKE 'Stock modified by staff@hubs.example: carton_number % → 77'`,
        [hubIds],
      ),
    ).toBe(3);
  });

  it('answers the date rules with the spec messages', async () => {
    const reply = await post({
      hubIds: [1],
      changes: { installation_state_id: 4, dispatched: '2013-05-01' },
    });
    expect(reply.status).toBe(400);
    const data = reply.body.data as unknown as { errors: { field: string; message: string }[] };
    expect(data.errors).toEqual([
      { field: 'installed', message: 'The installation date should be set (estimate, if not known)' },
      { field: 'dispatched', message: 'The dispatched date should be real, or empty.' },
    ]);
  });

  it('refuses ids no lookup row has on their fields, the same in a preview, writing nothing', async () => {
    const changes = { stock_status_id: 999, shipment_number: 998, stock_location_id: 1, carton_number: 4343 };
    for (const preview of [true, false]) {
      const reply = await post({ hubIds: [1], changes, preview });
      expect(reply.status).toBe(400);
      const data = reply.body.data as unknown as { errors: { field: string; message: string }[] };
      expect(data.errors).toEqual([
        { field: 'stock_status_id', message: 'Stock status 999 does not exist.' },
        { field: 'shipment_number', message: 'Shipment 998 does not exist.' },
      ]);
    }
    expect(await count('SELECT count(*)::int AS n FROM hub_information WHERE carton_number = 4343')).toBe(0);
    // Named together with the date rules, not one after the other.
    const both = await post({ hubIds: [1], changes: { installer_id: 999, dispatched: '2013-05-01' } });
    expect((both.body.data as unknown as { errors: { field: string }[] }).errors.map((e) => e.field)).toEqual(
      ['dispatched', 'installer_id'],
    );
  });

  it('refuses a number past what the columns hold on its field (400), not as a database fault', async () => {
    const reply = await post({
      hubIds: [1],
      changes: { carton_number: 99999999999 },
    });
    expect(reply.status).toBe(400);
    const data = reply.body.data as unknown as { errors: { field: string; message: string }[] };
    expect(data.errors).toEqual([
      { field: 'carton_number', message: 'Carton must be at most 2,147,483,647.' },
    ]);
  });

  it('leaves every hub as it was when the batch fails half-way', async () => {
    const ids = (await api.db.query('SELECT hubid FROM hubs ORDER BY hubid LIMIT 6')) as { hubid: number }[];
    const hubIds = ids.map((row) => row.hubid);
    const failing = hubIds[3]!;
    // A real database failure on the fourth hub, after three hubs were already written.
    await api.db.exec(`
      CREATE FUNCTION stock_test_fail() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF NEW.hubid = ${failing} THEN RAISE EXCEPTION 'disk on fire'; END IF;
        RETURN NEW;
      END $$;
      CREATE TRIGGER stock_test_fail BEFORE UPDATE ON hub_information
        FOR EACH ROW EXECUTE FUNCTION stock_test_fail();`);
    try {
      const reply = await post({ hubIds, changes: { stock_docket_number: 4242 } });
      expect(reply.status).toBe(500);
      expect(
        await count('SELECT count(*)::int AS n FROM hub_information WHERE stock_docket_number = 4242'),
      ).toBe(0);
      expect(
        await count(
          `SELECT count(*)::int AS n FROM hub_action_log WHERE action LIKE '%stock_docket_number%'`,
        ),
      ).toBe(0);
    } finally {
      await api.db.exec('DROP TRIGGER stock_test_fail ON hub_information; DROP FUNCTION stock_test_fail();');
    }
  });
});

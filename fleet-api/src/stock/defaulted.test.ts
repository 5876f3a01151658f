// All Stock filtered on a defaulted field (installation state, stock status, stock location; spec 1 §4):
// answered from the records showing the value and, for 1, the hubs with no record (hub/hubRecord
// DefaultedHubs), instead of one condition over the left join. Every answer must be the one the shown
// values give: the same rows, in the same order, with the same total, on every page, for 1, for other
// values and for lists mixing them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningFleetApi } from '../app.js';
import { call, login } from '../test-support/client.js';
import { databaseVariants } from '../test-support/databases.js';
import {
  INSTALLATION_STATE_ID,
  STOCK_LOCATION_ID,
  STOCK_STATUS_ID,
  hubsInInstallationStates,
  hubsInStockLocations,
  hubsInStockStatuses,
  installationStateIn,
} from '../hub/hubRecord.js';
import type { StockPage as Page } from './list.js';

type Row = Record<string, unknown>;
type Field = 'installation_state_id' | 'stock_status_id' | 'stock_location_id';

const FIELDS: Readonly<
  Record<
    Field,
    { shown: string; hubsIn: typeof hubsInInstallationStates; shownIn?: typeof installationStateIn }
  >
> = {
  installation_state_id: {
    shown: INSTALLATION_STATE_ID,
    hubsIn: hubsInInstallationStates,
    shownIn: installationStateIn,
  },
  stock_status_id: { shown: STOCK_STATUS_ID, hubsIn: hubsInStockStatuses },
  stock_location_id: { shown: STOCK_LOCATION_ID, hubsIn: hubsInStockLocations },
};

// Stored state, status and location of the hubs set up below (undefined: no record at all), and what
// each shows: a hub with no stock location shows state 1 and status 1 where none is stored, and every
// hub without a location shows location 1.
const CASES: { stored?: [number | null, number | null, number | null]; shows: (number | null)[] }[] = [
  { shows: [1, 1, 1] },
  { shows: [1, 1, 1] },
  { stored: [null, null, null], shows: [1, 1, 1] },
  { stored: [null, null, 6], shows: [null, null, 6] },
  { stored: [3, 2, null], shows: [3, 2, 1] },
  { stored: [1, null, null], shows: [1, 1, 1] },
  { stored: [null, 1, 1], shows: [null, 1, 1] },
  { stored: [1, 1, 4], shows: [1, 1, 4] },
  { stored: [2, null, 1], shows: [2, null, 1] },
  { stored: [null, 3, 3], shows: [null, 3, 3] },
];

describe.each(databaseVariants())('All Stock filtered on a defaulted field on $name', (variant) => {
  let api: RunningFleetApi;
  let token: string;
  let cases: number[];
  // Every hub with the state, status and location the unfiltered list shows it in, in hub id order.
  let all: Row[];

  const get = async <T>(path: string) => {
    const reply = await call<T>(api, `/api/private${path}`, { token });
    expect(reply.status, path).toBe(200);
    return reply.body.data;
  };
  const shownIds = (field: Field, values: number[]) =>
    all.filter((row) => values.includes(row[field] as number)).map((row) => row['hubid'] as number);

  beforeAll(async () => {
    api = await variant.start({ seedHubs: 150 });
    token = await login(api, 'staff@hubs.example');
    // Spread over the fleet, so each set's hubs interleave with the others' on a page in hub id order.
    const ids = (
      (await api.db.query(
        'SELECT hubid FROM hub_information WHERE stock_location_id IS NOT NULL ORDER BY hubid',
      )) as { hubid: number }[]
    ).map((row) => row.hubid);
    const step = Math.floor(ids.length / CASES.length);
    cases = CASES.map((_, n) => ids[n * step + 3]!);
    for (const [n, { stored }] of CASES.entries()) {
      if (stored === undefined)
        await api.db.query('DELETE FROM hub_information WHERE hubid = $1', [cases[n]]);
      else
        await api.db.query(
          `UPDATE hub_information SET installation_state_id = $2, stock_status_id = $3, stock_location_id = $4
            WHERE hubid = $1`,
          [cases[n], ...stored],
        );
    }
    all = (await get<Page>('/stock?sortby=hubid&limit=1000')).rows;
  });
  afterAll(() => api?.close());

  it('shows the hubs set up as the spec’s defaults say, with hubs of each kind among the 1s', async () => {
    for (const [n, { shows }] of CASES.entries()) {
      const row = all.find((r) => r['hubid'] === cases[n])!;
      expect(
        [row['installation_state_id'], row['stock_status_id'], row['stock_location_id']],
        `hub ${cases[n]}`,
      ).toEqual(shows);
    }
    const [{ n: noRecord }] = (await api.db.query(
      'SELECT count(*)::int AS n FROM hubs h WHERE NOT EXISTS (SELECT 1 FROM hub_information i WHERE i.hubid = h.hubid)',
    )) as [{ n: number }];
    expect(noRecord).toBeGreaterThanOrEqual(2);
    expect(all.length).toBe(
      ((await api.db.query('SELECT count(*)::int AS n FROM hubs')) as [{ n: number }])[0].n,
    );
  });

  it('lists and counts exactly the hubs showing the value, every page in hub id order either way', async () => {
    for (const field of Object.keys(FIELDS) as Field[])
      for (const value of [1, 2, 6, 8]) {
        const wanted = shownIds(field, [value]);
        for (const dir of ['asc', 'desc'] as const) {
          const ordered = dir === 'asc' ? wanted : [...wanted].reverse();
          for (const [limit, offset] of [
            [1000, 0],
            [3, 0],
            [7, 5],
            [5, Math.max(0, wanted.length - 3)],
            [5, wanted.length + 1],
          ] as const) {
            const what = `${field} ${value} ${dir} limit ${limit} offset ${offset}`;
            const page = await get<Page>(
              `/stock?sortby=${field}&sortvalue=${value}&ascdesc=${dir}&limit=${limit}&offset=${offset}`,
            );
            expect(page.total_count, what).toBe(wanted.length);
            const ids = ordered.slice(offset, offset + limit);
            expect(
              page.rows.map((row) => row['hubid']),
              what,
            ).toEqual(ids);
            // Each row whole, as the unfiltered list shows that hub.
            expect(page.rows, what).toEqual(ids.map((id) => all.find((row) => row['hubid'] === id)));
          }
        }
      }
    // The 1s hold every kind set up: no record, a record with nothing set, a stored 1.
    for (const [n, { shows }] of CASES.entries())
      for (const [k, field] of (Object.keys(FIELDS) as Field[]).entries())
        expect(shownIds(field, [1]).includes(cases[n]!), `hub ${cases[n]} ${field}`).toBe(shows[k] === 1);
    // "01" is 1.
    const padded = await get<Page>('/stock?sortby=stock_status_id&sortvalue=01&limit=1000');
    expect(padded.rows.map((row) => row['hubid'])).toEqual(shownIds('stock_status_id', [1]));
  });

  it('answers lists of values, 1 among them or not, as the shown values do (hub/hubRecord’s sets and conditions)', async () => {
    const sql = async (text: string, params: unknown[]) => api.db.query<Row>(text, params);
    for (const [field, { shown, hubsIn, shownIn }] of Object.entries(FIELDS) as [
      Field,
      (typeof FIELDS)[Field],
    ][])
      for (const values of [[1], [1, 3], [3, 1], [2, 6], [1, 2, 3, 4, 5, 6, 7], [6], [8], [1, 8]]) {
        const what = `${field} [${values}]`;
        const one = values.includes(1);
        const wanted = shownIds(field, values);
        const reference = (
          await sql(
            `SELECT h.hubid FROM hubs h LEFT JOIN hub_information i ON i.hubid = h.hubid
                      WHERE ${shown} = ANY($1::int[]) ORDER BY h.hubid`,
            [values],
          )
        ).map((row) => row['hubid']);
        expect(reference, what).toEqual(wanted);
        // The condition over the left join (the hub list's state filter).
        if (shownIn) {
          const viaCondition = await sql(
            `SELECT h.hubid FROM hubs h LEFT JOIN hub_information i ON i.hubid = h.hubid
              WHERE ${shownIn('$1::int[]', one)} ORDER BY h.hubid`,
            [values],
          );
          expect(
            viaCondition.map((row) => row['hubid']),
            what,
          ).toEqual(wanted);
        }
        // The two sets: their count, and pages of them either way.
        const hubs = hubsIn('$1::int[]', one);
        const [{ n }] = (await sql(`SELECT (${hubs.count})::int AS n`, [values])) as [{ n: number }];
        expect(n, what).toBe(wanted.length);
        for (const dir of ['ASC', 'DESC'] as const)
          for (const [limit, offset] of [
            [1000, 0],
            [4, 0],
            [4, 3],
            [10, Math.max(0, wanted.length - 4)],
          ] as const) {
            const page = await sql(hubs.page(dir, '$2', '$3'), [values, limit, offset]);
            const ordered = dir === 'ASC' ? wanted : [...wanted].reverse();
            expect(
              page.map((row) => row['hubid']),
              `${what} ${dir} ${limit} ${offset}`,
            ).toEqual(ordered.slice(offset, offset + limit));
          }
      }
  });
});

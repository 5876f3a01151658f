#!/usr/bin/env node
// The installation reports grid (/mastersheet?panel=reports) at 100,000 rows in Chromium (issue 11): time
// to the first rows, a drag of the scrollbar to the middle and to the end, a column search, the rows in
// the DOM, the JS heap while walking the whole result and the requests and upstream calls per scroll
// step (bench/lib/gridBench.mjs). 100,000 rows alone or at scale (on PostgreSQL when DATABASE_URL is set,
// schema bench_reports_grid_100000, kept for the next run unless BENCH_FRESH=1); 5,000 inside a plain
// `npm run bench`; BENCH_GRID_ROWS sets another size. Built packages needed (`npx turbo run build`).
//
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test node bench/reports-grid/run.mjs
//
// Exports run({ log }) for the bench runner; run on its own it prints the result as JSON.
import { gridBenchmark, runWhenMain } from '../lib/gridBench.mjs';

// Columns given their own value in each copy; every other column is copied from a demo-seeded row.
const OWN = {
  uid: 'top.uid + g',
  unique_id: 'top.unique_id + g',
  job_id: `'GB' || (top.uid + g)`,
  // Distinct, random-looking MPRNs, as the demo seed makes them (a multiplier modulo a prime).
  mprn: `'20' || lpad(((g::bigint * 48271) % 999999937)::text, 9, '0')`,
  // Spread over earlier uploads, so the grid's order (newest upload first) interleaves the copies.
  uploaded: 's.uploaded - make_interval(mins => g)',
};

/** Bulk seed: copies of the demo seed's installation rows, made by one INSERT … SELECT in the database. */
const seed = {
  count: async (db) => (await db.query('SELECT count(*)::int AS n FROM installations'))[0].n,
  async fill(db, missing) {
    const columns = (
      await db.query(
        `SELECT column_name FROM information_schema.columns
          WHERE table_schema = current_schema() AND table_name = 'installations' ORDER BY ordinal_position`,
      )
    ).map((row) => row.column_name);
    // A large pending list lets the trigram (GIN) indexes take the rows in bulk rather than one by one.
    await db.query(`SET gin_pending_list_limit = '64MB'`);
    await db.query(
      `WITH s AS (SELECT row_number() OVER (ORDER BY uid) - 1 AS k, * FROM installations),
            top AS (SELECT max(uid) AS uid, coalesce(max(unique_id), 0) AS unique_id, count(*) AS n
                      FROM installations)
       INSERT INTO installations (${columns.map((c) => `"${c}"`).join(', ')})
       SELECT ${columns.map((c) => OWN[c] ?? `s."${c}"`).join(', ')}
         FROM generate_series(1, $1::int) g CROSS JOIN top JOIN s ON s.k = g % top.n`,
      [missing],
    );
    await db.query(`RESET gin_pending_list_limit`);
    // The uids were written explicitly: later inserts (uploads) must start past them.
    await db.query(
      `SELECT setval(pg_get_serial_sequence('installations', 'uid'), (SELECT max(uid) FROM installations))`,
    );
    await db.query('ANALYZE installations');
  },
};

// A text column's search, typed and applied as a person would (the search box, then Enter).
const filter = {
  name: 'city contains "Cork"',
  apply: async (page) => {
    await page.getByLabel('Search city', { exact: true }).fill('Cork');
    await page.getByLabel('Search city', { exact: true }).press('Enter');
  },
  clear: (page) => page.getByLabel('Clear search city', { exact: true }).click(),
};

export const run = ({ log = console.log } = {}) =>
  gridBenchmark({
    name: 'reports-grid',
    area: 'reports_grid',
    small: 5000,
    seed,
    title: 'Installation reports grid (/mastersheet?panel=reports) in Chromium',
    route: '/mastersheet?panel=reports',
    label: 'Installation reports',
    filter,
    log,
  });

runWhenMain(import.meta.url, run);

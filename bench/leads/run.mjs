#!/usr/bin/env node
// The leads master sheet (/mastersheet?panel=master) at 100,000 leads in Chromium (issue 13): time to the
// first rows, a drag of the scrollbar to the middle and to the end, a column search (filtered rows), the
// rows in the DOM and the requests per step — the grid benchmark's harness (bench/lib/gridBench.mjs) with
// the master sheet's route, label, seed (bench/leads/seedLeads.mjs) and search. 100,000 leads alone or at
// scale (on PostgreSQL when DATABASE_URL is set, schema bench_leads_100000, kept unless BENCH_FRESH=1);
// 2,000 inside a plain `npm run bench`; BENCH_GRID_ROWS sets another size. The walk through every row is
// the reports grid's (the same shared grid); BENCH_GRID_WALK=1 adds it here. Needs `npx turbo run build`.
//
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test node bench/leads/run.mjs
import { gridBenchmark, runWhenMain } from '../lib/gridBench.mjs';
import { seedLeads } from './seedLeads.mjs';

/** Bulk seed: leads made by one INSERT … SELECT generate_series (seedLeads.mjs). */
const seed = {
  count: async (db) => (await db.query('SELECT count(*)::int AS n FROM leads'))[0].n,
  fill: (db, missing) => seedLeads((sql, params) => db.query(sql, params), missing),
};

// A text column's search, typed and applied as a person would (the search box, then Enter).
const filter = {
  name: 'City contains "gal"',
  apply: async (page) => {
    await page.getByLabel('Search City', { exact: true }).fill('gal');
    await page.getByLabel('Search City', { exact: true }).press('Enter');
  },
  clear: (page) => page.getByLabel('Clear search City', { exact: true }).click(),
};

export const run = ({ log = console.log } = {}) =>
  gridBenchmark({
    name: 'leads',
    area: 'leads',
    small: 2000,
    seed,
    title: 'Leads master sheet (/mastersheet?panel=master) in Chromium',
    route: '/mastersheet?panel=master',
    label: 'Master sheet',
    filter,
    walk: process.env.BENCH_GRID_WALK === '1',
    log,
  });

runWhenMain(import.meta.url, run);

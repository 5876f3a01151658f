#!/usr/bin/env node
// The stock list at scale: the All Stock grid's own request (GraphQL `stock`, filtered, sorted and paged
// in SQL by fleet-api) — the first page, a filtered page (carton 7, descending), the first page filtered
// on each defaulted field (installation state, stock status, stock location: value 1, which holds the hubs
// with nothing stored, and a value only stored records hold), a page deep into the list (offset paging),
// and the summary — with SEED_HUBS hubs (default 100000; 2000 inside a plain `npm run bench`), on
// PostgreSQL when DATABASE_URL is set (schema bench_stock_<hubs>, kept for the next run unless
// BENCH_FRESH=1), else on in-memory PGlite. Built packages needed (`npx turbo run build`).
//
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test node bench/stock/run.mjs
//
// STOCK_FLEET_API=<another build's fleet-api dist/app.js> serves the API from that build instead (e.g. a
// copy of the dist made before a change, kept under bench/.tmp/ where it still resolves the packages):
// runs of the two builds taken in turns are a before/after on the same machine load and, on PostgreSQL,
// the same seeded schema.
//
// Exports run({ log }) for the bench runner; run on its own it prints the result as JSON.
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { startFleetApi as thisBuildsFleetApi } from '@hub/fleet-api';
import { startGateway } from '@hub/gateway';
import { graphql } from '../lib/graphql.mjs';
import { screenQueries } from '../lib/screenQueries.mjs';
import { timings } from '../lib/stats.mjs';

// The All Stock and Stock Summary screens' own documents, read from web/src, asked as the grid asks
// (web/src/ui/grid/rowWindow.ts): 500 rows first, with the total (withTotal); 500 rows where a scroll
// or a jump lands, without it.
const PAGE = 500;
const ROWS = 'AllStockPage_Rows';
const SUMMARY = 'StockSummaryPage_Query';

// The defaulted fields (spec 1 §4): a hub with no stock record, or with the column and its stock location
// unset, shows 1, so a filter on 1 finds hubs no index on hub_information lists. Each is timed on 1 and on
// a value only a stored record holds (in the seed: state 2 Allocated, status 3 With installer, location 3
// HES depot: 4,644, 4,644 and 1,570 of 100,000 hubs, where 1 is 3,164, 3,164 and 4,295).
const DEFAULTED = [
  { sortBy: 'INSTALLATION_STATE', label: 'installation state', other: '2' },
  { sortBy: 'STOCK_STATUS', label: 'stock status', other: '3' },
  { sortBy: 'STOCK_LOCATION', label: 'stock location', other: '3' },
];

export async function run({ log = console.log } = {}) {
  const defaultHubs = process.env.BENCH_SCALE === '0' ? 2000 : 100_000;
  const hubs = Number(process.env.SEED_HUBS || defaultHubs);
  const repeat = Number(process.env.REPEAT ?? 20);
  const databaseUrl = process.env.DATABASE_URL ?? null;
  const schema = `bench_stock_${hubs}`;
  const engine = databaseUrl ? 'PostgreSQL' : 'PGlite';
  const build = process.env.STOCK_FLEET_API;
  const startFleetApi = build ? (await import(pathToFileURL(build).href)).startFleetApi : thisBuildsFleetApi;
  if (build) log(`fleet-api from ${build}.`);
  const start = (over = {}) =>
    startFleetApi({
      port: 0,
      databaseUrl,
      ...(databaseUrl ? { databaseSchema: schema } : {}),
      dataDir: null,
      seedHubs: hubs,
      logger: false,
      ...over,
    });

  const seedStart = performance.now();
  let fleet = await start();
  const [{ count }] = await fleet.db.query('SELECT count(*)::int AS count FROM hubs');
  if (databaseUrl && (process.env.BENCH_FRESH === '1' || count < hubs * 0.9)) {
    log(`Schema ${schema} holds ${count} hubs; seeding ${hubs} afresh.`);
    await fleet.db.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
    await fleet.close();
    fleet = await start();
  }
  const seedSeconds = Math.round((performance.now() - seedStart) / 100) / 10;
  if (databaseUrl) await fleet.db.query('ANALYZE hubs; ANALYZE hub_information').catch(() => {});
  const [{ total }] = await fleet.db.query('SELECT count(*)::int AS total FROM hubs');
  log(`${engine}: ${total} hubs ready after ${seedSeconds} s.`);

  const gateway = await startGateway({
    port: 0,
    upstreamUrl: fleet.url,
    apiKey: fleet.apiKey,
    redisUrl: null,
    webDist: null,
    logger: false,
  });
  try {
    const login = await graphql(
      gateway.url,
      'mutation { login(email: "staff@hubs.example", password: "demo") { token } }',
      {},
    );
    const token = login.data.login.token;
    const documents = screenQueries();
    const time = async (operation, variables) => {
      const query = documents.get(operation);
      const samples = [];
      let answer;
      for (let n = 0; n < repeat; n++) {
        const t = performance.now();
        answer = (await graphql(gateway.url, query, variables, token)).data;
        samples.push(performance.now() - t);
      }
      return { ...timings(samples), answer };
    };
    const base = { sortBy: 'HUB_ID', direction: 'ASC', first: PAGE, offset: 0, withTotal: true };
    const first = await time(ROWS, base);
    const filtered = await time(ROWS, {
      ...base,
      sortBy: 'CARTON_NUMBER',
      filterValue: '7',
      direction: 'DESC',
    });
    // The first page filtered on each defaulted field, with its total, as the grid asks after a filter is
    // picked, ascending.
    const defaulted = [];
    for (const field of DEFAULTED)
      for (const value of ['1', field.other])
        defaulted.push({
          name: `filtered page (${field.label} ${value})`,
          m: await time(ROWS, { ...base, sortBy: field.sortBy, filterValue: value }),
        });
    const middle = Math.floor(total / 2 / PAGE) * PAGE;
    // A page from the middle, as the grid asks for one when scrolled there (offset, not a made-up cursor).
    const deep = await time(ROWS, { ...base, sortBy: 'INSTALLER', offset: middle, withTotal: false });
    const summary = await time(SUMMARY, {});
    const row = (name, m, extra) => ({
      name,
      medianMs: m.medianMs,
      p95Ms: m.p95Ms,
      minMs: m.minMs,
      ...extra,
    });
    const rows = [
      row('first page (hub id asc)', first, { matches: first.answer.stock.totalCount }),
      row('filtered page (carton 7, desc)', filtered, { matches: filtered.answer.stock.totalCount }),
      ...defaulted.map(({ name, m }) => row(name, m, { matches: m.answer.stock.totalCount })),
      row(`page at offset ${middle} (sorted by installer)`, deep, {}),
      row('stock summary (3 tables)', summary, {}),
    ];
    for (const r of rows) log(`${r.name}: median ${r.medianMs} ms, p95 ${r.p95Ms} ms.`);
    const markdown = [
      `Stock list through the gateway, ${engine}, ${total} hubs, ${PAGE} a page, ${repeat} runs each:`,
      '',
      '| request | median ms | p95 ms | min ms | matching items |',
      '|---|---|---|---|---|',
      ...rows.map((r) => `| ${r.name} | ${r.medianMs} | ${r.p95Ms} | ${r.minMs} | ${r.matches ?? ''} |`),
    ].join('\n');
    return {
      name: 'stock',
      engine,
      hubs: total,
      pageSize: PAGE,
      seedSeconds,
      build: build ?? null,
      rows,
      markdown,
    };
  } finally {
    await gateway.close();
    await fleet.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  run()
    .then((result) => console.log(JSON.stringify(result, null, 2)))
    .catch((error) => {
      console.error(error);
      process.exitCode = 1;
    });
}

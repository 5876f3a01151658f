#!/usr/bin/env node
// Hub lists at scale: is the last page of All Hubs (/hubs/all, the screen's AllHubsPage_Query) as fast
// as the first?
// Starts fleet-api and the gateway in this process (built packages: run `npx turbo run build` first),
// with SEED_HUBS hubs (default 100000; 2000 inside a plain `npm run bench`) on PostgreSQL when DATABASE_URL is set (its own schema, kept for
// the next run unless BENCH_FRESH=1), else on in-memory PGlite. It walks every page once through the
// gateway (so the last page is reached by the cursor the screen would use), then times the first and
// the last page REPEAT times each, and shows the plan PostgreSQL picks for the last page.
//
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test node bench/hub-list/run.mjs
//
// Exports run({ log }) for a bench runner; run on its own it prints the result as JSON.
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { startFleetApi } from '@hub/fleet-api';
import { startGateway } from '@hub/gateway';
import { graphql } from '../lib/graphql.mjs';
import { screenQueries } from '../lib/screenQueries.mjs';
import { timings } from '../lib/stats.mjs';

const PAGE = 200;
// The All Hubs screen's own document (its columns are the fragment HubListColumns), read from web/src.
const OPERATION = 'AllHubsPage_Query';

export async function run({ log = console.log } = {}) {
  // Inside a plain `npm run bench` (BENCH_SCALE=0) the demo fleet's size; 100,000 on its own or at scale.
  const defaultHubs = process.env.BENCH_SCALE === '0' ? 2000 : 100_000;
  const hubs = Number(process.env.SEED_HUBS || defaultHubs);
  const repeat = Number(process.env.REPEAT ?? 30);
  const databaseUrl = process.env.DATABASE_URL ?? null;
  const schema = `bench_hub_list_${hubs}`;
  const engine = databaseUrl ? 'PostgreSQL' : 'PGlite';
  if (!databaseUrl) log('DATABASE_URL is not set: measuring on in-memory PGlite, not PostgreSQL.');

  const seedStart = performance.now();
  let fleet = await startFleetApi({
    port: 0,
    databaseUrl,
    ...(databaseUrl ? { databaseSchema: schema } : {}),
    dataDir: null,
    seedHubs: hubs,
    logger: false,
  });
  const [{ count }] = await fleet.db.query('SELECT count(*)::int AS count FROM hubs');
  if (databaseUrl && (process.env.BENCH_FRESH === '1' || count < hubs * 0.9)) {
    log(`Schema ${schema} holds ${count} hubs; seeding ${hubs} afresh.`);
    await fleet.db.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
    await fleet.close();
    fleet = await startFleetApi({
      port: 0,
      databaseUrl,
      databaseSchema: schema,
      dataDir: null,
      seedHubs: hubs,
      logger: false,
    });
  }
  const seedSeconds = Math.round((performance.now() - seedStart) / 100) / 10;
  // A schema seeded by an older build may never have been analyzed (autovacuum had not got to it);
  // the seed analyzes hubs itself now. Without statistics PostgreSQL plans the first page as a sort of
  // the whole table.
  if (databaseUrl) {
    await fleet.db.query('ANALYZE hubs');
    await fleet.db.query('ANALYZE hub_information');
  }
  const [{ total }] = await fleet.db.query('SELECT count(*)::int AS total FROM hubs');
  log(`${engine}: ${total} hubs ready after ${seedSeconds} s (seeded now: ${fleet.seeded}).`);

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
    const query = screenQueries().get(OPERATION);
    const page = async (after) => {
      const start = performance.now();
      const answer = await graphql(gateway.url, query, { first: PAGE, after }, token);
      return { ms: performance.now() - start, answer };
    };

    // Walk every page once, as Next would.
    const walkStart = performance.now();
    const walk = [];
    let after = null;
    let lastAfter = null;
    let rows = 0;
    let maxCalls = 0;
    for (;;) {
      const { ms, answer } = await page(after);
      walk.push(ms);
      rows += answer.data.hubs.edges.length;
      maxCalls = Math.max(maxCalls, answer.upstreamCalls);
      if (!answer.data.hubs.pageInfo.hasNextPage) break;
      lastAfter = after = answer.data.hubs.pageInfo.endCursor;
    }
    lastAfter = after;
    const walkSeconds = Math.round((performance.now() - walkStart) / 100) / 10;
    log(
      `Walked ${walk.length} pages (${rows} hubs) in ${walkSeconds} s; at most ${maxCalls} upstream call(s) a page.`,
    );

    const first = [];
    const last = [];
    for (let n = 0; n < repeat; n++) {
      first.push((await page(null)).ms);
      last.push((await page(lastAfter)).ms);
    }
    const firstPage = timings(first);
    const lastPage = timings(last);
    const ratio = Math.round((lastPage.medianMs / firstPage.medianMs) * 100) / 100;
    log(`First page: median ${firstPage.medianMs} ms, p95 ${firstPage.p95Ms} ms.`);
    log(`Last page (${walk.length}): median ${lastPage.medianMs} ms, p95 ${lastPage.p95Ms} ms (x${ratio}).`);

    let plan = null;
    if (databaseUrl) {
      // A cursor is the list's kind and its key, JSON in base64url (gateway/src/common/connection.ts).
      const lastId = Number(JSON.parse(Buffer.from(lastAfter ?? 'WzBd', 'base64url').toString()).at(-1) ?? 0);
      const explained = await fleet.db.query(
        `EXPLAIN (ANALYZE, BUFFERS, FORMAT TEXT)
         SELECT h.hubid, i.installed FROM hubs h LEFT JOIN hub_information i ON i.hubid = h.hubid
          WHERE h.machineid NOT LIKE '%\\_%' AND h.hubid > $1 ORDER BY h.hubid LIMIT ${PAGE + 1}`,
        [lastId],
      );
      plan = explained.map((row) => row['QUERY PLAN']).join('\n');
    }

    return {
      name: 'hub-list',
      engine,
      hubs: total,
      pageSize: PAGE,
      pages: walk.length,
      rows,
      seedSeconds,
      walkSeconds,
      walkPage: timings(walk),
      maxUpstreamCallsPerPage: maxCalls,
      firstPage,
      lastPage,
      lastOverFirst: ratio,
      plan,
    };
  } finally {
    await gateway.close();
    await fleet.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  run()
    .then((result) => {
      console.log(JSON.stringify(result, null, 2));
    })
    .catch((error) => {
      console.error(error);
      process.exitCode = 1;
    });
}

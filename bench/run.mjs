#!/usr/bin/env node
// npm run bench: what the gateway costs, measured side by side with the fleet REST API it wraps.
// Starts its own fleet-api and gateway (child processes, free ports), measures the four comparisons of
// bench/lib/scenarios.mjs, the page timings in Chromium, a CPU profile of the gateway on the hub overview,
// then every area benchmark bench/<name>/run.mjs; prints the tables and writes bench/results.md.
//
// Environment (all optional):
//   BENCH_DURATION=5       seconds measured per row (after BENCH_WARMUP=1.5 s of warm-up)
//   BENCH_CONCURRENCY=8    operations in flight at once (virtual users of the closed loop)
//   BENCH_SCALE=1          the scale run: SEED_HUBS=100000 on PostgreSQL (DATABASE_URL required), results
//                          in bench/results-scale.md; the seeded schema is kept for the next scale run
//   BENCH_PAGES=0          skip the Chromium page timings;  BENCH_PROFILE=0  skip the CPU profile
//   BENCH_EXTRAS=0         skip the area benchmarks;        BENCH_BUILD=0    do not run turbo build first
//   BENCH_OUT=path         write the results elsewhere
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, freemem, loadavg, totalmem, tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { extraMarkdown, findExtras, runExtra } from './lib/extras.mjs';
import { closePools, measure, measureInterleaved } from './lib/load.mjs';
import { pageTimings } from './lib/pageTiming.mjs';
import { startServer } from './lib/processes.mjs';
import { summarizeProfile } from './lib/profile.mjs';
import { ms, rate, table } from './lib/report.mjs';
import { OVERVIEW, clients, scenarios } from './lib/scenarios.mjs';
import { ADMIN, DEMO_PASSWORD, signIn } from './lib/signIn.mjs';
import { crossCheck } from './lib/crossCheck.mjs';

const benchDir = dirname(fileURLToPath(import.meta.url));
const root = join(benchDir, '..');
const env = process.env;
const num = (name, fallback) => (env[name] ? Number(env[name]) : fallback);
const off = (name) => env[name] === '0' || env[name] === 'false';

const scale = env.BENCH_SCALE === '1' || env.BENCH_SCALE === 'true';
const config = {
  durationMs: num('BENCH_DURATION', 5) * 1000,
  warmupMs: num('BENCH_WARMUP', 1.5) * 1000,
  concurrency: num('BENCH_CONCURRENCY', 8),
  seedHubs: scale ? 100_000 : num('SEED_HUBS', 2000),
  databaseUrl: scale ? (env.DATABASE_URL ?? null) : null,
  out: env.BENCH_OUT ?? join(benchDir, scale ? 'results-scale.md' : 'results.md'),
};
if (scale && !config.databaseUrl) {
  console.error(
    'BENCH_SCALE=1 measures on PostgreSQL: set DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/test).',
  );
  process.exit(2);
}

const runStarted = Date.now();
const loadAtStart = loadavg()
  .map((l) => l.toFixed(2))
  .join(' / ');
const log = (...args) => console.log(...args);
const elapsed = () => `${((Date.now() - runStarted) / 1000).toFixed(0)} s`;

function versionOf(pkg) {
  for (const base of [root, join(root, 'gateway'), join(root, 'fleet-api'), join(root, 'web')]) {
    try {
      return JSON.parse(readFileSync(join(base, 'node_modules', pkg, 'package.json'), 'utf8')).version;
    } catch {
      // not installed at this level
    }
  }
  return '?';
}

function git(...args) {
  const result = spawnSync('git', args, { cwd: root, encoding: 'utf8' });
  return result.status === 0 ? result.stdout.trim() : '?';
}

if (!off('BENCH_BUILD')) {
  log('Building (turbo run build) ...');
  const build = spawnSync(
    join(root, 'node_modules/.bin/turbo'),
    ['run', 'build', '--output-logs=errors-only'],
    {
      cwd: root,
      stdio: 'inherit',
    },
  );
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const schemaName = scale ? `bench_scale_${config.seedHubs}` : undefined;

log(
  `Starting fleet-api (${config.databaseUrl ? `PostgreSQL, schema ${schemaName}` : 'PGlite in memory'}, ` +
    `${config.seedHubs} hubs) ...`,
);
const fleet = await startServer('fleet-api', {
  port: 0,
  databaseUrl: config.databaseUrl,
  ...(schemaName ? { databaseSchema: schemaName } : {}),
  dataDir: null,
  seedHubs: config.seedHubs,
  demoPassword: DEMO_PASSWORD,
});
log(
  `  fleet-api ready in ${(fleet.startMs / 1000).toFixed(1)} s (migrate${scale ? ', seed if empty' : ' and seed'})`,
);
const gatewayOptions = {
  port: 0,
  upstreamUrl: fleet.url,
  apiKey: fleet.apiKey,
  webDist: join(root, 'web/dist'),
  cachePrefix: 'bench:',
};
const gateway = await startServer('gateway', gatewayOptions);

const token = await signIn(gateway.url);
const c = clients({ gatewayUrl: gateway.url, fleetUrl: fleet.url, apiKey: fleet.apiKey, token });

// 50 hubs spread over the fleet, so the overview rows do not ask for one hub over and over.
const candidates = Array.from({ length: 50 }, (_, i) => 1001 + Math.floor((i * config.seedHubs) / 50));
const hubIds = [];
for (const id of candidates) {
  const { data } = await c.graphql('query ($id: Int!) { hub(id: $id) { id } }', { id });
  if (data.hub) hubIds.push(id);
}
if (hubIds.length === 0) throw new Error('no hubs found');

// --- 1-4: the side-by-side comparisons ------------------------------------------------------------
const cpu = { gateway: () => gateway.cpuMicros(), fleetApi: () => fleet.cpuMicros() };
const rows = await scenarios(c, { hubIds, cold: (on) => gateway.command('coldLookups', { on }) });
log(
  `\nMeasuring ${rows.filter((r) => !r.skip).length} operations, each ${config.durationMs / 1000} s with 1 in flight ` +
    `(latency; the variants of a scenario take turns) and ${config.durationMs / 1000} s with ${config.concurrency} in flight (throughput) ...`,
);
// Latency: the variants of a scenario take turns, one in flight (see measureInterleaved). Throughput:
// each variant alone with the load applied. Rows with a `before` (cold/warm cache) are measured alone.
const results = rows.map((row) => ({ ...row }));
const groups = new Map();
for (const row of results.filter((r) => !r.skip)) {
  const key = row.before ? `${row.scenario}/${row.variant}` : row.scenario;
  if (!groups.has(key)) groups.set(key, []);
  groups.get(key).push(row);
}
for (const group of groups.values()) {
  await group[0].before?.();
  const singles = await measureInterleaved(
    group.map((row) => row.op),
    config,
  );
  for (const [i, row] of group.entries()) {
    row.single = singles[i];
    row.loaded = await measure(row.op, { ...config, cpu });
    log(
      `  ${row.scenario} / ${row.variant}: p50 ${ms(row.single.p50)} ms alone; ${rate(row.loaded.opsPerSec)} op/s, ` +
        `p50 ${ms(row.loaded.p50)} ms with ${config.concurrency} in flight; upstream calls ${row.loaded.upstreamCalls}`,
    );
  }
}
await gateway.command('coldLookups', { on: false });

const calls = (f) =>
  f.upstreamCallsMin === f.upstreamCalls
    ? String(f.upstreamCalls)
    : `${f.upstreamCallsMin}–${f.upstreamCalls}`;
const n = config.concurrency;
const mainTable = table(
  [
    'Scenario',
    'Operation',
    'upstream calls/op',
    'p50 ms (1 in flight)',
    'p99 ms (1 in flight)',
    `op/s (${n} in flight)`,
    `p50 ms (${n})`,
    `p99 ms (${n})`,
    'gateway CPU ms/op',
    'fleet-api CPU ms/op',
  ],
  results.map((r) =>
    r.skip
      ? [r.scenario, r.variant, '', '', '', '', '', '', '', '']
      : [
          r.scenario,
          r.variant,
          calls(r.loaded),
          ms(r.single.p50),
          ms(r.single.p99),
          rate(r.loaded.opsPerSec),
          ms(r.loaded.p50),
          ms(r.loaded.p99),
          r.variant.startsWith('GraphQL') ? ms(r.loaded.cpuMsPerOp.gateway) : '–',
          ms(r.loaded.cpuMsPerOp.fleetApi),
        ],
  ),
);
log(`\n${mainTable}\n`);

const find = (scenario, prefix) =>
  results.find((r) => r.scenario.startsWith(scenario) && r.variant.startsWith(prefix));
// Overhead: unloaded latency (1 in flight), so queueing in front of a saturated fleet-api does not count
// as gateway cost. Throughput share: with the load applied.
const verdict = (gql, par) => {
  const overhead = gql.single.p50 - par.single.p50;
  const share = gql.loaded.opsPerSec / par.loaded.opsPerSec;
  return { overhead, share, overheadOk: overhead < 2, shareOk: share >= 0.7 };
};
const verdicts = [
  ['Hub overview', verdict(find('2.', 'GraphQL'), find('2.', 'REST parallel'))],
  ['Dashboard counts', verdict(find('1.', 'GraphQL'), find('1.', 'REST parallel'))],
];
const verdictLines = verdicts.map(
  ([name, v]) =>
    `- ${name}: gateway p50 − REST-parallel p50 (1 in flight) = **${v.overhead.toFixed(2)} ms** ` +
    `(target < 2 ms: ${v.overheadOk ? 'met' : 'NOT met'}); with ${n} in flight the gateway sustains ` +
    `**${(v.share * 100).toFixed(0)} %** of the REST fan-out's op/s (target ≥ 70 %: ${v.shareOk ? 'met' : 'NOT met'}).`,
);
log(verdictLines.join('\n'));

// --- cross-check with autocannon -------------------------------------------------------------------
let crossTable = null;
if (!off('BENCH_AUTOCANNON')) {
  log('\nCross-checking the single-request operations with autocannon ...');
  const checks = [];
  for (const r of results.filter((row) => row.graphql)) {
    const figures = await crossCheck({
      url: `${gateway.url}/graphql`,
      token,
      ...r.graphql,
      connections: config.concurrency,
      durationMs: config.durationMs,
    });
    checks.push([
      r.scenario,
      r.variant,
      rate(figures.rps),
      ms(figures.p50),
      ms(figures.p99),
      String(figures.errors),
    ]);
  }
  checks.push(
    await crossCheck({
      url: `${fleet.url}/api/private/hub/${hubIds[0]}`,
      rest: { 'x-api-key': fleet.apiKey, authorization: `Bearer ${token}` },
      connections: config.concurrency,
      durationMs: config.durationMs,
    }).then((f) => [
      '2. Hub overview',
      'REST GET /hub/{id} alone',
      rate(f.rps),
      ms(f.p50),
      ms(f.p99),
      String(f.errors),
    ]),
  );
  crossTable = table(['Scenario', 'Request', 'req/s', 'p50 ms', 'p99 ms', 'errors'], checks);
  log(`\n${crossTable}\n`);
}

// --- page timings in Chromium ----------------------------------------------------------------------
let pageTable = null;
if (!off('BENCH_PAGES')) {
  log('Timing the screens in Chromium ...');
  try {
    const timings = await pageTimings({
      baseUrl: gateway.url,
      login: { email: ADMIN, password: DEMO_PASSWORD },
      hubId: hubIds[1] ?? hubIds[0],
      repeats: num('BENCH_PAGE_RUNS', 5),
    });
    pageTable = table(
      [
        'Screen',
        'Path',
        'first visit ms (empty cache)',
        'repeat visit ms (median)',
        'repeat min–max ms',
        'runs',
      ],
      timings.map((t) => [
        t.screen,
        t.path,
        t.first.toFixed(0),
        t.repeatMedian.toFixed(0),
        `${t.repeatMin.toFixed(0)}–${t.repeatMax.toFixed(0)}`,
        String(1 + t.repeats),
      ]),
    );
  } catch (error) {
    pageTable = `Not measured: ${error.message.split('\n')[0]}`;
  }
  log(`\n${pageTable}\n`);
}

// --- web bundle budget (from the build) ------------------------------------------------------------
const budget = spawnSync(process.execPath, [join(root, 'web/scripts/bundle-budget.mjs'), '--markdown'], {
  cwd: join(root, 'web'),
  encoding: 'utf8',
});
const budgetText = budget.stdout.trim() || null;

// --- where the gateway's time goes: CPU profile of the hub overview -------------------------------
let profileText = null;
if (!off('BENCH_PROFILE')) {
  log('Profiling the gateway on the hub overview query ...');
  const dir = mkdtempSync(join(tmpdir(), 'bench-profile-'));
  const file = join(dir, 'gateway.cpuprofile');
  let i = 0;
  const op = () => c.graphql(OVERVIEW, { id: hubIds[i++ % hubIds.length] });
  await measure(op, { ...config, durationMs: 0 });
  await gateway.command('profile', { on: true });
  const figures = await measure(op, { ...config, warmupMs: 0 });
  await gateway.command('profile', { on: false, file });
  const summary = summarizeProfile(file);
  rmSync(dir, { recursive: true, force: true });
  const perOp = (m) => (m / figures.ops).toFixed(3);
  profileText = [
    `${figures.ops} hub overview queries, ${n} in flight, in ${config.durationMs / 1000} s ` +
      `(${rate(figures.opsPerSec)} op/s under the profiler); ${summary.totalMs.toFixed(0)} ms of gateway CPU ` +
      `(${perOp(summary.totalMs)} ms per query), by package:`,
    '',
    table(
      ['Where', 'CPU ms', 'share', 'ms per query'],
      summary.categories.map((c2) => [
        c2.name,
        c2.ms.toFixed(0),
        `${(c2.share * 100).toFixed(1)} %`,
        perOp(c2.ms),
      ]),
    ),
    '',
    'Hottest functions (self time):',
    '',
    table(
      ['Function', 'CPU ms', 'share'],
      summary.functions.map((f) => [
        f.name.replaceAll('|', '\\|'),
        f.ms.toFixed(0),
        `${(f.share * 100).toFixed(1)} %`,
      ]),
    ),
  ].join('\n');
  log(`\n${profileText}\n`);
}

await gateway.close();
await closePools();
await fleet.close();
const coreSeconds = (Date.now() - runStarted) / 1000;

// --- area benchmarks -------------------------------------------------------------------------------
const extras = [];
if (!off('BENCH_EXTRAS')) {
  for (const extra of findExtras(benchDir)) {
    log(`Running bench/${extra.name}/run.mjs ...`);
    // A plain run stays quick: the area benchmarks get DATABASE_URL and 100,000 hubs only at scale.
    const extraEnv = scale
      ? { BENCH_SCALE: '1', SEED_HUBS: String(config.seedHubs), DATABASE_URL: config.databaseUrl }
      : { BENCH_SCALE: '0', DATABASE_URL: '', SEED_HUBS: env.SEED_HUBS ?? '' };
    const outcome = await runExtra(extra, {
      env: extraEnv,
      timeoutMs: (scale ? 60 : 6) * 60_000,
      log,
    });
    extras.push(outcome);
    log(extraMarkdown(outcome));
  }
}

// --- results file -----------------------------------------------------------------------------------
const totalSeconds = (Date.now() - runStarted) / 1000;
const cpu0 = cpus()[0];
const machine = [
  `- Date: ${new Date().toISOString()}; commit ${git('rev-parse', '--short', 'HEAD')}${git('status', '--porcelain') ? ' (with uncommitted changes)' : ''}`,
  `- Machine: ${cpus().length} × ${cpu0?.model ?? '?'}, ${(totalmem() / 2 ** 30).toFixed(1)} GiB RAM ` +
    `(${(freemem() / 2 ** 30).toFixed(1)} GiB free at the end), load average at start ${loadAtStart}`,
  `- Node ${process.version} on ${process.platform}/${process.arch}; graphql ${versionOf('graphql')}, ` +
    `@apollo/server ${versionOf('@apollo/server')}, undici ${versionOf('undici')}, fastify ${versionOf('fastify')}, ` +
    `PGlite ${versionOf('@electric-sql/pglite')}, autocannon ${versionOf('autocannon')}, Chromium ${chromiumVersion()}`,
  `- Database: ${config.databaseUrl ? `PostgreSQL (schema ${schemaName})` : 'PGlite in memory'}, ${config.seedHubs} hubs; ` +
    `gateway and fleet-api each in a process of their own, the load generator in a third; ` +
    `${config.concurrency} operations in flight, ${config.warmupMs / 1000} s warm-up + ${config.durationMs / 1000} s measured per row`,
  `- Run time: ${totalSeconds.toFixed(0)} s in all (core benchmark ${coreSeconds.toFixed(0)} s, build included unless BENCH_BUILD=0)`,
];

const markdown = [
  `# Benchmark results${scale ? ' at scale (100,000 hubs on PostgreSQL)' : ''}`,
  '',
  `Written by \`${scale ? 'BENCH_SCALE=1 ' : ''}npm run bench\` (bench/run.mjs). How to read it, and what it led to: [bench/README.md](README.md).`,
  '',
  ...machine,
  '',
  '## Gateway vs direct REST',
  '',
  mainTable,
  '',
  ...verdictLines,
  '',
  ...(crossTable ? ['### Cross-check with autocannon (single-request operations)', '', crossTable, ''] : []),
  ...(profileText
    ? ['## Where the gateway spends its CPU (hub overview, V8 sampling profiler)', '', profileText, '']
    : []),
  ...(pageTable ? ['## Page timings in Chromium (local stack)', '', pageTable, ''] : []),
  ...(budgetText ? ['## Web bundle budget (from the last web build)', '', budgetText, ''] : []),
  ...(extras.length ? ['## Area benchmarks', '', ...extras.map(extraMarkdown)] : []),
].join('\n');

writeFileSync(config.out, `${markdown.trimEnd()}\n`);
log(`Done in ${elapsed()}; results written to ${relative(process.cwd(), config.out)}`);
process.exit(0);

function chromiumVersion() {
  const result = spawnSync(env.CHROMIUM_PATH ?? '/usr/bin/chromium', ['--version'], { encoding: 'utf8' });
  return result.status === 0 ? (/[\d.]+/.exec(result.stdout)?.[0] ?? '?') : 'not found';
}

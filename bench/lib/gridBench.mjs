// A server-paged data grid (web/src/ui/grid DataGrid) driven in Chromium at scale: the harness of the grid
// benchmarks (bench/reports-grid, bench/leads: each a run.mjs of a few lines with its route, label, seed
// and search).
// startGridStack seeds the rows (once: a PostgreSQL schema of its own is kept for the next run) and starts
// fleet-api and the gateway serving the built web app; measureGrid opens the grid and records the time to
// the first rows, a drag of the scrollbar to the middle and to the end, a column search, the rows in the
// DOM, the JS heap while walking the whole result, and the GraphQL requests and upstream calls per step.
// The functions passed to page.evaluate / waitForFunction run in the browser.
/* global document, window */
import { cpus, loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { startFleetApi } from '@hub/fleet-api';
import { startGateway } from '@hub/gateway';
import { launchChromium, signedInContext } from './pageTiming.mjs';

const round = (value, places = 0) => Math.round(value * 10 ** places) / 10 ** places;

/** Rows a grid benchmark seeds: 100,000 alone or at scale, `small` inside a plain `npm run bench`. */
export function gridRows(small) {
  if (process.env.BENCH_GRID_ROWS) return Number(process.env.BENCH_GRID_ROWS);
  return process.env.BENCH_SCALE === '0' ? small : 100_000;
}

/**
 * fleet-api (PostgreSQL schema `bench_<area>_<rows>` when DATABASE_URL is set, else in-memory PGlite) with
 * a small demo seed (`seedHubs`), topped up to `rows` by `seed.fill(db, missing)` — one bulk SQL statement,
 * not the demo seed's row-by-row generation, which takes many minutes at 100,000 — and the gateway.
 * `seed.count(db)` says how many rows there are: a kept schema that already holds them is used as it is
 * (BENCH_FRESH=1 drops it first).
 */
export async function startGridStack({
  area,
  rows,
  seed,
  seedHubs = Math.min(1000, Math.ceil(rows / 25)),
  log,
}) {
  const databaseUrl = process.env.DATABASE_URL ?? null;
  const schema = `bench_${area.replace(/\W/g, '_')}_${rows}`;
  const engine = databaseUrl ? `PostgreSQL (schema ${schema})` : 'PGlite (in memory)';
  const started = performance.now();
  const start = () =>
    startFleetApi({
      port: 0,
      databaseUrl,
      ...(databaseUrl ? { databaseSchema: schema } : {}),
      dataDir: null,
      seedHubs,
      logger: false,
    });
  let fleet = await start();
  if (databaseUrl && process.env.BENCH_FRESH === '1' && !fleet.seeded) {
    log(`BENCH_FRESH=1: dropping schema ${schema}.`);
    await fleet.db.query(`DROP SCHEMA "${schema}" CASCADE`);
    await fleet.close();
    fleet = await start();
  }
  const demoSeconds = round((performance.now() - started) / 1000, 1);
  const before = await seed.count(fleet.db);
  let fillSeconds = 0;
  if (before < rows) {
    const fillStart = performance.now();
    await seed.fill(fleet.db, rows - before);
    fillSeconds = round((performance.now() - fillStart) / 1000, 1);
  }
  const total = await seed.count(fleet.db);
  log(
    `${engine}: ${total} rows (demo seed of ${seedHubs} hubs ${fleet.seeded ? `made in ${demoSeconds} s` : 'kept'}` +
      `${fillSeconds ? `, ${total - before} rows added in ${fillSeconds} s` : ''}).`,
  );
  const gateway = await startGateway({
    port: 0,
    upstreamUrl: fleet.url,
    apiKey: fleet.apiKey,
    redisUrl: null,
    logger: false,
  });
  return {
    url: gateway.url,
    engine,
    rows: total,
    seeding: { reused: !fleet.seeded && before >= rows, demoSeconds, fillSeconds },
    db: fleet.db,
    async close() {
      await gateway.close();
      await fleet.close();
    },
  };
}

/**
 * Where a grid's parts are in the page: the scroller and the rows inside the region named by the grid's
 * label, the attribute a loaded row has (placeholders lack it) and the one holding a row's index in the
 * whole result. These are web/src/ui/grid's (VirtualTable's); a grid built otherwise passes its own.
 */
export const DATA_GRID = {
  scroller: '[data-virtuoso-scroller]',
  row: 'tbody tr[data-row-index]',
  loaded: 'data-row-id',
  index: 'data-row-index',
};

// --- in the browser -------------------------------------------------------------------------------------

/** The grid's rows in view: all loaded, and the first of them near `target` (null: anywhere). */
function rowsShown([grid, target, tolerance]) {
  const scroller = document.querySelector(`${grid.region} ${grid.scroller}`);
  if (!scroller) return false;
  const head = scroller.querySelector('thead')?.getBoundingClientRect().bottom ?? 0;
  const box = scroller.getBoundingClientRect();
  const inView = [...scroller.querySelectorAll(grid.row)].filter((row) => {
    const r = row.getBoundingClientRect();
    return r.bottom > Math.max(box.top, head) && r.top < box.bottom;
  });
  if (inView.length === 0 || inView.some((row) => !row.hasAttribute(grid.loaded))) return false;
  const first = Number(inView[0].getAttribute(grid.index));
  if (target !== null && Math.abs(first - target) > tolerance) return false;
  return { first, last: Number(inView.at(-1).getAttribute(grid.index)), at: performance.now() };
}

/** Scrolls the grid's scroller to a fraction of its height in one jump, as dragging the thumb does. */
function dragTo([grid, fraction]) {
  const scroller = document.querySelector(`${grid.region} ${grid.scroller}`);
  window.__gridBenchStart = performance.now();
  scroller.scrollTop = Math.round((scroller.scrollHeight - scroller.clientHeight) * fraction);
  return { scrollTop: scroller.scrollTop, height: scroller.scrollHeight };
}

/** Scrolls by a number of px (a flick of the wheel). */
function scrollBy([grid, px]) {
  const scroller = document.querySelector(`${grid.region} ${grid.scroller}`);
  window.__gridBenchStart = performance.now();
  scroller.scrollTop += px;
  return scroller.scrollTop;
}

function scrollState(grid) {
  const scroller = document.querySelector(`${grid.region} ${grid.scroller}`);
  return { top: scroller.scrollTop, max: scroller.scrollHeight - scroller.clientHeight };
}

const domRows = (grid) => document.querySelectorAll(`${grid.region} ${grid.row}`).length;

const countShown = () => /Count: ([\d,]+)/.exec(document.body.innerText)?.[1]?.replaceAll(',', '') ?? null;

// --- in Node --------------------------------------------------------------------------------------------

/** GraphQL requests and the gateway's upstream calls (x-upstream-calls) the page has made so far. */
function trafficCounter(page) {
  const traffic = { requests: 0, upstreamCalls: 0, inFlight: 0, rowsRequested: 0 };
  page.on('request', (request) => {
    if (!request.url().endsWith('/graphql')) return;
    traffic.requests++;
    traffic.inFlight++;
    traffic.rowsRequested += Number(request.postDataJSON()?.variables?.first ?? 0);
  });
  const done = (request) => request.url().endsWith('/graphql') && traffic.inFlight--;
  page.on('requestfinished', async (request) => {
    const response = await request.response();
    traffic.upstreamCalls += Number(response?.headers()['x-upstream-calls'] ?? 0);
    done(request);
  });
  page.on('requestfailed', done);
  return traffic;
}

/** The JS heap after a full collection, in MB (Chrome DevTools Protocol). */
async function heapMb(cdp) {
  await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');
  return round(usedSize / 1e6, 1);
}

/**
 * Opens `route` (signed in as the demo staff member) and measures the grid whose region is named `label`
 * (its parts found by `selectors`, DATA_GRID by default). `filter`, when
 * given, is `{ name, apply(page), clear(page) }`: a column search typed as a person would, timed until its
 * rows are shown. `walkStepRows` is the scroll step of the walk through the whole result; `walk: false`
 * leaves the walk out (minutes at 100,000 rows, and the same for every grid built on web/src/ui/grid).
 */
export async function measureGrid({
  baseUrl,
  route,
  label,
  selectors = DATA_GRID,
  rowHeight = 16,
  filter = null,
  walk: walking = true,
  walkStepRows = 150,
  heapSamples = 5,
  password = process.env.DEMO_PASSWORD ?? 'demo',
  log,
}) {
  const grid = { region: `[role="region"][aria-label="${label}"]`, ...selectors };
  const loadAtStart = loadavg()[0];
  const browser = await launchChromium();
  try {
    const context = await signedInContext(browser, baseUrl, 'staff@hubs.example', password);
    const page = await context.newPage();
    page.setDefaultTimeout(120_000);
    const cdp = await context.newCDPSession(page);
    const traffic = trafficCounter(page);
    let maxDomRows = 0;
    const sampleDom = async () => (maxDomRows = Math.max(maxDomRows, await page.evaluate(domRows, grid)));
    const settle = async () => {
      while (traffic.inFlight > 0) await page.waitForTimeout(10);
      await sampleDom();
    };
    const shown = async (target, tolerance = 60) =>
      (await page.waitForFunction(rowsShown, [grid, target, tolerance], { polling: 'raf' })).jsonValue();
    const startedAt = () => page.evaluate(() => window.__gridBenchStart);

    // Time to first rows: from navigation start (performance.now() in the page) to loaded rows in view.
    await page.goto(route, { waitUntil: 'commit' });
    const first = await shown(0, 0);
    const count = await page
      .waitForFunction(
        () => {
          const n = /Count: ([\d,]+)/.exec(document.body.innerText)?.[1];
          return n ? { n: Number(n.replaceAll(',', '')), at: performance.now() } : false;
        },
        undefined,
        { polling: 'raf' },
      )
      .then((h) => h.jsonValue());
    await settle();
    const opened = { requests: traffic.requests, upstreamCalls: traffic.upstreamCalls };
    log(`${count.n} rows; first rows after ${round(first.at)} ms, "Count" after ${round(count.at)} ms.`);
    const heapAtStart = await heapMb(cdp);

    // A drag of the scrollbar: one jump of scrollTop, timed until the rows there are in view and loaded.
    const drags = [];
    for (const [name, fraction] of [
      ['middle', 0.5],
      ['end', 1],
      ['top', 0],
    ]) {
      const before = { ...traffic };
      const { scrollTop } = await page.evaluate(dragTo, [grid, fraction]);
      const target = Math.floor(scrollTop / rowHeight);
      const at = await shown(target, 60);
      const ms = round(at.at - (await startedAt()));
      await settle();
      drags.push({
        to: name,
        firstRowShown: at.first + 1,
        msToRows: ms,
        requests: traffic.requests - before.requests,
        upstreamCalls: traffic.upstreamCalls - before.upstreamCalls,
      });
      log(`drag to the ${name} (row ${at.first + 1}): rows shown after ${ms} ms.`);
    }

    // The walk: the whole result in steps of walkStepRows rows, waiting at each step for its rows.
    const walk = { steps: 0, stepMs: [], requests: 0, upstreamCalls: 0, maxRequestsInStep: 0 };
    const heap = [{ atRow: 1, mb: heapAtStart }];
    const walkStart = { ...traffic };
    const walkStarted = performance.now();
    const { max } = walking ? await page.evaluate(scrollState, grid) : { max: 0 };
    const stepPx = walkStepRows * rowHeight;
    const totalSteps = Math.ceil(max / stepPx);
    const sampleEvery = Math.max(1, Math.floor(totalSteps / (heapSamples - 1)));
    for (let top = 0; top < max;) {
      const before = traffic.requests;
      top = await page.evaluate(scrollBy, [grid, stepPx]);
      const at = await shown(Math.floor(top / rowHeight), 60);
      walk.stepMs.push(at.at - (await startedAt()));
      await settle();
      walk.steps++;
      walk.maxRequestsInStep = Math.max(walk.maxRequestsInStep, traffic.requests - before);
      if (walk.steps % sampleEvery === 0 || top >= max)
        heap.push({ atRow: Math.floor(top / rowHeight) + 1, mb: await heapMb(cdp) });
      if (walk.steps % 100 === 0) log(`walked to row ${Math.floor(top / rowHeight) + 1}.`);
    }
    walk.requests = traffic.requests - walkStart.requests;
    walk.upstreamCalls = traffic.upstreamCalls - walkStart.upstreamCalls;
    walk.rowsRequested = traffic.rowsRequested - walkStart.rowsRequested;
    walk.seconds = round((performance.now() - walkStarted) / 1000, 1);
    const sorted = [...walk.stepMs].sort((a, b) => a - b);
    const quantile = (q) => round(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]);
    if (walking) log(`walked ${walk.steps} steps in ${walk.seconds} s: ${walk.requests} requests.`);

    // A column search: typed and applied, timed until its rows are in view; then cleared.
    let search = null;
    if (filter) {
      const t = performance.now();
      await filter.apply(page);
      await page.waitForFunction(
        ([total]) => {
          const n = /Count: ([\d,]+)/.exec(document.body.innerText)?.[1];
          return n !== undefined && Number(n.replaceAll(',', '')) !== total;
        },
        [count.n],
        { polling: 'raf' },
      );
      await shown(0, 0);
      const ms = round(performance.now() - t);
      const matches = Number(await page.evaluate(countShown));
      await settle();
      await filter.clear(page);
      await page.waitForFunction(
        ([total]) => document.body.innerText.includes(total),
        [`Count: ${count.n.toLocaleString('en-IE')}`],
      );
      await shown(0, 0);
      await settle();
      search = { name: filter.name, matches, msToRows: ms };
      log(`search ${filter.name}: ${matches} rows shown after ${ms} ms.`);
    }

    return {
      loadAverage: `${round(loadAtStart, 1)} → ${round(loadavg()[0], 1)}`,
      rows: count.n,
      firstRowsMs: round(first.at),
      countMs: round(count.at),
      openRequests: opened.requests,
      openUpstreamCalls: opened.upstreamCalls,
      drags,
      walk: !walking
        ? null
        : {
            steps: walk.steps,
            stepRows: walkStepRows,
            seconds: walk.seconds,
            stepMsP50: quantile(0.5),
            stepMsP95: quantile(0.95),
            requests: walk.requests,
            upstreamCalls: walk.upstreamCalls,
            rowsRequested: walk.rowsRequested,
            requestsPerStep: round(walk.requests / walk.steps, 2),
            upstreamCallsPerStep: round(walk.upstreamCalls / walk.steps, 2),
            maxRequestsInStep: walk.maxRequestsInStep,
          },
      search,
      maxDomRows,
      heap,
    };
  } finally {
    await browser.close();
  }
}

/** The result as the Markdown section of the bench results. */
export function gridMarkdown({ title, engine, seeding, m }) {
  const heapRange = `${Math.min(...m.heap.map((h) => h.mb))}–${Math.max(...m.heap.map((h) => h.mb))} MB`;
  return [
    `${title}: ${m.rows.toLocaleString('en-IE')} rows, ${engine}` +
      (seeding.reused
        ? ' (seeded rows kept from an earlier run).'
        : ` (demo seed ${seeding.demoSeconds} s, bulk fill ${seeding.fillSeconds} s).`),
    '',
    `Machine load average (1 min) ${m.loadAverage} during the measurement, on ${cpus().length} cores.`,
    '',
    '| measure | figure |',
    '|---|---|',
    `| time to first rows (from navigation) | ${m.firstRowsMs} ms |`,
    `| "Count: n" shown | ${m.countMs} ms |`,
    `| requests / upstream calls to open | ${m.openRequests} / ${m.openUpstreamCalls} |`,
    ...m.drags.map(
      (d) =>
        `| drag scrollbar to the ${d.to} (row ${d.firstRowShown.toLocaleString('en-IE')}): rows shown | ${d.msToRows} ms (${d.requests} request, ${d.upstreamCalls} upstream call) |`,
    ),
    ...(m.search
      ? [
          `| column search ${m.search.name} (${m.search.matches.toLocaleString('en-IE')} matches): rows shown | ${m.search.msToRows} ms |`,
        ]
      : []),
    ...(m.walk
      ? [
          `| walk through every row, ${m.walk.stepRows} rows a step | ${m.walk.steps} steps in ${m.walk.seconds} s; rows shown p50 ${m.walk.stepMsP50} ms, p95 ${m.walk.stepMsP95} ms |`,
          `| requests / upstream calls per step | ${m.walk.requestsPerStep} / ${m.walk.upstreamCallsPerStep} (${m.walk.requests} requests for ${m.walk.rowsRequested.toLocaleString('en-IE')} rows; at most ${m.walk.maxRequestsInStep} in one step) |`,
        ]
      : []),
    `| most rows in the DOM | ${m.maxDomRows} |`,
    m.walk
      ? `| JS heap after GC while walking | ${heapRange} (${m.heap.map((h) => `row ${h.atRow.toLocaleString('en-IE')}: ${h.mb}`).join(', ')}) |`
      : `| JS heap after GC, grid opened | ${m.heap[0].mb} MB |`,
  ].join('\n');
}

/**
 * One grid benchmark from start to end (a bench/<area>/run.mjs's run): seeds and starts the stack
 * (`small` rows in a plain run, else 100,000), measures the grid (`measure`: measureGrid's options),
 * writes its section titled `title` and stops the stack.
 */
export async function gridBenchmark({ name, area, small, seed, title, log, ...measure }) {
  const stack = await startGridStack({ area, rows: gridRows(small), seed, log });
  try {
    const m = await measureGrid({ baseUrl: stack.url, log, ...measure });
    const markdown = gridMarkdown({ title, engine: stack.engine, seeding: stack.seeding, m });
    return { name, engine: stack.engine, seeding: stack.seeding, ...m, markdown };
  } finally {
    await stack.close();
  }
}

/** Runs a grid benchmark when its file is the one node was started with, printing the result. */
export function runWhenMain(moduleUrl, run) {
  if (moduleUrl !== pathToFileURL(process.argv[1] ?? '').href) return;
  run()
    .then((result) =>
      console.log(JSON.stringify({ ...result, markdown: undefined }, null, 2), '\n', result.markdown),
    )
    .catch((error) => {
      console.error(error);
      process.exitCode = 1;
    });
}

#!/usr/bin/env node
// Comms log scrolling benchmark (issue 4): a hub with 50,000 comms rows, scrolled from the newest row to
// the oldest in headless Chromium against the real stack. Records the time to the first row, the most
// rows the page ever held in the DOM, the upstream calls (x-upstream-calls of every GraphQL answer),
// page-load latency and frame times while scrolling.
//
//   node bench/comms-scroll/run.mjs            starts the stack itself (fresh seed, free ports)
//   BENCH_URL=http://127.0.0.1:4000 node …     uses a stack already running (seeded with ≥ 1000 hubs)
//   BENCH_COMMS_ROWS=5000 node …               stops after that many rows (default: all of them; 10,000
//                                              when `npm run bench` runs it, to keep that run under 10 minutes)
//
// import { run } from './bench/comms-scroll/run.mjs'; await run({ log: console.log }) returns the result.
// The page.evaluate callbacks run in the browser.
/* global window, requestAnimationFrame, cancelAnimationFrame */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { chromium } from 'playwright-core';

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
const HUB_ID = 1001; // the first hub of the seed: the one given 50,000 rows (fleet-api/src/seed/comms.ts)
const DEMO_PASSWORD = 'bench-demo-password';

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function startStack(log) {
  const [port, fleetPort] = [await freePort(), await freePort()];
  const dataDir = mkdtempSync(join(tmpdir(), 'hubadmin-bench-comms-'));
  const started = Date.now();
  const child = spawn(process.execPath, [join(root, 'scripts/start.mjs')], {
    env: {
      ...process.env,
      PORT: String(port),
      FLEET_API_PORT: String(fleetPort),
      UPSTREAM_URL: `http://127.0.0.1:${fleetPort}`,
      DATA_DIR: dataDir,
      DEMO_PASSWORD,
      SEED_HUBS: '2000',
      CACHE_PREFIX: `hubadmin-bench-${process.pid}:`,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (c) => (output += c));
  child.stderr.on('data', (c) => (output += c));
  const url = `http://127.0.0.1:${port}`;
  const until = Date.now() + 240_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the stack exited early\n${output.slice(-3000)}`);
    const health = await fetch(`${url}/healthz`)
      .then((r) => r.json())
      .catch(() => null);
    if (health?.upstream === 'ok') break;
    if (Date.now() > until) {
      child.kill('SIGTERM');
      throw new Error(`the stack did not start\n${output.slice(-3000)}`);
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  log(`stack ready in ${Date.now() - started} ms at ${url}`);
  return {
    url,
    password: DEMO_PASSWORD,
    stop: async () => {
      child.kill('SIGTERM');
      await new Promise((r) => (child.exitCode !== null ? r() : child.once('exit', r)));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

const percentile = (values, p) => {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
};

/** Runs the benchmark; returns the measurements. */
export async function run({ log = console.log } = {}) {
  // npm run bench (bench/run.mjs) sets BENCH_SCALE; there the first 10,000 of the 50,000 rows tell the
  // same story (DOM size and calls per page do not change along the list) in a fifth of the time.
  const fromMainBench = process.env.BENCH_SCALE !== undefined;
  const limit = Number(process.env.BENCH_COMMS_ROWS ?? (fromMainBench ? 10_000 : Infinity));
  const stack = process.env.BENCH_URL
    ? { url: process.env.BENCH_URL, password: process.env.DEMO_PASSWORD ?? 'demo', stop: async () => {} }
    : await startStack(log);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run'],
  });
  try {
    const page = await (
      await browser.newContext({ baseURL: stack.url, viewport: { width: 1280, height: 900 } })
    ).newPage();
    page.setDefaultTimeout(30_000);
    await page.goto('/login');
    await page.getByLabel('Email').fill('staff@hubs.example');
    await page.getByLabel('Password').fill(stack.password);
    await page.getByRole('button', { name: 'Log In' }).click();
    await page.waitForURL('**/dashboard');

    let graphqlRequests = 0;
    let upstreamCalls = 0;
    const pageLatencies = [];
    const sentAt = new Map();
    page.on('request', (request) => {
      if (request.url().endsWith('/graphql') && request.postData()?.includes('HubCommsPage_Query'))
        sentAt.set(request, Date.now());
    });
    page.on('response', (response) => {
      const request = response.request();
      if (!sentAt.has(request)) return;
      graphqlRequests++;
      upstreamCalls += Number(response.headers()['x-upstream-calls'] ?? 0);
      pageLatencies.push(Date.now() - sentAt.get(request));
    });

    const opened = Date.now();
    await page.goto(`/hub/${HUB_ID}/comms`);
    await page.getByTestId('comms-row').first().waitFor();
    const timeToFirstRowMs = Date.now() - opened;
    log(`first row after ${timeToFirstRowMs} ms`);

    // Frame times while scrolling, measured in the page with requestAnimationFrame.
    await page.evaluate(() => {
      const w = window;
      w.__frames = [];
      let last = performance.now();
      const tick = (now) => {
        w.__frames.push(now - last);
        last = now;
        w.__frameHandle = requestAnimationFrame(tick);
      };
      w.__frameHandle = requestAnimationFrame(tick);
    });

    const status = page.getByText(/rows loaded/);
    // The region itself scrolls the list (header and rows together).
    const scroller = page.getByRole('region', { name: 'Comms log' });
    const loadedRows = async () => Number(/^(\d+)/.exec(await status.innerText())?.[1] ?? 0);
    let maxDomRows = 0;
    const scrollStarted = Date.now();
    let loaded = await loadedRows();
    let lastLog = Date.now();
    for (;;) {
      // Scroll in viewport-sized steps to the end of what is loaded, as a user flicking the wheel would.
      await scroller.evaluate((el) => el.scrollBy(0, el.clientHeight * 3));
      await page.waitForTimeout(16);
      maxDomRows = Math.max(maxDomRows, await page.getByTestId('comms-row').count());
      const text = await status.innerText();
      loaded = Number(/^(\d+)/.exec(text)?.[1] ?? loaded);
      if (text.includes('oldest reached') || loaded >= limit) break;
      if (Date.now() - lastLog > 10_000) {
        log(`${loaded} rows loaded, ${maxDomRows} at most in the DOM`);
        lastLog = Date.now();
      }
    }
    const scrollMs = Date.now() - scrollStarted;
    const frames = await page.evaluate(() => {
      cancelAnimationFrame(window.__frameHandle);
      return window.__frames.slice(1);
    });
    const heap = await page.evaluate(() => performance.memory?.usedJSHeapSize ?? null);
    const result = {
      hubId: HUB_ID,
      rowsLoaded: loaded,
      timeToFirstRowMs,
      maxRowsInDom: maxDomRows,
      graphqlRequests,
      upstreamCalls,
      upstreamCallsPerPage: graphqlRequests ? upstreamCalls / graphqlRequests : null,
      pageLatencyMs: { p50: percentile(pageLatencies, 50), p95: percentile(pageLatencies, 95) },
      scrollSeconds: Math.round(scrollMs / 100) / 10,
      rowsPerSecond: Math.round(loaded / (scrollMs / 1000)),
      frameMs: {
        p50: Math.round(percentile(frames, 50) * 10) / 10,
        p95: Math.round(percentile(frames, 95) * 10) / 10,
        p99: Math.round(percentile(frames, 99) * 10) / 10,
        over50ms: frames.filter((f) => f > 50).length,
        frames: frames.length,
      },
      usedJsHeapMb: heap === null ? null : Math.round(heap / 1e5) / 10,
    };
    log(JSON.stringify(result, null, 2));
    return result;
  } finally {
    await browser.close();
    await stack.stop();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await run({ log: console.log });
}

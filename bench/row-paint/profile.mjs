#!/usr/bin/env node
// Where the time between a list's data arriving and its rows painted goes: Chromium's sampling profiler
// run over exactly that window (console.profile at the arrival, console.profileEnd at the paint, the same
// moments bench/row-paint/run.mjs measures), summed over several hard navigations, each sample's
// function mapped back to its source file with the build's source maps and counted per package or
// web/src folder (self time) and per function.
//
//   (cd web && npx vite build --sourcemap --minify false --outDir /tmp/rows-dist-map)
//   BENCH_WEB_DIST=/tmp/rows-dist-map node bench/row-paint/profile.mjs /hubs/all AllHubsPage_Query
//
// ROW_PAINT_RUNS=5 visits; ROW_PAINT_TIMELINE=1 also prints each visit in 10 ms steps (what ran when).
// Without source maps the samples are counted per bundle file and function name. Also a cost of its own:
// starting the profiler stops the page for tens of ms, so its times are longer than run.mjs's.
import { existsSync, readFileSync } from 'node:fs';
import { SourceMap } from 'node:module';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { startStack } from '../lib/processes.mjs';
import { ADMIN, DEMO_PASSWORD } from '../lib/signIn.mjs';

const [path = '/hubs/all', operation = 'AllHubsPage_Query'] = process.argv.slice(2);
const runs = Number(process.env.ROW_PAINT_RUNS ?? 5);
const webDist = process.env.BENCH_WEB_DIST ?? new URL('../../web/dist', import.meta.url).pathname;
const ROWS =
  process.env.ROW_PAINT_ROWS ?? '[aria-label="Hubs"] tbody tr, table[aria-label="Issues"] tbody tr';

/* global window, document, requestAnimationFrame */
function watch({ operation, rows: selector }) {
  window.__rowPaint = {};
  const original = window.fetch;
  window.fetch = async (input, init) => {
    let name = null;
    try {
      name = JSON.parse(init?.body ?? 'null')?.operationName ?? null;
    } catch {
      // not a GraphQL request
    }
    const response = await original(input, init);
    if (name !== operation) return response;
    const text = response.text.bind(response);
    response.text = async () => {
      const body = await text();
      const record = (window.__rowPaint[name] = { arrived: performance.now() });
      console.profile('rows');
      const frame = () =>
        requestAnimationFrame(() => {
          if (document.querySelectorAll(selector).length > 1) {
            requestAnimationFrame((painted) => {
              console.profileEnd('rows');
              record.painted = painted;
            });
          } else frame();
        });
      frame();
      return body;
    };
    return response;
  };
}

const maps = new Map();
function traceMapFor(url) {
  const file = url.replace(/^https?:\/\/[^/]+/, '');
  if (!maps.has(file)) {
    const mapFile = join(webDist, `${file}.map`);
    maps.set(file, existsSync(mapFile) ? new SourceMap(JSON.parse(readFileSync(mapFile, 'utf8'))) : null);
  }
  return maps.get(file);
}

function whereFrom(callFrame) {
  const { url, lineNumber, columnNumber, functionName } = callFrame;
  if (!url) return { group: functionName || '(native)', fn: functionName || '(native)' };
  const map = traceMapFor(url);
  if (!map) return { group: url.split('/').pop(), fn: functionName || '(anonymous)' };
  // Node's own source-map reader: zero-based lines and columns, as the profile gives them.
  const entry = map.findEntry(lineNumber, columnNumber);
  const source = entry?.originalSource ?? '?';
  const pkg = source.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/)?.[1];
  const group = pkg ?? source.replace(/^.*\/web\/src\//, 'web/src/').replace(/\/[^/]+$/, '/');
  const file = source.replace(/^.*node_modules\//, '').replace(/^.*\/web\/src\//, 'web/src/');
  return { group, fn: `${functionName || '(anonymous)'} ${file}:${(entry?.originalLine ?? -2) + 1}` };
}

const { fleet, gateway } = await startStack({ demoPassword: DEMO_PASSWORD });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox'],
});
const self = { group: new Map(), fn: new Map() };
let total = 0;
const windows = [];
try {
  const page = await browser.newPage({ viewport: { width: 1400, height: 900 } });
  await page.addInitScript(watch, { operation, rows: ROWS });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
  const profiles = [];
  cdp.on('Profiler.consoleProfileFinished', ({ profile }) => profiles.push(profile));
  await page.goto(`${gateway.url}/login`);
  await page.getByLabel(/Email/).fill(ADMIN);
  await page.getByLabel(/Password/).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: /log in/i }).click();
  await page.waitForURL(/dashboard/);
  for (let i = 0; i < runs + 1; i++) {
    await page.goto(`${gateway.url}${path}`);
    const record = await page
      .waitForFunction((op) => window.__rowPaint?.[op]?.painted, operation, { timeout: 60_000 })
      .then(() => page.evaluate((op) => window.__rowPaint[op], operation));
    await page.waitForTimeout(200);
    if (i === 0) {
      profiles.length = 0; // the first visit fills the HTTP cache
      continue;
    }
    windows.push(Math.round(record.painted - record.arrived));
  }
  for (const profile of profiles) {
    const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
    const byNode = new Map();
    // The first sample's delta is the profiler's own start (tens of ms, the page stopped): left out.
    profile.samples.forEach((id, k) => {
      if (k > 0) byNode.set(id, (byNode.get(id) ?? 0) + (profile.timeDeltas[k] ?? 0));
    });
    if (process.env.ROW_PAINT_TIMELINE) {
      // Each visit as a timeline in 10 ms steps: the three packages with most self time in each.
      let t = 0;
      const steps = [];
      profile.samples.forEach((id, k) => {
        t += k > 0 ? profile.timeDeltas[k] : 0;
        const step = Math.floor(t / 10000);
        steps[step] ??= new Map();
        const { group } = whereFrom(nodes.get(id).callFrame);
        steps[step].set(group, (steps[step].get(group) ?? 0) + (k > 0 ? profile.timeDeltas[k] : 0));
      });
      console.log(
        steps
          .map(
            (m, i) =>
              `${i * 10}: ${[...(m ?? [])]
                .sort((a, b) => b[1] - a[1])
                .slice(0, 3)
                .map(([g, us]) => `${g} ${Math.round(us / 1000)}`)
                .join(', ')}`,
          )
          .join('\n'),
      );
    }
    for (const [id, micros] of byNode) {
      const { group, fn } = whereFrom(nodes.get(id).callFrame);
      self.group.set(group, (self.group.get(group) ?? 0) + micros);
      self.fn.set(fn, (self.fn.get(fn) ?? 0) + micros);
      total += micros;
    }
  }
} finally {
  await browser.close();
  await gateway.close();
  await fleet.close();
}
const ms = (micros) => (micros / 1000 / runs).toFixed(1).padStart(7);
const top = (map, n) =>
  [...map]
    .sort((a, b) => b[1] - a[1])
    .slice(0, n)
    .map(([name, micros]) => `${ms(micros)} ms ${((100 * micros) / total).toFixed(1).padStart(5)} %  ${name}`)
    .join('\n');
console.log(
  `${path}: data → rows painted per visit: ${windows.join(', ')} ms; profiled ${ms(total)} ms per visit`,
);
console.log(`\nSelf time per package / web/src folder (per visit):\n${top(self.group, 25)}`);
console.log(`\nSelf time per function (per visit):\n${top(self.fn, 40)}`);

#!/usr/bin/env node
// Big lists: what a wide list costs the gateway per request at 200, 500 and 2,000 rows, next to what
// parsing the upstream's JSON for those rows costs (the floor: the gateway must at least read it).
// Two lists, each with the row selection its screen sends (read from web/src, so the benchmark follows
// the screen): the hub list (All Hubs, fragment HubListColumns; 200 rows a page, so 500 and 2,000 rows
// are aliased pages in one request) and the installation reports grid (InstallationReportsGrid_Rows,
// 34 columns, 500 rows a page at most; 2,000 rows are four aliased pages). The gateway runs in a process
// of its own (NODE_ENV=production, as the Docker image runs it: graphql-js checks its own types far more
// slowly otherwise), so the CPU time read from the child (process.cpuUsage) is the gateway's alone.
// measureGateways takes several gateways in turns, request by request, so that two gateway builds can be
// compared on a shared machine with its load falling on both alike (that is how graphql-jit was tried).
//
//   node bench/list-cost/run.mjs        (after npx turbo run build; LIST_COST_WARMUP=5 s of each query
//                                        first; LIST_COST_BASELINE=<another build's dist/app.js> to
//                                        measure it beside this one)
//
// Exports run({ log }) for bench/run.mjs; on its own it prints the result as JSON.
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { startServer } from '../lib/processes.mjs';
import { summarizeProfile } from '../lib/profile.mjs';
import { table } from '../lib/report.mjs';
import { DEMO_PASSWORD, signIn } from '../lib/signIn.mjs';

const root = join(import.meta.dirname, '../..');
const SIZES = [200, 500, 2000];

/** Every graphql(`…`) definition under web/src, by name: the documents the screens send. */
export function screenDefinitions(dir = join(root, 'web/src')) {
  const definitions = new Map();
  const walk = (d) => {
    for (const entry of readdirSync(d, { withFileTypes: true })) {
      const path = join(d, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== '__generated__') walk(path);
      } else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) {
        for (const [, text] of readFileSync(path, 'utf8').matchAll(/\bgraphql\(\s*`([^`]*)`\s*\)/g)) {
          const name = /(?:query|mutation|fragment)\s+(\w+)/.exec(text)?.[1];
          if (name) definitions.set(name, text.trim());
        }
      }
    }
  };
  walk(dir);
  return definitions;
}

/** The fragments a text spreads, with the fragments they spread in turn. */
function withFragments(text, definitions) {
  const seen = new Map();
  const visit = (t) => {
    for (const [, name] of t.matchAll(/\.\.\.\s*(\w+)/g)) {
      if (seen.has(name) || name === 'on') continue;
      const fragment = definitions.get(name);
      if (!fragment) throw new Error(`fragment ${name} is not defined under web/src`);
      seen.set(name, fragment);
      visit(fragment);
    }
  };
  visit(text);
  return [text, ...seen.values()].join('\n');
}

/** The selection set of `field` inside the operation `name` (its braces included), as written. */
function fieldSelection(definitions, name, field) {
  const text = definitions.get(name);
  if (!text) throw new Error(`${name} is not defined under web/src`);
  const start = text.indexOf('{', text.search(new RegExp(`\\b${field}\\s*\\(`)));
  let depth = 0;
  for (let i = start; i < text.length; i++) {
    if (text[i] === '{') depth++;
    else if (text[i] === '}' && --depth === 0) return text.slice(start, i + 1);
  }
  throw new Error(`no selection for ${field} in ${name}`);
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const round = (value, digits = 2) => Math.round(value * 10 ** digits) / 10 ** digits;

/** The lists: for a number of rows, the GraphQL query and the REST calls the gateway makes for it. */
function lists(definitions, hubCursors) {
  const hubRow = fieldSelection(definitions, 'AllHubsPage_Query', 'hubs');
  // Without the total the grid's first page asks for with its rows (a variable of the screen's query).
  const reportRow = fieldSelection(
    definitions,
    'InstallationReportsGrid_Rows',
    'installationReports',
  ).replace(/\s*totalCount @include\(if: \$withTotal\)/, '');
  return [
    {
      name: 'Hub list (All Hubs, HubListColumns)',
      rowsPerPage: 200,
      query(rows) {
        const pages = [];
        for (let start = 0; start < rows; start += 200)
          pages.push({ start, first: Math.min(200, rows - start) });
        const fields = pages.map(
          ({ start, first }, i) =>
            `p${i}: hubs(first: ${first}${start ? `, after: ${JSON.stringify(hubCursors[start / 200])}` : ''}) ${hubRow}`,
        );
        return withFragments(`query ListCost { ${fields.join('\n')} }`, definitions);
      },
      rest(rows) {
        const calls = [];
        for (let start = 0; start < rows; start += 200)
          calls.push({
            method: 'GET',
            // The gateway asks one row more than the page, to know whether there is a next page.
            path: `/api/private/hubs/operational?limit=${Math.min(200, rows - start) + 1}&from_hub=${hubCursors.ids[start / 200] ?? 0}`,
          });
        return calls;
      },
    },
    {
      name: 'Installation reports grid (34 columns)',
      rowsPerPage: 500,
      query(rows) {
        const fields = [];
        for (let offset = 0; offset < rows; offset += 500)
          fields.push(
            `p${offset / 500}: installationReports(offset: ${offset}, first: ${Math.min(500, rows - offset)}) ${reportRow}`,
          );
        return withFragments(`query ListCost { ${fields.join('\n')} }`, definitions);
      },
      rest(rows) {
        const calls = [];
        for (let offset = 0; offset < rows; offset += 500)
          calls.push({
            method: 'POST',
            path: '/api/private/installations',
            body: {
              leads_type: 'all',
              search: {},
              mprn: null,
              offset,
              step: Math.min(500, rows - offset) + 1,
              count: false,
            },
          });
        return calls;
      },
    },
  ];
}

async function restBodies(fleet, token, calls) {
  return Promise.all(
    calls.map(async ({ method, path, body }) => {
      const res = await fetch(fleet.url + path, {
        method,
        headers: {
          accept: 'application/json',
          'content-type': 'application/json',
          'x-api-key': fleet.apiKey,
          authorization: `Bearer ${token}`,
        },
        ...(body ? { body: JSON.stringify(body) } : {}),
      });
      if (res.status !== 200) throw new Error(`${method} ${path}: ${res.status}`);
      return res.text();
    }),
  );
}

/**
 * Time of JSON.parse over the bodies (ms): what reading the upstream costs. The fastest of 30 runs, as
 * on a shared machine every slower run is another process's time, not the parse's.
 */
function parseCost(bodies) {
  let fastest = Infinity;
  for (let i = 0; i < 30; i++) {
    const start = performance.now();
    for (const body of bodies) JSON.parse(body);
    fastest = Math.min(fastest, performance.now() - start);
  }
  return fastest;
}

async function send(gateway, token, query) {
  const start = performance.now();
  const res = await fetch(`${gateway.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query }),
  });
  const body = await res.json();
  if (res.status !== 200 || body.errors) throw new Error(JSON.stringify(body.errors ?? body).slice(0, 400));
  const rows = Object.values(body.data).reduce((sum, page) => sum + (page.edges ?? page.nodes).length, 0);
  return { ms: performance.now() - start, rows, bytes: JSON.stringify(body).length };
}

/**
 * Each gateway's CPU time per request and latency for one query. The gateways take turns, one request
 * each, so a burst of load from the rest of a shared machine falls on all of them alike.
 */
async function measureGateways(gateways, query, repeat, warmupMs = 0) {
  const results = gateways.map(() => ({ cpuMicros: 0, runs: [] }));
  // Warm-up: V8 goes on optimising the request path for a while, on compiler threads whose CPU
  // process.cpuUsage counts; three requests measured the compiler more than the list.
  const warmUntil = performance.now() + warmupMs;
  for (let i = 0; i < 3 || performance.now() < warmUntil; i++)
    for (const g of gateways) await send(g.server, g.token, query);
  for (let i = 0; i < repeat; i++) {
    for (const [n, g] of gateways.entries()) {
      const before = await g.server.cpuMicros();
      results[n].runs.push(await send(g.server, g.token, query));
      results[n].cpuMicros += (await g.server.cpuMicros()) - before;
    }
  }
  return results.map(({ cpuMicros, runs }) => ({
    rows: runs[0].rows,
    cpuMs: cpuMicros / 1000 / repeat,
    p50Ms: median(runs.map((r) => r.ms)),
    answerKb: runs[0].bytes / 1000,
  }));
}

/** A CPU profile of the gateway over 10 requests of the query, summed per package and function. */
async function profileGateway(gateway, query) {
  const dir = mkdtempSync(join(tmpdir(), 'list-cost-profile-'));
  const file = join(dir, 'gateway.cpuprofile');
  try {
    await gateway.server.command('profile', { on: true });
    await measureGateways([gateway], query, 10);
    await gateway.server.command('profile', { on: false, file });
    return summarizeProfile(file, 10);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export async function run({ log = console.log } = {}) {
  const hubs = Number(process.env.SEED_HUBS || 2500);
  const warmupMs = Number(process.env.LIST_COST_WARMUP ?? 5) * 1000;
  log(`Starting fleet-api (PGlite in memory, ${hubs} hubs) ...`);
  const fleet = await startServer('fleet-api', {
    port: 0,
    databaseUrl: null,
    dataDir: null,
    seedHubs: hubs,
    demoPassword: DEMO_PASSWORD,
  });
  const definitions = screenDefinitions();
  const rows = [];
  const profiles = [];
  const gateways = [];
  try {
    const startGateway = (options) =>
      startServer('gateway', {
        port: 0,
        upstreamUrl: fleet.url,
        apiKey: fleet.apiKey,
        webDist: null,
        ...options,
      });
    const server = await startGateway({ cachePrefix: 'bench:' });
    gateways.push({ server, token: await signIn(server.url), name: 'this build' });
    // LIST_COST_BASELINE: another build of the gateway (its dist/app.js, e.g. a copy of main's), measured
    // in turns with this one, request by request, for a before/after comparison.
    if (process.env.LIST_COST_BASELINE) {
      const baseline = await startGateway({
        cachePrefix: 'bench-baseline:',
        gatewayModule: process.env.LIST_COST_BASELINE,
      });
      gateways.push({ server: baseline, token: await signIn(baseline.url), name: 'baseline' });
    }
    const [first] = gateways;
    // The cursors of the hub list's pages, walked as the screen walks them.
    const hubCursors = { ids: [0], 0: null };
    let after = null;
    for (let page = 1; page < 10; page++) {
      const res = await fetch(`${first.server.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${first.token}` },
        body: JSON.stringify({
          query: `query ($after: String) { hubs(first: 200, after: $after) { edges { node { id } } pageInfo { endCursor } } }`,
          variables: { after },
        }),
      }).then((r) => r.json());
      after = res.data.hubs.pageInfo.endCursor;
      hubCursors[page] = after;
      hubCursors.ids[page] = res.data.hubs.edges.at(-1).node.id;
    }
    for (const list of lists(definitions, hubCursors)) {
      for (const size of SIZES) {
        const repeat = Math.max(5, Math.round(6000 / size));
        const query = list.query(size);
        const measured = await measureGateways(gateways, query, repeat, warmupMs);
        const parseMs = parseCost(await restBodies(fleet, first.token, list.rest(size)));
        for (const n of gateways.keys()) {
          const row = {
            list: list.name,
            ...(gateways.length > 1 ? { gateway: gateways[n].name } : {}),
            rows: measured[n].rows,
            'gateway CPU ms/request': round(measured[n].cpuMs),
            'upstream JSON.parse ms': round(parseMs),
            'CPU ÷ parse': round(measured[n].cpuMs / parseMs, 1),
            'p50 ms': round(measured[n].p50Ms, 1),
            'answer KB': round(measured[n].answerKb, 0),
          };
          log(JSON.stringify(row));
          rows.push(row);
        }
        if (size === 500 && process.env.LIST_COST_PROFILE !== '0')
          profiles.push({ list: list.name, ...(await profileGateway(first, query)) });
      }
    }
  } finally {
    for (const gateway of gateways) await gateway.server.close();
    await fleet.close();
  }
  const profileText = profiles.flatMap(({ list, totalMs, categories, functions }) => [
    '',
    `${list}, 500 rows: ${totalMs.toFixed(0)} ms of gateway CPU sampled over 10 requests.`,
    '',
    table(
      ['where (package)', 'share'],
      categories.slice(0, 8).map((c) => [c.name, `${(c.share * 100).toFixed(0)} %`]),
    ),
    '',
    table(
      ['function', 'share'],
      functions.slice(0, 8).map((f) => [f.name.replaceAll('|', '\\|'), `${(f.share * 100).toFixed(0)} %`]),
    ),
  ]);
  const columns = Object.keys(rows[0]);
  const markdown = [
    'Gateway CPU per request (process.cpuUsage of the gateway child, 1 request in flight) for wide lists,',
    "next to JSON.parse of the upstream's answers for the same rows (the floor: the gateway must read them).",
    "Row selections are the screens' own (web/src). Target (issue 19): a 500-row page at most 1.5× the parse.",
    '',
    table(
      columns,
      rows.map((row) => columns.map((c) => String(row[c]))),
    ),
    ...(profileText.length
      ? ['', 'Where the gateway CPU goes on a 500-row page (V8 sampling profiler):', ...profileText]
      : []),
  ].join('\n');
  return { markdown, rows };
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const result = await run();
  console.log(result.markdown);
}

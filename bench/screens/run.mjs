#!/usr/bin/env node
// The real screens: what each screen of the web app asks of the gateway, measured with the screen's own
// GraphQL documents. The documents are read from web/src when the section runs (bench/lib/screenQueries.mjs,
// shared with the gateway's screen-cost test, which also holds the variables each is run with), so a
// changed document is measured as it is now. Per screen:
//   - Chromium (bench/lib/pageTiming.mjs): time to content on a hard navigation and on an in-app
//     navigation, and which GraphQL operations the hard navigation sent, in how many waves;
//   - those operations (not the signed-in user's), sent at once as the screen sends them, one screen
//     load in flight: upstream calls, gateway CPU and p50/p99 latency per screen load;
//   - next to them, for every screen, the REST calls the gateway made for that screen load, made directly
//     to fleet-api all at once (what a well-written REST client of the screen would do), taking turns
//     with the GraphQL load so both see the same machine. The calls are recorded, not written by hand:
//     a second gateway runs behind a recording proxy (bench/lib/upstreamRecorder.mjs), is sent the
//     screen's operations twice, and the second (warm: session and lookup tables cached, as the
//     measured gateway is during the run) load's upstream calls are the REST side.
//
//   node bench/screens/run.mjs     (after npx turbo run build; SCREENS_DURATION=3 s measured per screen
//                                   after SCREENS_WARMUP=10 s; SCREENS_RUNS=3 navigations of each kind)
//
// Exports run({ log }) for bench/run.mjs; on its own it prints the result.
import { pathToFileURL } from 'node:url';
import { closePools, measureInterleaved } from '../lib/load.mjs';
import { screenTimings } from '../lib/pageTiming.mjs';
import { startServer, startStack } from '../lib/processes.mjs';
import { ms, table } from '../lib/report.mjs';
import { clients } from '../lib/scenarios.mjs';
import { SCREEN_VARIABLES, screenQueries } from '../lib/screenQueries.mjs';
import { ADMIN, DEMO_PASSWORD, signIn } from '../lib/signIn.mjs';
import { replayInParallel, startUpstreamRecorder } from '../lib/upstreamRecorder.mjs';

/** The screens measured; `from` is where the in-app navigation starts (a screen with other data). */
const screens = (hubId) => [
  { name: 'Dashboard', path: '/dashboard', from: '/hubs/new' },
  { name: 'Hub overview', path: `/hub/${hubId}`, from: '/dashboard' },
  { name: 'Hub list', path: '/hubs/all', from: '/dashboard' },
  { name: 'Problems list', path: '/hubs/problems', from: '/dashboard' },
  { name: 'Issues list', path: '/issues', from: '/dashboard' },
  { name: 'Hub tab: Comms', path: `/hub/${hubId}/comms`, from: '/dashboard' },
  { name: 'Hub tab: Schedule', path: `/hub/${hubId}/schedule`, from: '/dashboard' },
  {
    name: 'Installation reports grid',
    path: '/mastersheet?panel=reports',
    from: '/dashboard',
  },
  { name: 'Stock summary', path: '/stock/summary', from: '/dashboard' },
];

export async function run({ log = console.log } = {}) {
  const durationMs = Number(process.env.SCREENS_DURATION ?? 3) * 1000;
  const warmupMs = Number(process.env.SCREENS_WARMUP ?? 10) * 1000;
  const runs = Number(process.env.SCREENS_RUNS ?? 3);
  const { fleet, gateway } = await startStack({ demoPassword: DEMO_PASSWORD });
  // The recording side: a gateway of its own behind the proxy, so the measured gateway never goes through it.
  const recorder = await startUpstreamRecorder(fleet.url);
  const recording = await startServer('gateway', {
    port: 0,
    upstreamUrl: recorder.url,
    apiKey: fleet.apiKey,
    webDist: null,
    cachePrefix: 'bench-record:',
  });
  const rows = [];
  try {
    const token = await signIn(gateway.url);
    const recordingClient = clients({
      gatewayUrl: recording.url,
      fleetUrl: fleet.url,
      apiKey: fleet.apiKey,
      token: await signIn(recording.url),
    });
    /** The REST calls one screen load makes upstream once the session and lookups are cached. */
    const recordRest = async (operations) => {
      const send = () => Promise.all(operations.map((o) => recordingClient.graphql(o.query, o.variables)));
      await send();
      recorder.take();
      await send();
      return recorder.take();
    };
    /** The recorded calls made straight to fleet-api, all at once, with the measured session's token. */
    const restParallel = (calls) =>
      replayInParallel(calls, { fleetUrl: fleet.url, apiKey: fleet.apiKey, token });
    const c = clients({ gatewayUrl: gateway.url, fleetUrl: fleet.url, apiKey: fleet.apiKey, token });
    // A hub that exists, with a plain machine id (as the screen-cost test picks one).
    let hubId = null;
    for (let id = 1001; hubId === null && id < 1100; id++) {
      const { data } = await c.graphql('query ($id: Int!) { hub(id: $id) { id machineId } }', { id });
      if (data.hub && !data.hub.machineId?.includes('_')) hubId = id;
    }
    if (hubId === null) throw new Error('no hub found');

    // Read now, not at import: the documents as web/src has them at this moment.
    const queries = screenQueries();
    log(`  ${queries.size} query operations read from web/src; timing the screens in Chromium ...`);
    const timed = await screenTimings({
      baseUrl: gateway.url,
      login: { email: ADMIN, password: DEMO_PASSWORD },
      screens: screens(hubId),
      runs,
    });

    for (const screen of timed) {
      const sent = screen.requests.filter((r) => r.operation !== 'CurrentUser_Query');
      const operations = [...new Map(sent.map((r) => [r.operation, r])).values()].map((r) => {
        const variables = SCREEN_VARIABLES[r.operation];
        return {
          name: r.operation,
          query: queries.get(r.operation),
          // The shared variables; the browser's own only for an operation without a line there yet.
          variables: variables ? variables({ hubId }) : r.variables,
        };
      });
      const missing = operations.filter((o) => !o.query).map((o) => o.name);
      const row = {
        screen: screen.name,
        path: screen.path,
        operations: operations.map((o) => o.name),
        requests: sent.length,
        waves: screen.waves,
        hardMs: screen.hard,
        inAppMs: screen.inApp,
      };
      if (operations.length === 0 || missing.length > 0) {
        row.note =
          operations.length === 0
            ? 'the screen sent no GraphQL request'
            : `not in web/src: ${missing.join(', ')}`;
        rows.push(row);
        log(`  ${screen.name}: ${row.note}`);
        continue;
      }
      const load = async () => {
        const answers = await Promise.all(operations.map((o) => c.graphql(o.query, o.variables)));
        return { upstreamCalls: answers.reduce((sum, a) => sum + a.upstreamCalls, 0) };
      };
      // Fewest and most per load: a cached lookup makes a load cheaper once it is warm.
      const upstreamCalls = { min: Infinity, max: 0 };
      let loads = 0;
      const graphqlLoad = async () => {
        loads++;
        const calls = (await load()).upstreamCalls;
        upstreamCalls.min = Math.min(upstreamCalls.min, calls);
        upstreamCalls.max = Math.max(upstreamCalls.max, calls);
      };
      const rest = await recordRest(operations);
      // The REST side's own CPU: the calls made by this process, one load in flight, so the CPU this
      // process spends while one runs is that load's (what any client making the calls pays: HTTP
      // writes and reads, JSON.parse). The gateway pays it too, for the same calls, before its own work.
      let restCpuMicros = 0;
      let restLoads = 0;
      const restLoad = rest.length ? restParallel(rest) : null;
      const restMeasured = async () => {
        const before = process.cpuUsage();
        await restLoad();
        const used = process.cpuUsage(before);
        restCpuMicros += used.user + used.system;
        restLoads++;
      };
      const measured = [graphqlLoad, ...(restLoad ? [restMeasured] : [])];
      // Warm first, outside the measured window: V8 goes on optimising the gateway's request path for
      // thousands of requests, on compiler threads that process.cpuUsage counts, so a short warm-up
      // measured the compiler as much as the request (hub overview 5.7 ms after 0.5 s of warm-up, 3.7 ms after 10 s).
      await measureInterleaved(measured, { durationMs: 0, warmupMs });
      loads = 0;
      restCpuMicros = 0;
      restLoads = 0;
      // The gateway only works for the GraphQL loads, so its CPU over the measured window is theirs.
      const cpuBefore = await gateway.cpuMicros();
      const [gql, direct] = await measureInterleaved(measured, { durationMs, warmupMs: 0 });
      const cpuMs = ((await gateway.cpuMicros()) - cpuBefore) / 1000;
      Object.assign(row, {
        upstreamCalls:
          upstreamCalls.min === upstreamCalls.max
            ? String(upstreamCalls.max)
            : `${upstreamCalls.min}–${upstreamCalls.max}`,
        gatewayCpuMs: cpuMs / loads,
        gatewayCpuMsPerRequest: cpuMs / loads / operations.length,
        p50: gql.p50,
        p99: gql.p99,
        restCalls: rest.length,
        restPaths: rest.map((call) => `${call.method} ${call.path.replace(/\?.*/, '')}`),
        restP50: direct?.p50 ?? null,
        restP99: direct?.p99 ?? null,
        restClientCpuMs: restLoads ? restCpuMicros / 1000 / restLoads : null,
      });
      log(
        `  ${screen.name}: ${operations.length} operations, ${row.upstreamCalls} upstream calls, p50 ${ms(gql.p50)} ms` +
          `${direct ? ` (REST parallel ${ms(direct.p50)} ms)` : ''}, gateway CPU ${ms(row.gatewayCpuMs)} ms; ` +
          `content ${Math.round(screen.hard ?? NaN)} ms hard, ${Math.round(screen.inApp ?? NaN)} ms in-app`,
      );
      rows.push(row);
    }
  } finally {
    await closePools();
    await recording.close();
    await recorder.close();
    await gateway.close();
    await fleet.close();
  }

  const cell = (value, digits = 0) =>
    value === null || value === undefined ? '–' : Number(value).toFixed(digits);
  const markdown = [
    "Each screen's own GraphQL documents, read from web/src at run time (the screen-cost test's, with its " +
      'variables), as the hard navigation in Chromium sent them (the signed-in user left out): all of a ' +
      "screen's operations sent at once, one screen load in flight, taking turns with the same screen's " +
      'REST calls made straight to fleet-api all at once (the upstream calls a warm gateway made for one ' +
      `load, recorded by a proxy) (${durationMs / 1000} s each after a ${warmupMs / 1000} s warm-up). Requests: ` +
      "the screen's own; waves: request rounds of the hard navigation, the signed-in user's included. " +
      'Gateway CPU per screen load (all its requests) and per request; REST client CPU: what this process ' +
      'spent making the REST calls of one load (a bare undici client: the floor any client of those calls ' +
      'pays, the gateway included). Time to content: median of ' +
      `${runs} navigations, from the navigation to the second quiet frame after the screen's last answer ` +
      '(no request in flight, nothing loading); hard = page load with the code in the HTTP cache, in-app = ' +
      'the router sent to the screen from another one.',
    '',
    table(
      [
        'Screen',
        'GraphQL requests (waves)',
        'upstream calls',
        'gateway CPU ms per load (per request)',
        'GraphQL p50 ms',
        'p99 ms',
        'REST parallel calls',
        'REST p50 ms',
        'REST p99 ms',
        'REST client CPU ms',
        'content ms, hard',
        'content ms, in-app',
      ],
      rows.map((r) => [
        `${r.screen}${r.note ? ` (${r.note})` : ''}`,
        `${r.requests} (${r.waves})`,
        r.upstreamCalls ?? '–',
        r.gatewayCpuMs === undefined
          ? '–'
          : `${cell(r.gatewayCpuMs, 2)} (${cell(r.gatewayCpuMsPerRequest, 2)})`,
        cell(r.p50, 2),
        cell(r.p99, 2),
        cell(r.restCalls),
        cell(r.restP50, 2),
        cell(r.restP99, 2),
        cell(r.restClientCpuMs, 2),
        cell(r.hardMs),
        cell(r.inAppMs),
      ]),
    ),
    '',
    ...rows
      .filter((r) => r.restP50 !== null && r.restP50 !== undefined)
      .map(
        (r) =>
          `- ${r.screen}: GraphQL p50 − REST-parallel p50 = **${(r.p50 - r.restP50).toFixed(2)} ms**, gateway ` +
          `CPU **${r.gatewayCpuMs.toFixed(2)} ms** per load, of which the same calls cost a bare REST client ` +
          `${r.restClientCpuMs.toFixed(2)} ms. REST calls: ${r.restPaths.join(', ')}.`,
      ),
    '',
    "Issue 19's target on the hub overview, on a quiet machine: p50 overhead and gateway CPU at most 1 ms each.",
    '',
    'Operations per screen: ' +
      rows.map((r) => `${r.screen}: ${r.operations.join(', ') || 'none'}`).join('; ') +
      '.',
  ].join('\n');
  return { markdown, rows };
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const result = await run();
  console.log(result.markdown);
  process.exit(0);
}

#!/usr/bin/env node
// The hub overview's gateway cost, measured with the screen's one request as the web app sends it
// (HubOverviewScreen_Query, read from web/src by lib/screenQueries.mjs): gateway CPU per request and p50
// latency, one request in flight, next to the same request's upstream calls made straight to fleet-api
// all at once (recorded by a proxy in front of a second gateway, as bench/screens does). Issue 19's
// targets: at most 1 ms of gateway CPU per request and at most 1 ms of p50 over the REST fan-out.
// Next to them, the floor (floor.mjs): a plain Node HTTP server making the same upstream calls, which
// is what HTTP in, the calls out and their JSON cost any Node service in the gateway's place.
//
// Several gateway builds can be measured side by side against one fleet-api, taking turns request by
// request so the load of a shared machine falls on all alike: BENCH_GATEWAYS=label=path/to/dist/app.js,…
// (the current build, `@hub/gateway`, is always measured as "current"; a copy of another build must sit
// two levels below the repository root, e.g. gateway-before/dist, for its schema path). The gateways run
// with NODE_ENV=production, as the Docker image does.
//
//   node bench/hub-overview/run.mjs   (after npx turbo run build)
//   HUB_OVERVIEW_REQUESTS (1000)      requests per side, after 300 of warm-up
//   HUB_OVERVIEW_PROFILE=0            no V8 profile of the current gateway afterwards (500 requests)
//   HUB_OVERVIEW_NODE_ARGS            Node flags for the current gateway (e.g. --trace-gc)
//   HUB_OVERVIEW_STRACE=1             strace -c of the current gateway over the measured requests
//   HUB_OVERVIEW_PERF=file            perf record of it (software clock, JIT frames named)
//
// Exports run({ log }) for bench/run.mjs; on its own it prints the figures.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { closePools, request } from '../lib/load.mjs';
import { startServer } from '../lib/processes.mjs';
import { summarizeProfile } from '../lib/profile.mjs';
import { table } from '../lib/report.mjs';
import { clients } from '../lib/scenarios.mjs';
import { SCREEN_VARIABLES, screenQueries } from '../lib/screenQueries.mjs';
import { DEMO_PASSWORD, signIn } from '../lib/signIn.mjs';
import { median, percentile } from '../lib/stats.mjs';
import { replayInParallel, startUpstreamRecorder } from '../lib/upstreamRecorder.mjs';

const OPERATION = 'HubOverviewScreen_Query';
const production = { NODE_ENV: 'production' };

export async function run({ log = console.log } = {}) {
  const requests = Number(process.env.HUB_OVERVIEW_REQUESTS ?? 1000);
  const builds = [
    { label: 'current', module: undefined },
    ...(process.env.BENCH_GATEWAYS ?? '')
      .split(',')
      .filter(Boolean)
      .map((entry) => {
        const [label, path] = entry.split('=');
        return { label, module: pathToFileURL(resolve(path)).href };
      }),
  ];
  const fleet = await startServer('fleet-api', {
    port: 0,
    databaseUrl: null,
    dataDir: null,
    seedHubs: 2000,
    demoPassword: DEMO_PASSWORD,
  });
  const started = [];
  const recorder = await startUpstreamRecorder(fleet.url);
  try {
    const gatewayOptions = (extra) => ({ port: 0, apiKey: fleet.apiKey, webDist: null, ...extra });
    const gateways = [];
    for (const [n, build] of builds.entries()) {
      const server = await startServer(
        'gateway',
        gatewayOptions({ upstreamUrl: fleet.url, cachePrefix: `bench-${n}:`, gatewayModule: build.module }),
        {
          env: production,
          // Node flags for the current gateway (e.g. --trace-gc); --perf-basic-prof names JIT frames for perf.
          execArgv:
            n === 0
              ? [
                  ...(process.env.HUB_OVERVIEW_NODE_ARGS ?? '').split(' ').filter(Boolean),
                  ...(process.env.HUB_OVERVIEW_PERF ? ['--perf-basic-prof'] : []),
                ]
              : [],
        },
      );
      started.push(server);
      gateways.push({ ...build, server, token: await signIn(server.url) });
    }
    const recording = await startServer(
      'gateway',
      gatewayOptions({ upstreamUrl: recorder.url, cachePrefix: 'bench-record:' }),
      { env: production },
    );
    started.push(recording);

    const query = screenQueries().get(OPERATION);
    if (!query) throw new Error(`${OPERATION} is not in web/src`);
    const c0 = clients({
      gatewayUrl: gateways[0].server.url,
      fleetUrl: fleet.url,
      apiKey: fleet.apiKey,
      token: gateways[0].token,
    });
    let hubId = null;
    for (let id = 1001; hubId === null && id < 1100; id++) {
      const { data } = await c0.graphql('query ($id: Int!) { hub(id: $id) { id machineId } }', { id });
      if (data.hub && !data.hub.machineId?.includes('_')) hubId = id;
    }
    const variables = SCREEN_VARIABLES[OPERATION]({ hubId });

    // The REST side: the upstream calls of a warm load (session and lookups cached).
    const recordingClient = clients({
      gatewayUrl: recording.url,
      fleetUrl: fleet.url,
      apiKey: fleet.apiKey,
      token: await signIn(recording.url),
    });
    await recordingClient.graphql(query, variables);
    recorder.take();
    await recordingClient.graphql(query, variables);
    const calls = recorder.take();
    const restToken = gateways[0].token;
    const rest = replayInParallel(calls, { fleetUrl: fleet.url, apiKey: fleet.apiKey, token: restToken });
    // The floor (floor.mjs): the same upstream calls made by a plain Node HTTP server, in a process of its own.
    const { fork } = await import('node:child_process');
    const floorChild = fork(join(import.meta.dirname, 'floor.mjs'), [], {
      env: { ...process.env, ...production },
    });
    const floorAsk = (message) =>
      new Promise((answer) => {
        floorChild.once('message', answer);
        floorChild.send(message);
      });
    const { url: floorUrl } = await floorAsk({
      calls,
      upstream: fleet.url,
      apiKey: fleet.apiKey,
      token: restToken,
    });
    started.push({ close: async () => floorChild.kill() });
    const floorServer = {
      pid: floorChild.pid,
      command: (cmd) => floorAsk({ cmd }),
    };
    const sides = [
      ...gateways.map((g) => {
        const c = clients({
          gatewayUrl: g.server.url,
          fleetUrl: fleet.url,
          apiKey: fleet.apiKey,
          token: g.token,
        });
        return { label: `GraphQL (${g.label})`, gateway: g, op: () => c.graphql(query, variables) };
      }),
      {
        label: 'plain Node proxy (floor)',
        gateway: { server: floorServer },
        op: async () => {
          const res = await request(floorUrl, {
            method: 'POST',
            body: '{}',
            headers: { 'content-type': 'application/json' },
          });
          if (res.status !== 200) throw new Error(`floor: ${res.status}`);
        },
      },
      { label: `REST parallel (${calls.length} calls)`, op: rest },
    ];
    const turns = async (count, record) => {
      for (let i = 0; i < count; i++) {
        for (const side of sides) {
          const t0 = performance.now();
          const answer = await side.op();
          if (record) {
            side.latencies.push(performance.now() - t0);
            if (answer?.upstreamCalls !== undefined) side.upstreamCalls = answer.upstreamCalls;
          }
        }
      }
    };
    for (const side of sides) side.latencies = [];
    await turns(300, false); // warm-up: connections open, JIT warm, document cached
    const cpu = async (side) => (await side.gateway.server.command('cpu')).cpu;
    // CPU time per thread of the current gateway (/proc, clock ticks): the main thread's against V8's
    // helper threads (concurrent GC, compiler) and libuv's, which process.cpuUsage() adds together.
    const { readFileSync, readdirSync } = await import('node:fs');
    const threadTimes = (pid) => {
      const times = new Map();
      for (const tid of readdirSync(`/proc/${pid}/task`)) {
        try {
          const stat = readFileSync(`/proc/${pid}/task/${tid}/stat`, 'utf8');
          const name = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
          const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
          const key = tid === String(pid) ? 'main thread' : name;
          times.set(key, (times.get(key) ?? 0) + Number(fields[11]) + Number(fields[12]));
        } catch {
          // The thread ended between the listing and the read: it has no time left to count.
        }
      }
      return times;
    };
    const threadsBefore = threadTimes(sides[0].gateway.server.pid);
    for (const side of sides) if (side.gateway) side.cpuBefore = await cpu(side);
    let strace = null;
    if (process.env.HUB_OVERVIEW_STRACE === '1') {
      // System calls of the current gateway over the measured requests (strace -c), to see what the
      // kernel side of its CPU time is made of.
      const { spawn } = await import('node:child_process');
      strace = spawn('strace', ['-c', '-f', '-p', String(sides[0].gateway.server.pid)], {
        stdio: ['ignore', 'ignore', 'pipe'],
      });
      strace.output = '';
      strace.stderr.on('data', (d) => (strace.output += d));
      await new Promise((r) => setTimeout(r, 500));
    }
    let perf = null;
    if (process.env.HUB_OVERVIEW_PERF) {
      // A native profile of the current gateway (perf, software clock; JIT frames named by --perf-basic-prof).
      const { spawn } = await import('node:child_process');
      perf = spawn(
        'perf',
        [
          'record',
          '-F',
          '499',
          '-e',
          'cpu-clock',
          '-p',
          String(sides[0].gateway.server.pid),
          '-o',
          process.env.HUB_OVERVIEW_PERF,
        ],
        { stdio: 'ignore' },
      );
      await new Promise((r) => setTimeout(r, 500));
    }
    await turns(requests, true);
    if (perf) {
      const done = new Promise((r) => perf.once('exit', r));
      perf.kill('SIGINT');
      await done;
    }
    for (const side of sides)
      if (side.gateway) {
        const after = await cpu(side);
        side.cpuMs =
          (after.user + after.system - side.cpuBefore.user - side.cpuBefore.system) / 1000 / requests;
        side.systemMs = (after.system - side.cpuBefore.system) / 1000 / requests;
      }
    const threadsAfter = threadTimes(sides[0].gateway.server.pid);
    const threads = [...threadsAfter].map(([name, ticks]) => ({
      name,
      msPerRequest: ((ticks - (threadsBefore.get(name) ?? 0)) * 10) / requests,
    }));
    log(
      `current gateway's CPU by thread (ms/request): ${threads.map((t) => `${t.name} ${t.msPerRequest.toFixed(3)}`).join(', ')}`,
    );
    if (strace) {
      const done = new Promise((r) => strace.once('exit', r));
      strace.kill('SIGINT');
      await done;
      log(`strace -c of the current gateway over ${requests} requests:\n${strace.output}`);
    }

    const restP50 = median(sides.at(-1).latencies);
    const rows = sides.map((side) => {
      const sorted = Float64Array.from(side.latencies).sort();
      return {
        side: side.label,
        upstreamCalls: side.upstreamCalls ?? calls.length,
        p50: percentile(sorted, 50),
        p99: percentile(sorted, 99),
        overP50: side.gateway ? percentile(sorted, 50) - restP50 : null,
        cpuMs: side.cpuMs ?? null,
        systemMs: side.systemMs ?? null,
      };
    });
    for (const r of rows)
      log(
        `${r.side.padEnd(28)} calls ${r.upstreamCalls}  p50 ${r.p50.toFixed(3)} ms  p99 ${r.p99.toFixed(3)} ms` +
          (r.cpuMs === null
            ? ''
            : `  over REST p50 ${r.overP50.toFixed(3)} ms  gateway CPU ${r.cpuMs.toFixed(3)} ms/request (system ${r.systemMs.toFixed(3)})`),
      );
    log(`REST calls: ${calls.map((call) => `${call.method} ${call.path}`).join(', ')}`);

    let profile = null;
    const profiled = Math.min(requests, 500);
    if (process.env.HUB_OVERVIEW_PROFILE !== '0') {
      const dir = mkdtempSync(join(tmpdir(), 'hub-overview-profile-'));
      const file = join(dir, 'gateway.cpuprofile');
      const current = sides[0];
      await current.gateway.server.command('profile', { on: true });
      for (let i = 0; i < profiled; i++) await current.op();
      await current.gateway.server.command('profile', { on: false, file });
      profile = summarizeProfile(file, 30);
      if (process.env.HUB_OVERVIEW_PROFILE_KEEP) log(`profile kept: ${file}`);
      else rmSync(dir, { recursive: true, force: true });
      log(
        `\nprofile: ${profiled} requests, ${profile.totalMs.toFixed(0)} ms of CPU sampled (${(profile.totalMs / profiled).toFixed(3)} ms/request)`,
      );
      for (const c of profile.categories)
        log(`  ${(c.share * 100).toFixed(1).padStart(5)} %  ${(c.ms / profiled).toFixed(3)} ms  ${c.name}`);
      log('');
      for (const f of profile.functions)
        log(`  ${(f.share * 100).toFixed(1).padStart(5)} %  ${(f.ms / profiled).toFixed(3)} ms  ${f.name}`);
    }
    const fixed = (value) => (value === null ? '–' : value.toFixed(2));
    const markdown = [
      `The hub overview's one request (${OPERATION}, from web/src), one in flight, ${requests} times per row ` +
        'after 300 of warm-up, the rows taking turns request by request; gateway CPU from process.cpuUsage() ' +
        'of its process (NODE_ENV=production). REST parallel: the upstream calls a warm gateway made for it, ' +
        'made straight to fleet-api at once. Plain Node proxy: the same calls made by a bare node:http ' +
        'server with undici (bench/hub-overview/floor.mjs), the floor for any Node service in between.',
      '',
      table(
        ['', 'upstream calls', 'p50 ms', 'p99 ms', 'p50 − REST p50 ms', 'CPU ms per request (system)'],
        rows.map((r) => [
          r.side,
          r.upstreamCalls,
          fixed(r.p50),
          fixed(r.p99),
          fixed(r.overP50),
          r.cpuMs === null ? '–' : `${fixed(r.cpuMs)} (${fixed(r.systemMs)})`,
        ]),
      ),
      '',
      `The gateway's CPU by thread, ms per request: ${threads.map((t) => `${t.name} ${t.msPerRequest.toFixed(2)}`).join(', ')} ` +
        "(the others are V8's: concurrent GC and compiler). REST calls: " +
        `${calls.map((call) => `${call.method} ${call.path}`).join(', ')}.`,
      ...(profile
        ? [
            '',
            `Where the gateway's main thread goes (V8 sampling profiler, ${profiled} requests; self time per ` +
              'request, which undercounts on a loaded machine): ' +
              profile.categories
                .slice(0, 8)
                .map((c) => `${c.name} ${(c.ms / profiled).toFixed(3)} ms`)
                .join(', ') +
              '.',
          ]
        : []),
      '',
      "Issue 19's targets on a quiet machine: p50 − REST p50 and gateway CPU at most 1 ms each.",
    ].join('\n');
    return { markdown, rows, restCalls: calls, threads, profile };
  } finally {
    await closePools();
    for (const server of started.reverse()) await server.close();
    await recorder.close();
    await fleet.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const result = await run();
  console.log(`\n${result.markdown}`);
  process.exit(0);
}

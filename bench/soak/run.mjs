#!/usr/bin/env node
// A bounded soak: 50 connections for 60 s on the hub overview through the gateway, with fleet-api killed
// (SIGKILL, as a crash) and started again half-way. It records the answers second by second, the errors
// by code, how long after the kill the gateway answered cleanly again, and the gateway's memory (RSS and
// heap after a full GC) before and after. fleet-api and the gateway run in processes of their own
// (bench/lib/serve.mjs), so the memory is the gateway's alone; PGlite keeps its data in a temporary
// directory, so the restarted fleet-api has the same hubs and tokens. Traffic goes to 127.0.0.1 only.
//
//   node bench/soak/run.mjs          (after npm run build; prints the result as JSON)
//   SOAK_SECONDS=60 SOAK_CONNECTIONS=50 SOAK_HUBS=300
//
// Exports run({ log }) for bench/run.mjs, which adds it to bench/results.md.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import { startServer } from '../lib/processes.mjs';
import { graphql } from '../lib/graphql.mjs';
import { SCREEN_VARIABLES, screenQueries } from '../lib/screenQueries.mjs';

const env = process.env;
const SECONDS = Number(env.SOAK_SECONDS ?? 60);
const CONNECTIONS = Number(env.SOAK_CONNECTIONS ?? 50);
const HUBS = Number(env.SOAK_HUBS ?? 300);
const WARMUP_SECONDS = 5;
// The hub overview as the screen asks for it: its one request, read from web/src.
const OVERVIEW = 'HubOverviewScreen_Query';
const overview = screenQueries().get(OVERVIEW);

const mb = (bytes) => Math.round((bytes / 1_048_576) * 10) / 10;

async function memoryOf(gateway) {
  const { memory } = await gateway.command('memory');
  return { rssMb: mb(memory.rss), heapUsedMb: mb(memory.heapUsed), heapTotalMb: mb(memory.heapTotal) };
}

/** Runs autocannon on the hub overview; `onAnswer(ok, code)` sees every answer. */
function load(url, token, hubIds, seconds, onAnswer) {
  let next = 0;
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: `${url}/graphql`,
        connections: CONNECTIONS,
        duration: seconds,
        // The gateway's deadline (10 s) ends a request stuck during the outage before this would.
        timeout: 15,
        requests: [
          {
            method: 'POST',
            headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
            setupRequest: (request) => ({
              ...request,
              body: JSON.stringify({
                query: overview,
                variables: SCREEN_VARIABLES[OVERVIEW]({ hubId: hubIds[next++ % hubIds.length] }),
              }),
            }),
            onResponse: (status, body) => {
              let code = status === 200 ? null : `HTTP ${status}`;
              try {
                const parsed = JSON.parse(body);
                if (parsed.errors?.length) code = parsed.errors[0]?.extensions?.code ?? 'ERROR';
              } catch {
                code ??= 'NOT_JSON';
              }
              onAnswer(code === null, code);
            },
          },
        ],
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
    instance.on('reqError', () => onAnswer(false, 'CONNECTION_ERROR'));
  });
}

export async function run({ log = console.log } = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-soak-'));
  const fleetOptions = { port: 0, dataDir, seedHubs: HUBS, demoPassword: 'demo' };
  let fleet = await startServer('fleet-api', fleetOptions);
  const fleetPort = Number(new URL(fleet.url).port);
  const gateway = await startServer(
    'gateway',
    { port: 0, upstreamUrl: fleet.url, apiKey: fleet.apiKey, webDist: null },
    { execArgv: ['--expose-gc'] },
  );
  try {
    const { data: signedIn } = await graphql(
      gateway.url,
      'mutation { login(email: "staff@hubs.example", password: "demo") { token } }',
    );
    const token = signedIn.login.token;
    const { data } = await graphql(gateway.url, '{ hubs(first: 200) { edges { node { id } } } }', {}, token);
    const { hubs } = data;
    const hubIds = hubs.edges.map((edge) => edge.node.id);
    log(
      `Soak: ${hubIds.length} hubs, ${CONNECTIONS} connections, ${WARMUP_SECONDS} s warm-up then ${SECONDS} s.`,
    );

    await load(gateway.url, token, hubIds, WARMUP_SECONDS, () => {});
    const before = await memoryOf(gateway);

    const started = Date.now();
    const seconds = Array.from({ length: SECONDS + 15 }, () => ({ ok: 0, errors: 0 }));
    const codes = {};
    const onAnswer = (ok, code) => {
      const slot = seconds[Math.floor((Date.now() - started) / 1000)];
      if (slot) slot[ok ? 'ok' : 'errors']++;
      if (!ok) codes[code] = (codes[code] ?? 0) + 1;
    };
    const running = load(gateway.url, token, hubIds, SECONDS, onAnswer);

    // Half-way: kill fleet-api as a crash would, and start it again on the same port and data.
    await new Promise((resolve) => setTimeout(resolve, (SECONDS / 2) * 1000));
    const killedAt = Date.now() - started;
    process.kill(fleet.pid, 'SIGKILL');
    log(`fleet-api killed at ${(killedAt / 1000).toFixed(1)} s; restarting.`);
    fleet = await startServer('fleet-api', { ...fleetOptions, port: fleetPort });
    const backAt = Date.now() - started;
    log(`fleet-api listening again at ${(backAt / 1000).toFixed(1)} s.`);

    const result = await running;
    const endedAt = Date.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    const after = await memoryOf(gateway);

    // Recovered: the first whole second after the kill with answers and not one error, and none after.
    const killSecond = Math.floor(killedAt / 1000);
    const measured = seconds.slice(0, Math.floor(endedAt / 1000));
    let recoveredSecond = null;
    for (let s = measured.length - 1; s > killSecond; s--) {
      if (measured[s].errors > 0 || measured[s].ok === 0) break;
      recoveredSecond = s;
    }
    const backSecond = Math.floor(backAt / 1000);
    const firstOkAfterBack = measured.findIndex((slot, s) => s >= backSecond && slot.ok > 0);
    const total = measured.reduce((sum, s) => ({ ok: sum.ok + s.ok, errors: sum.errors + s.errors }), {
      ok: 0,
      errors: 0,
    });
    const outcome = {
      connections: CONNECTIONS,
      seconds: SECONDS,
      hubs: hubIds.length,
      requests: total.ok + total.errors,
      ok: total.ok,
      errors: total.errors,
      errorsByCode: codes,
      errorsBeforeKill: measured.slice(0, killSecond).reduce((n, s) => n + s.errors, 0),
      fleetKilledAtS: Math.round(killedAt / 100) / 10,
      fleetListeningAgainAfterS: Math.round((backAt - killedAt) / 100) / 10,
      // Upper bounds, to the second: answers are counted per whole second.
      firstAnswerAfterFleetBackS:
        firstOkAfterBack < 0 ? null : Math.max(0, firstOkAfterBack + 1 - backAt / 1000),
      cleanAgainAfterKillS: recoveredSecond === null ? null : recoveredSecond + 1 - killedAt / 1000,
      latencyMs: { p50: result.latency.p50, p99: result.latency.p99, max: result.latency.max },
      autocannonTimeouts: result.timeouts,
      gatewayMemoryBefore: before,
      gatewayMemoryAfter: after,
      perSecond: measured.map((s, i) => `${i}:${s.ok}/${s.errors}`).join(' '),
    };
    for (const key of ['firstAnswerAfterFleetBackS', 'cleanAgainAfterKillS'])
      if (outcome[key] !== null) outcome[key] = Math.round(outcome[key] * 10) / 10;
    return outcome;
  } finally {
    await gateway.close();
    await fleet.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  console.log(JSON.stringify(await run(), null, 2));
  process.exit(0);
}

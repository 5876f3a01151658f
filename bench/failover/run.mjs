#!/usr/bin/env node
// Several gateways behind a real load balancer: the hub overview through two gateway processes sharing
// Redis behind nginx, configured with the repository's own deploy/nginx/gateways.conf (the file
// docker-compose mounts), with one gateway killed (SIGKILL) a third of the way in. Records the answers
// per second, every error seen (by HTTP status or GraphQL code), and how long after the kill the
// throughput was back to what it was before.
//
// Needs Debian's nginx (`nginx` on PATH or in /usr/sbin) and Redis at REDIS_URL (default
// redis://127.0.0.1:6379); without either it says so in one line and measures nothing.
//
//   node bench/failover/run.mjs         (after npx turbo run build)
//   FAILOVER_SECONDS=30 FAILOVER_CONNECTIONS=8
//
// Exports run({ log }) for bench/run.mjs; on its own it prints the result.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { connect, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { Pool } from 'undici';
import { closePools } from '../lib/load.mjs';
import { startServer } from '../lib/processes.mjs';
import { table } from '../lib/report.mjs';
import { SCREEN_VARIABLES, screenQueries } from '../lib/screenQueries.mjs';
import { DEMO_PASSWORD, signIn } from '../lib/signIn.mjs';

const root = join(import.meta.dirname, '../..');
// The hub overview as the screen asks for it: its one request, read from web/src.
const OVERVIEW = 'HubOverviewScreen_Query';

function findNginx() {
  for (const candidate of ['nginx', '/usr/sbin/nginx']) {
    const found = spawnSync(candidate, ['-v'], { stdio: 'ignore' });
    if (!found.error) return candidate;
  }
  return null;
}

function reachable(url) {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = connect({ host: hostname, port: Number(port || 6379) });
    socket.setTimeout(1000);
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => (socket.destroy(), resolve(false)));
  });
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
    server.once('error', reject);
  });
}

async function waitFor(check, timeoutMs, what) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (await check().catch(() => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${what} did not come up within ${timeoutMs} ms`);
}

/** A gateway as production runs it (gateway/dist/server.js), on its own port, with the shared Redis. */
async function startGatewayProcess(port, fleet, redisUrl, cachePrefix) {
  const child = spawn(process.execPath, [join(root, 'gateway/dist/server.js')], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      UPSTREAM_URL: fleet.url,
      FLEET_API_KEY: fleet.apiKey,
      REDIS_URL: redisUrl,
      CACHE_PREFIX: cachePrefix,
      TRUST_PROXY: 'true',
      WEB_DIST: join(root, 'web/dist'),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await waitFor(async () => (await fetch(`http://127.0.0.1:${port}/healthz`)).ok, 30_000, `gateway :${port}`);
  return child;
}

/** nginx with deploy/nginx/gateways.conf, its replicas' and listening addresses put in. */
async function startNginx(nginx, dir, listenPort, gatewayPorts) {
  const site = readFileSync(join(root, 'deploy/nginx/gateways.conf'), 'utf8')
    .replace(/server gateway-1:4000/, `server 127.0.0.1:${gatewayPorts[0]}`)
    .replace(/server gateway-2:4000/, `server 127.0.0.1:${gatewayPorts[1]}`)
    .replace(/listen 80;/, `listen 127.0.0.1:${listenPort};`);
  for (const sub of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'])
    mkdirSync(join(dir, sub), { recursive: true });
  writeFileSync(join(dir, 'gateways.conf'), site);
  writeFileSync(
    join(dir, 'nginx.conf'),
    [
      'daemon off;',
      'worker_processes 1;',
      `pid ${dir}/nginx.pid;`,
      `error_log ${dir}/error.log warn;`,
      'events { worker_connections 1024; }',
      'http {',
      '  access_log off;',
      ...['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(
        (sub) => `  ${sub === 'body' ? 'client_body' : sub}_temp_path ${dir}/${sub};`,
      ),
      `  include ${dir}/gateways.conf;`,
      '}',
    ].join('\n'),
  );
  const args = ['-p', dir, '-c', join(dir, 'nginx.conf'), '-e', join(dir, 'error.log')];
  const test = spawnSync(nginx, [...args, '-t'], { encoding: 'utf8' });
  if (test.status !== 0) throw new Error(`nginx -t refused the configuration:\n${test.stderr}`);
  const child = spawn(nginx, args, { stdio: ['ignore', 'ignore', 'inherit'] });
  await waitFor(async () => (await fetch(`http://127.0.0.1:${listenPort}/healthz`)).ok, 10_000, 'nginx');
  return child;
}

export async function run({ log = console.log } = {}) {
  const redisUrl = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
  const nginx = findNginx();
  if (!nginx) {
    const line = "Skipped: no nginx on this machine (install Debian's nginx package to run this section).";
    log(line);
    return { markdown: line };
  }
  if (!(await reachable(redisUrl))) {
    const line = `Skipped: no Redis at ${redisUrl} (the gateways share their sessions and cache through it).`;
    log(line);
    return { markdown: line };
  }
  const seconds = Number(process.env.FAILOVER_SECONDS ?? 30);
  const connections = Number(process.env.FAILOVER_CONNECTIONS ?? 8);
  const killAt = seconds / 3;
  const dir = mkdtempSync(join(tmpdir(), 'bench-failover-'));
  const children = [];
  let fleet;
  try {
    fleet = await startServer('fleet-api', {
      port: 0,
      databaseUrl: null,
      dataDir: null,
      seedHubs: 2000,
      demoPassword: DEMO_PASSWORD,
    });
    const prefix = `bench-failover-${process.pid}:`;
    const gatewayPorts = [await freePort(), await freePort()];
    const gateways = [];
    for (const port of gatewayPorts) gateways.push(await startGatewayProcess(port, fleet, redisUrl, prefix));
    children.push(...gateways);
    const listenPort = await freePort();
    children.push(await startNginx(nginx, dir, listenPort, gatewayPorts));
    const url = `http://127.0.0.1:${listenPort}`;
    log(`nginx on :${listenPort} in front of gateways :${gatewayPorts.join(', :')} (Redis ${redisUrl})`);

    const token = await signIn(url);
    const overview = screenQueries().get(OVERVIEW);

    // Closed loop: `connections` clients, each asking the next overview as soon as one is answered, over
    // kept-alive connections to nginx (a balancer's error page is HTML, so the body is read as text).
    const pool = new Pool(url, { connections, keepAliveTimeout: 30_000 });
    const started = performance.now();
    const buckets = Array.from({ length: Math.ceil(seconds) }, () => ({ ok: 0, errors: 0 }));
    const errors = new Map();
    let killedAt = null;
    const client = async (n) => {
      let i = n;
      while (performance.now() - started < seconds * 1000) {
        const id = 1001 + ((i++ * 37) % 2000);
        let problem = null;
        try {
          const res = await pool.request({
            method: 'POST',
            path: '/graphql',
            headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
            body: JSON.stringify({ query: overview, variables: SCREEN_VARIABLES[OVERVIEW]({ hubId: id }) }),
          });
          const text = await res.body.text();
          if (res.statusCode !== 200) problem = `HTTP ${res.statusCode}`;
          else {
            const errors = JSON.parse(text).errors;
            if (errors) problem = `GraphQL ${errors[0]?.extensions?.code ?? 'error'}`;
          }
        } catch (error) {
          problem = `connection: ${error.code ?? error.message}`;
        }
        const second = Math.floor((performance.now() - started) / 1000);
        const bucket = buckets[Math.min(second, buckets.length - 1)];
        if (problem) {
          bucket.errors++;
          errors.set(problem, (errors.get(problem) ?? 0) + 1);
        } else bucket.ok++;
      }
    };
    const killer = new Promise((resolve) =>
      setTimeout(() => {
        killedAt = (performance.now() - started) / 1000;
        gateways[1].kill('SIGKILL');
        log(`killed gateway :${gatewayPorts[1]} at ${killedAt.toFixed(1)} s`);
        resolve();
      }, killAt * 1000),
    );
    await Promise.all([...Array.from({ length: connections }, (_, n) => client(n)), killer]);
    await pool.close();

    // Throughput before the kill (from the second second on: connections warm), and the first whole
    // second after the kill from which the next 3 seconds average 90 % of it (3 s, as single seconds on
    // a shared machine swing by half either way).
    const mean = (list) => list.reduce((sum, b) => sum + b.ok, 0) / list.length;
    const baseline = mean(buckets.slice(1, Math.floor(killAt)));
    const killSecond = Math.floor(killAt);
    let recovered = null;
    for (let second = killSecond; second + 3 <= buckets.length; second++)
      if (mean(buckets.slice(second, second + 3)) >= 0.9 * baseline) {
        recovered = second;
        break;
      }
    const recoverySeconds = recovered === null ? null : Math.max(0, recovered - killedAt);
    const afterRate = mean(buckets.slice(killSecond + 1, -1));
    const totalErrors = [...errors.values()].reduce((a, b) => a + b, 0);
    const totalOk = buckets.reduce((sum, b) => sum + b.ok, 0);
    const summary = {
      seconds,
      connections,
      killedAtSeconds: Math.round(killedAt * 10) / 10,
      answeredOk: totalOk,
      errors: totalErrors,
      overviewsPerSecondBefore: Math.round(baseline),
      overviewsPerSecondAfter: Math.round(afterRate),
      fullThroughputAfterSeconds: recoverySeconds === null ? null : Math.round(recoverySeconds * 10) / 10,
    };
    log(JSON.stringify(summary));
    const markdown = [
      `Hub overview through nginx (deploy/nginx/gateways.conf) in front of two gateway processes sharing Redis; ` +
        `${connections} clients in a closed loop for ${seconds} s; gateway 2 killed with SIGKILL at ` +
        `${summary.killedAtSeconds} s and not restarted.`,
      '',
      `- Answered: ${totalOk} overviews; errors: ${totalErrors}` +
        (totalErrors ? ` (${[...errors].map(([what, count]) => `${count} × ${what}`).join(', ')})` : ''),
      `- Before the kill: ${summary.overviewsPerSecondBefore} overviews/s with two gateways; after it ` +
        `${summary.overviewsPerSecondAfter}/s with one; back to at least 90 % of the two-gateway rate ` +
        (recoverySeconds === null
          ? 'not within the run.'
          : `${summary.fullThroughputAfterSeconds} s after the kill (3-second average, seconds counted whole).`),
      '',
      table(
        ['second', 'answered', 'errors'],
        buckets.map((b, second) => [String(second), String(b.ok), String(b.errors)]),
      ),
    ].join('\n');
    return { markdown, ...summary };
  } finally {
    for (const child of children.reverse()) if (child.exitCode === null) child.kill('SIGTERM');
    await closePools();
    await fleet?.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const result = await run();
  console.log(result.markdown);
  process.exit(0);
}

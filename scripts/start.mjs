#!/usr/bin/env node
// Starts the whole product as two processes, as it runs in production: fleet-api (the REST API, on PGlite
// under DATA_DIR unless DATABASE_URL is set; seeded with the demo fleet on first start) and the gateway
// (GraphQL, the web app and GraphiQL on one origin). Run after `turbo run build` (npm start does both).
// Ctrl-C stops both. A fleet-api that dies is restarted with backoff (0.5 s, doubling up to 30 s; back to
// 0.5 s once it has run a minute), with its exit code or signal logged; the gateway keeps serving
// meanwhile (it answers UPSTREAM_UNAVAILABLE and reports the upstream in /healthz). If the gateway dies,
// the stack stops, so a half-up stack never lingers.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const env = { ...process.env };
env.FLEET_API_PORT ??= '4001';
env.PORT ??= '4000';
env.UPSTREAM_URL ??= `http://127.0.0.1:${env.FLEET_API_PORT}`;
env.DATA_DIR ??= join(root, '.data');
// As the Docker image runs them: graphql-js's development checks cost the gateway CPU on every field.
env.NODE_ENV ??= 'production';

const entries = {
  'fleet-api': join(root, 'fleet-api/dist/server.js'),
  gateway: join(root, 'gateway/dist/server.js'),
};
for (const [name, file] of Object.entries(entries)) {
  if (!existsSync(file)) {
    console.error(
      `${name} is not built (${file} is missing). Run "npm run build" first, or use "npm start".`,
    );
    process.exit(1);
  }
}

const children = new Set();
let stopping = false;

const RESTART_FIRST_MS = 500;
const RESTART_MAX_MS = 30_000;
const STABLE_MS = 60_000;

function run(name, file, onExit) {
  const child = spawn(process.execPath, [file], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  const started = Date.now();
  children.add(child);
  console.log(`[${name}] started (pid ${child.pid})`);
  const prefix = (stream, out) => {
    let rest = '';
    stream.on('data', (chunk) => {
      const lines = (rest + chunk).split('\n');
      rest = lines.pop() ?? '';
      for (const line of lines) out.write(`[${name}] ${line}\n`);
    });
  };
  prefix(child.stdout, process.stdout);
  prefix(child.stderr, process.stderr);
  child.on('exit', (code, signal) => {
    children.delete(child);
    if (!stopping) onExit({ code, signal, ranMs: Date.now() - started });
  });
  return child;
}

const why = ({ code, signal }) => (signal ? `killed by ${signal}` : `exit code ${code}`);

let restartDelay = RESTART_FIRST_MS;
let restarts = 0;
function runFleetApi() {
  run('fleet-api', entries['fleet-api'], (exit) => {
    // A run that lasted shows the fault is not at start-up: begin the backoff again.
    if (exit.ranMs >= STABLE_MS) restartDelay = RESTART_FIRST_MS;
    restarts++;
    console.error(
      `[fleet-api] stopped (${why(exit)}) after ${(exit.ranMs / 1000).toFixed(1)} s; restarting in ${restartDelay} ms (restart ${restarts}). The gateway keeps running.`,
    );
    const timer = setTimeout(() => {
      if (!stopping) runFleetApi();
    }, restartDelay);
    restartDelay = Math.min(restartDelay * 2, RESTART_MAX_MS);
  });
}

function stop(code = 0) {
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  const deadline = setTimeout(() => process.exit(code), 5000);
  deadline.unref();
  const check = setInterval(() => {
    if (children.size === 0) {
      clearInterval(check);
      process.exit(code);
    }
  }, 50);
}

async function waitFor(url, timeoutMs) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until && !stopping) {
    try {
      const res = await fetch(url);
      if (res.ok) return true;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return false;
}

process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

runFleetApi();
// The gateway starts at once: it needs the upstream only per request, and reports it in /healthz.
run('gateway', entries.gateway, (exit) => {
  console.error(`[gateway] stopped (${why(exit)}); stopping the stack.`);
  stop(exit.code || 1);
});

const gatewayUrl = `http://localhost:${env.PORT}`;
if (await waitFor(`${gatewayUrl}/healthz`, 120_000)) {
  // Wait for the upstream too, so "ready" means a person can log in.
  const until = Date.now() + 120_000;
  while (Date.now() < until && !stopping) {
    const health = await fetch(`${gatewayUrl}/healthz`)
      .then((r) => r.json())
      .catch(() => null);
    if (health?.upstream === 'ok') break;
    await new Promise((r) => setTimeout(r, 250));
  }
  const password = env.DEMO_PASSWORD ?? 'demo';
  console.log(
    [
      '',
      `HUB Administration is ready: ${gatewayUrl}`,
      `  GraphQL:  ${gatewayUrl}/graphql   GraphiQL: ${gatewayUrl}/graphiql`,
      `  Log in as admin@hubs.example / ${password} (administrator) or staff@hubs.example / ${password}`,
      '',
    ].join('\n'),
  );
} else if (!stopping) {
  console.error('The gateway did not answer /healthz within 120 s; stopping.');
  stop(1);
}

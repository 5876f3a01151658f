// Starts serve.mjs children and talks to them: one request, one answer, in order.
import { fork } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const serveScript = join(dirname(fileURLToPath(import.meta.url)), 'serve.mjs');

/**
 * A server in a child process. `execArgv` lets the caller add e.g. --cpu-prof.
 * Resolves once the server listens; `ask` sends a command and resolves with the child's answer.
 */
export async function startServer(role, options, { execArgv = [], env = {}, timeoutMs = 30 * 60_000 } = {}) {
  const child = fork(serveScript, [role], {
    execArgv,
    // As the Docker image runs the servers (graphql-js checks its own types far more slowly otherwise).
    env: { ...process.env, NODE_ENV: 'production', ...env },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const waiting = [];
  child.on('message', (message) => waiting.shift()?.resolve(message));
  child.on('exit', (code) => {
    for (const w of waiting.splice(0)) w.reject(new Error(`${role} exited (${code})`));
  });
  const ask = (message) =>
    new Promise((resolve, reject) => {
      waiting.push({ resolve, reject });
      child.send(message);
    });

  const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
  const answer = await ask({ options }).finally(() => clearTimeout(timer));
  if (!answer.ready) {
    child.kill('SIGKILL');
    throw new Error(`${role} did not start: ${answer.failed ?? JSON.stringify(answer)}`);
  }
  return {
    ...answer.ready,
    pid: child.pid,
    /** CPU microseconds (user + system) the process has used so far. */
    async cpuMicros() {
      const { cpu } = await ask({ cmd: 'cpu' });
      return cpu.user + cpu.system;
    },
    command: (cmd, extra = {}) => ask({ cmd, ...extra }),
    async close() {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      await ask({ cmd: 'close' }).catch(() => {});
      const force = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(force);
    },
  };
}

/**
 * The stack an area section measures in Chromium: fleet-api on PGlite in memory with `seedHubs` hubs and
 * the demo password (lib/signIn.mjs), and a gateway in front of it serving the built web app.
 */
export async function startStack({ seedHubs = 2000, demoPassword }) {
  const fleet = await startServer('fleet-api', {
    port: 0,
    databaseUrl: null,
    dataDir: null,
    seedHubs,
    demoPassword,
  });
  const gateway = await startServer('gateway', {
    port: 0,
    upstreamUrl: fleet.url,
    apiKey: fleet.apiKey,
    // BENCH_WEB_DIST: another build of the web app (e.g. the main branch's, for a before/after run).
    webDist: process.env.BENCH_WEB_DIST ?? join(dirname(serveScript), '../../web/dist'),
    cachePrefix: 'bench:',
  });
  return { fleet, gateway };
}

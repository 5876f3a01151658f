// Issue 16 item 7: `npm start` (scripts/start.mjs) restarts a fleet-api that died, logs why it stopped,
// and keeps the gateway running. A stack of its own (small demo fleet, PGlite in a temporary directory),
// so killing its fleet-api disturbs no other test.
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../support/stack.js';

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');

async function until<T>(
  what: string,
  probe: () => Promise<T | null | undefined>,
  timeoutMs: number,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const value = await probe().catch(() => null);
    if (value) return value;
    await sleep(200);
  }
  throw new Error(`${what} did not happen within ${timeoutMs} ms`);
}

describe('npm start with a crashing fleet-api', () => {
  let stack: ChildProcess;
  let log = '';
  let gatewayUrl = '';
  const dataDir = mkdtempSync(join(tmpdir(), 'hubadmin-restart-'));

  const upstream = async () =>
    ((await (await fetch(`${gatewayUrl}/healthz`)).json()) as { upstream?: string }).upstream;
  const fleetPids = () => [...log.matchAll(/\[fleet-api\] started \(pid (\d+)\)/g)].map((m) => Number(m[1]));
  const signIn = async () => {
    const res = await fetch(`${gatewayUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        query: 'mutation { login(email: "staff@hubs.example", password: "demo") { token } }',
      }),
    });
    return ((await res.json()) as { data?: { login: { token: string | null } } }).data?.login.token;
  };

  beforeAll(async () => {
    const [port, fleetPort] = [await freePort(), await freePort()];
    gatewayUrl = `http://127.0.0.1:${port}`;
    stack = spawn(process.execPath, [join(root, 'scripts/start.mjs')], {
      env: {
        ...process.env,
        PORT: String(port),
        FLEET_API_PORT: String(fleetPort),
        UPSTREAM_URL: `http://127.0.0.1:${fleetPort}`,
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        REDIS_URL: '',
        SEED_HUBS: '20',
        DEMO_PASSWORD: 'demo',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    stack.stdout?.on('data', (chunk) => (log += chunk));
    stack.stderr?.on('data', (chunk) => (log += chunk));
    await until('the stack becoming ready', async () => (await upstream()) === 'ok', 150_000);
  });

  afterAll(async () => {
    if (stack && stack.exitCode === null) {
      stack.kill('SIGTERM');
      await new Promise((resolve) => stack.once('exit', resolve));
    }
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('brings a killed fleet-api back, says why it stopped, and the gateway answers again', async () => {
    expect(await signIn()).toEqual(expect.any(String));
    const [first] = fleetPids();
    expect(first).toBeGreaterThan(0);

    process.kill(first!, 'SIGKILL');
    await until(
      'the stop being logged',
      async () => /\[fleet-api\] stopped \(killed by SIGKILL\)/.test(log),
      10_000,
    );
    expect(log).toMatch(/restarting in \d+ ms \(restart 1\)\. The gateway keeps running\./);
    // The gateway itself never went away: it answers /healthz throughout.
    expect(['ok', 'down']).toContain(await upstream());

    await until('a new fleet-api', async () => fleetPids().length === 2, 20_000);
    await until('the upstream answering again', async () => (await upstream()) === 'ok', 120_000);
    expect(await until('signing in again', signIn, 30_000)).toEqual(expect.any(String));
    expect(stack.exitCode).toBeNull();
  });
});

// Starts the whole product with scripts/start.mjs (the script behind `npm start`) on free ports, with a
// fresh embedded database in a temporary DATA_DIR — or, when DATABASE_URL is set, in a fresh PostgreSQL
// schema — and stops it afterwards; beside it, one Chromium server that every spec file connects to. The
// tests get their addresses through vitest's provide/inject.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { startFleetApi, type RunningFleetApi } from '@hub/fleet-api';
import { launchBrowserServer } from './chromium.js';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    demoPassword: string;
    /** The name of the second fleet-api whose query statistics the admin queries screen can read. */
    querySourceName: string;
    /** The shared Chromium's address, for playwright's connect (support/browser.ts). */
    browserEndpoint: string;
  }
}

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });
}

async function waitUntilReady(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`the stack exited early (code ${child.exitCode})`);
    const health = await fetch(`${url}/healthz`)
      .then((r) => r.json() as Promise<{ upstream?: string }>)
      .catch(() => null);
    if (health?.upstream === 'ok') return;
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`the stack did not become ready within ${timeoutMs} ms`);
}

export const QUERY_SOURCE_NAME = 'reporting-replica';

/**
 * A second fleet-api (in-memory, a handful of hubs) as the queries screen's external source, with a
 * read-only personal access token of its administrator: what an operator configures in QUERY_SOURCES.
 */
async function startQuerySource(demoPassword: string): Promise<{ api: RunningFleetApi; token: string }> {
  const api = await startFleetApi({
    port: 0,
    databaseUrl: null,
    dataDir: null,
    seedHubs: 5,
    demoPassword,
    // With REDIS_URL set, the per-address sign-in count is shared with every browser's sign-in.
    loginAddressLimit: 100_000,
  });
  const post = async (path: string, body: unknown, token?: string) => {
    const res = await fetch(`${api.url}${path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-api-key': api.apiKey,
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify(body),
    });
    return ((await res.json()) as { data: { token: string } }).data.token;
  };
  const session = await post('/api/auth/token', { email: 'admin@hubs.example', password: demoPassword });
  const token = await post(
    '/api/auth/tokens',
    { name: 'query statistics', expires_in_days: 30, read_only: true },
    session,
  );
  return { api, token };
}

export default async function setup(project: TestProject) {
  const [port, fleetPort] = [await freePort(), await freePort()];
  const dataDir = mkdtempSync(join(tmpdir(), 'hubadmin-e2e-'));
  const schema = process.env.DATABASE_URL ? `e2e_${Date.now().toString(36)}` : undefined;
  const demoPassword = 'e2e-demo-password';
  const querySource = await startQuerySource(demoPassword);
  const child = spawn(process.execPath, [join(root, 'scripts/start.mjs')], {
    env: {
      ...process.env,
      PORT: String(port),
      FLEET_API_PORT: String(fleetPort),
      UPSTREAM_URL: `http://127.0.0.1:${fleetPort}`,
      DATA_DIR: dataDir,
      DEMO_PASSWORD: demoPassword,
      // Every browser signs in from 127.0.0.1; the per-address sign-in limit is tested in fleet-api.
      LOGIN_ADDRESS_LIMIT: '100000',
      // With REDIS_URL set the gateway caches in Redis: keep this run's keys apart from any other's.
      CACHE_PREFIX: `hubadmin-e2e-${process.pid}-${Date.now().toString(36)}:`,
      ...(schema ? { DATABASE_SCHEMA: schema } : {}),
      QUERY_SOURCES: `${QUERY_SOURCE_NAME}=${querySource.api.url}`,
      QUERY_SOURCE_TOKEN: querySource.token,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout?.on('data', (chunk) => (log += chunk));
  child.stderr?.on('data', (chunk) => (log += chunk));

  const baseUrl = `http://127.0.0.1:${port}`;
  try {
    await waitUntilReady(baseUrl, child, 150_000);
  } catch (error) {
    child.kill('SIGTERM');
    await querySource.api.close();
    throw new Error(`${(error as Error).message}\n--- stack output ---\n${log.slice(-4000)}`);
  }
  project.provide('baseUrl', baseUrl);
  project.provide('demoPassword', demoPassword);
  project.provide('querySourceName', QUERY_SOURCE_NAME);
  const browser = await launchBrowserServer();
  project.provide('browserEndpoint', browser.wsEndpoint());

  return async () => {
    await browser.close();
    child.kill('SIGTERM');
    await new Promise((resolve) => (child.exitCode !== null ? resolve(null) : child.once('exit', resolve)));
    await querySource.api.close();
    rmSync(dataDir, { recursive: true, force: true });
    if (schema && process.env.DATABASE_URL) {
      const { default: pg } = await import('pg');
      const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
      await client.connect();
      await client.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
      await client.end();
    }
  };
}

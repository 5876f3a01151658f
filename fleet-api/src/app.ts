import type { FastifyInstance } from 'fastify';
import { configFromEnv } from './config.js';
import type { FleetApiConfig } from './config.js';
import type { Database } from './db/database.js';
import { migrate } from './db/migrate.js';
import { openDatabase } from './db/open.js';
import { buildApp } from './http/buildApp.js';
import { seedIfEmpty } from './seed/index.js';

export interface FleetApiOptions {
  port?: number;
  host?: string;
  /** PostgreSQL URL; null forces PGlite even when DATABASE_URL is set. */
  databaseUrl?: string | null;
  databaseSchema?: string;
  /** PGlite directory parent; null keeps PGlite in memory. */
  dataDir?: string | null;
  seedHubs?: number;
  demoPassword?: string;
  apiKey?: string;
  logger?: boolean;
  querySources?: FleetApiConfig['querySources'];
  querySourceToken?: string | null;
  /** null: no Redis even when REDIS_URL is set. */
  redisUrl?: string | null;
  loginAddressLimit?: number;
  loginMaxFailures?: number;
  loginLockSeconds?: number;
}

export interface RunningFleetApi {
  /** Base URL, e.g. http://127.0.0.1:54321 (paths start with /api/...). */
  url: string;
  apiKey: string;
  /** Whether this start filled an empty database with the demo fleet. */
  seeded: boolean;
  /** Direct access to the database, for tests that need a row in a given state (e.g. an expired token). */
  db: Database;
  close(): Promise<void>;
}

function resolveConfig(options: FleetApiOptions): FleetApiConfig {
  const env = configFromEnv();
  return {
    ...env,
    port: options.port ?? env.port,
    host: options.host ?? env.host,
    databaseUrl: options.databaseUrl === undefined ? env.databaseUrl : options.databaseUrl,
    databaseSchema: options.databaseSchema ?? env.databaseSchema,
    dataDir: options.dataDir === undefined ? env.dataDir : options.dataDir,
    seedHubs: options.seedHubs ?? env.seedHubs,
    demoPassword: options.demoPassword ?? env.demoPassword,
    apiKey: options.apiKey ?? env.apiKey,
    logger: options.logger ?? env.logger,
    querySources: options.querySources ?? env.querySources,
    querySourceToken:
      options.querySourceToken === undefined ? env.querySourceToken : options.querySourceToken,
    redisUrl: options.redisUrl === undefined ? env.redisUrl : options.redisUrl,
    loginAddressLimit: options.loginAddressLimit ?? env.loginAddressLimit,
    loginMaxFailures: options.loginMaxFailures ?? env.loginMaxFailures,
    loginLockSeconds: options.loginLockSeconds ?? env.loginLockSeconds,
  };
}

function baseUrl(app: FastifyInstance, host: string): string {
  const address = app.server.address();
  const port = typeof address === 'object' && address !== null ? address.port : 0;
  // A wildcard listen address is not something a client can connect to.
  const reachable =
    host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host.includes(':') ? `[${host}]` : host;
  return `http://${reachable}:${port}`;
}

/**
 * Opens the database (PostgreSQL or PGlite), applies migrations, seeds the demo fleet on first start,
 * and serves the REST API. Options override the environment; port 0 picks a free port.
 */
export async function startFleetApi(options: FleetApiOptions = {}): Promise<RunningFleetApi> {
  const config = resolveConfig(options);
  const db = await openDatabase(config);
  let app: FastifyInstance | null = null;
  try {
    await migrate(db);
    const seeded = await seedIfEmpty(db, { hubs: config.seedHubs, demoPassword: config.demoPassword });
    app = await buildApp(db, config);
    await app.listen({ port: config.port, host: config.host });
    const running = app;
    return {
      url: baseUrl(running, config.host),
      apiKey: config.apiKey,
      seeded,
      db,
      async close() {
        await running.close();
        await db.close();
      },
    };
  } catch (error) {
    await app?.close();
    await db.close();
    throw error;
  }
}

// Runtime settings. Everything comes from the environment with demo-friendly defaults, so
// `npm start` works on a bare machine; startFleetApi's options override the environment.
import { readFileSync } from 'node:fs';

export interface FleetApiConfig {
  port: number;
  host: string;
  /** PostgreSQL connection string; null means embedded PGlite. */
  databaseUrl: string | null;
  /** PostgreSQL schema to work in (created when missing); null means the server's default. */
  databaseSchema: string | null;
  /** Where PGlite keeps its files (`${dataDir}/fleet-pglite`); null means in memory. */
  dataDir: string | null;
  seedHubs: number;
  demoPassword: string;
  apiKey: string;
  tokenTtlHours: number;
  logger: boolean;
  /** Other fleet-api instances whose query statistics administrators may read (QUERY_SOURCES). */
  querySources: QuerySource[];
  /** Bearer token (an administrator's read-only personal access token there) sent to those instances. */
  querySourceToken: string | null;
  /** What the configuration screen reports as this build (BUILD_VERSION, else the package version). */
  buildVersion: string;
  /** How long a repeat of an Idempotency-Key waits for the first request to finish before a 409. */
  idempotencyWaitMs: number;
  /** Redis for the per-address sign-in limit, shared by every replica; null counts in memory. */
  redisUrl: string | null;
  /** Sign-in attempts per client address per minute. */
  loginAddressLimit: number;
  /** Wrong passwords in a row before an account is locked. */
  loginMaxFailures: number;
  /** The first lock's length; each further lock in a row lasts twice as long (at most a day). */
  loginLockSeconds: number;
}

export interface QuerySource {
  name: string;
  url: string;
}

/** "name=url,name2=url2": names are what the queries screen lists, urls are fleet-api base URLs. */
export function parseQuerySources(raw: string | undefined): QuerySource[] {
  const sources: QuerySource[] = [];
  for (const pair of (raw ?? '')
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean)) {
    const at = pair.indexOf('=');
    const name = pair.slice(0, at).trim();
    const url = pair
      .slice(at + 1)
      .trim()
      .replace(/\/+$/, '');
    if (at <= 0 || !/^https?:\/\//i.test(url) || name === 'self') {
      throw new Error(`QUERY_SOURCES: "${pair}" is not name=http(s)://host:port (and "self" is this server)`);
    }
    sources.push({ name, url });
  }
  return sources;
}

type Env = Record<string, string | undefined>;

// Kept in step with package.json by hand is what we want to avoid; read it once at start.
const PACKAGE_VERSION = (
  JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string }
).version;

function integer(env: Env, name: string, fallback: number, min: number): number {
  const raw = env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isSafeInteger(value) || value < min) {
    throw new Error(`${name} must be a whole number of at least ${min}, got "${raw}"`);
  }
  return value;
}

function text(env: Env, name: string): string | null {
  const raw = env[name]?.trim();
  return raw === undefined || raw === '' ? null : raw;
}

export function configFromEnv(env: Env = process.env): FleetApiConfig {
  return {
    port: integer(env, 'FLEET_API_PORT', 4001, 0),
    host: text(env, 'FLEET_API_HOST') ?? '127.0.0.1',
    databaseUrl: text(env, 'DATABASE_URL'),
    databaseSchema: text(env, 'DATABASE_SCHEMA'),
    dataDir: text(env, 'DATA_DIR') ?? '.data',
    seedHubs: integer(env, 'SEED_HUBS', 2000, 1),
    demoPassword: env['DEMO_PASSWORD'] || 'demo',
    apiKey: text(env, 'FLEET_API_KEY') ?? 'dev-fleet-api-key',
    tokenTtlHours: integer(env, 'TOKEN_TTL_HOURS', 12, 1),
    logger: env['FLEET_API_LOG'] === '1',
    querySources: parseQuerySources(env['QUERY_SOURCES']),
    querySourceToken: text(env, 'QUERY_SOURCE_TOKEN'),
    buildVersion: text(env, 'BUILD_VERSION') ?? PACKAGE_VERSION,
    idempotencyWaitMs: integer(env, 'IDEMPOTENCY_WAIT_MS', 10_000, 0),
    redisUrl: text(env, 'REDIS_URL'),
    loginAddressLimit: integer(env, 'LOGIN_ADDRESS_LIMIT', 30, 1),
    loginMaxFailures: integer(env, 'LOGIN_MAX_FAILURES', 10, 1),
    loginLockSeconds: integer(env, 'LOGIN_LOCK_SECONDS', 900, 1),
  };
}

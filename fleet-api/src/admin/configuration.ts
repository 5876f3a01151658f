// The running configuration as administrators may see it: every setting that shapes behaviour, and
// every secret masked (whether it is set is useful; its value never leaves the process).
import type { FleetApiConfig } from '../config.js';
import type { Database } from '../db/database.js';

export interface Setting {
  name: string;
  value: string | null;
  secret: boolean;
}

export const MASK = '••••••••';

const secret = (name: string, value: string | null): Setting => ({
  name,
  value: value ? MASK : null,
  secret: true,
});
const plain = (name: string, value: string | number | boolean | null): Setting => ({
  name,
  value: value === null ? null : String(value),
  secret: false,
});

/** A connection string with its password masked: postgres://user:••••••••@host/db. */
export function maskUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = 'xxxxxxxx';
    return parsed.toString().replace('xxxxxxxx', MASK);
  } catch {
    return MASK;
  }
}

async function databaseVersion(db: Database): Promise<string> {
  const [row] = await db.query<{ version: string }>("SELECT current_setting('server_version') AS version");
  return row?.version ?? 'unknown';
}

export async function runningConfiguration(config: FleetApiConfig, db: Database): Promise<Setting[]> {
  return [
    plain('BUILD_VERSION', config.buildVersion),
    plain('Database kind', db.engine === 'postgres' ? 'PostgreSQL' : 'PGlite (embedded)'),
    plain('Database version', await databaseVersion(db)),
    {
      name: 'DATABASE_URL',
      value: config.databaseUrl === null ? null : maskUrl(config.databaseUrl),
      secret: true,
    },
    plain('DATABASE_SCHEMA', config.databaseSchema),
    plain('DATA_DIR', config.databaseUrl === null ? config.dataDir : null),
    plain('FLEET_API_HOST', config.host),
    plain('FLEET_API_PORT', config.port),
    plain('TOKEN_TTL_HOURS', config.tokenTtlHours),
    plain('SEED_HUBS', config.seedHubs),
    plain('FLEET_API_LOG', config.logger),
    plain('QUERY_SOURCES', config.querySources.map((s) => `${s.name}=${s.url}`).join(',') || null),
    secret('QUERY_SOURCE_TOKEN', config.querySourceToken),
    secret('FLEET_API_KEY', config.apiKey),
    secret('DEMO_PASSWORD', config.demoPassword),
  ];
}

export const settingSchema = {
  type: 'object',
  required: ['name', 'value', 'secret'],
  properties: { name: { type: 'string' }, value: { type: ['string', 'null'] }, secret: { type: 'boolean' } },
} as const;

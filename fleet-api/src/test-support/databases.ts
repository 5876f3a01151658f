import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { startFleetApi } from '../app.js';
import type { FleetApiOptions, RunningFleetApi } from '../app.js';

export interface DatabaseVariant {
  name: 'pglite' | 'postgres';
  /** Starts a fleet-api on a free port with a fresh, freshly seeded database of this kind. */
  start(options?: FleetApiOptions): Promise<RunningFleetApi>;
}

// Tests sign in with "demo" whatever DEMO_PASSWORD the environment sets, all from 127.0.0.1: the
// per-address sign-in limit is tested on its own (auth/throttle.test.ts).
const FIXED: FleetApiOptions = { port: 0, demoPassword: 'demo', loginAddressLimit: 100_000 };

const pglite: DatabaseVariant = {
  name: 'pglite',
  start: (options) => startFleetApi({ ...FIXED, databaseUrl: null, dataDir: null, ...options }),
};

// Each start works in a schema of its own, dropped again when the API closes, so test files can run
// in parallel against one PostgreSQL without seeing each other's rows.
function postgres(url: string): DatabaseVariant {
  return {
    name: 'postgres',
    async start(options) {
      const schema = `test_${randomBytes(6).toString('hex')}`;
      const api = await startFleetApi({ ...FIXED, databaseUrl: url, databaseSchema: schema, ...options });
      return {
        ...api,
        async close() {
          await api.close();
          const client = new pg.Client({ connectionString: url });
          await client.connect();
          try {
            await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
          } finally {
            await client.end();
          }
        },
      };
    },
  };
}

/** PGlite always; PostgreSQL as well when DATABASE_URL is set (as CI does). */
export function databaseVariants(): DatabaseVariant[] {
  const url = process.env['DATABASE_URL']?.trim();
  return url ? [pglite, postgres(url)] : [pglite];
}

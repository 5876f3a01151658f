import { startFleetApi } from './app.js';
import { verifyPassword } from './auth/password.js';
import { configFromEnv } from './config.js';
import { DEMO_ADMIN_EMAIL, DEMO_STAFF_EMAIL } from './seed/profiles.js';

const config = configFromEnv();
const started = Date.now();
const api = await startFleetApi();

// The demo logins were created with DEMO_PASSWORD at the first start; say so when it has changed since.
const stored = await api.db.query<{ password_hash: string | null }>(
  'SELECT password_hash FROM user_profiles WHERE lower(email) = $1',
  [DEMO_ADMIN_EMAIL],
);
const passwordNote =
  stored[0] && !(await verifyPassword(config.demoPassword, stored[0].password_hash))
    ? ' (set when the database was first seeded; DEMO_PASSWORD has changed since)'
    : '';
const database = config.databaseUrl
  ? 'PostgreSQL'
  : config.dataDir
    ? `PGlite in ${config.dataDir}`
    : 'PGlite in memory';

console.log(
  `fleet-api listening on ${api.url} (${database}${api.seeded ? `, seeded ${config.seedHubs} hubs` : ''}, ready in ${Date.now() - started} ms)`,
);
console.log(`  API key header: x-api-key: ${api.apiKey}`);
console.log(
  `  demo logins: ${DEMO_ADMIN_EMAIL} (administrator), ${DEMO_STAFF_EMAIL} (no rights); password: ${config.demoPassword}${passwordNote}`,
);

let stopping = false;
async function stop(signal: string) {
  if (stopping) return;
  stopping = true;
  console.log(`fleet-api stopping (${signal})`);
  try {
    await api.close();
    process.exit(0);
  } catch (error) {
    console.error('fleet-api failed to stop cleanly', error);
    process.exit(1);
  }
}
process.on('SIGINT', () => void stop('SIGINT'));
process.on('SIGTERM', () => void stop('SIGTERM'));

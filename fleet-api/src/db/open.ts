import path from 'node:path';
import type { Database } from './database.js';
import { openPglite } from './pglite.js';
import { openPostgres } from './postgres.js';
import { withStatementTimings } from './statementTimings.js';

export interface DatabaseSettings {
  databaseUrl: string | null;
  databaseSchema: string | null;
  dataDir: string | null;
}

/**
 * PostgreSQL when a URL is given, otherwise PGlite under `${dataDir}/fleet-pglite` (or in memory); either
 * way with every statement timed, for the administrators' queries screen.
 */
export async function openDatabase(settings: DatabaseSettings): Promise<Database> {
  if (settings.databaseUrl !== null) {
    return withStatementTimings(
      await openPostgres({ url: settings.databaseUrl, schema: settings.databaseSchema }),
    );
  }
  const dir = settings.dataDir === null ? null : path.resolve(settings.dataDir, 'fleet-pglite');
  return withStatementTimings(await openPglite(dir));
}

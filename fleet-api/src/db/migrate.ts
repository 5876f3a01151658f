import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import type { Database, Queryable } from './database.js';

const MIGRATIONS_DIR = new URL('./migrations/', import.meta.url);
const MIGRATION_FILE = /^(\d{3})_[a-z0-9_]+\.sql$/;

/**
 * Serialises everything that changes the schema or seeds it, so two processes starting against the
 * same PostgreSQL schema (several test files, a restart racing a stop) never both apply a step.
 * The lock is per schema: test runs in separate schemas do not wait for each other.
 */
export async function lockSchema(tx: Queryable): Promise<void> {
  await tx.query(`SELECT pg_advisory_xact_lock(4001, hashtext(current_schema()))`);
}

async function migrationFiles(): Promise<string[]> {
  const names = await readdir(MIGRATIONS_DIR);
  return names.filter((name) => MIGRATION_FILE.test(name)).sort();
}

/** A digest of every migration's name and text: it changes whenever the schema the files build does. */
export async function migrationsDigest(): Promise<string> {
  const hash = createHash('sha256');
  for (const file of await migrationFiles())
    hash.update(file).update(await readFile(new URL(file, MIGRATIONS_DIR)));
  return hash.digest('hex').slice(0, 16);
}

/**
 * Creates the extensions the migrations ask for (their `CREATE EXTENSION IF NOT EXISTS …;` statements)
 * first, one process at a time across the whole database. An extension belongs to the database, not to a
 * schema, so the per-schema lock does not cover it: two schemas migrating at once on a database that had
 * none (test files on a fresh PostgreSQL) both found pg_trgm missing, both created it, and one failed on
 * the catalogue's unique index. Once it exists, the statement in the migration is a no-op.
 */
async function createExtensions(db: Database, files: readonly string[]): Promise<void> {
  const statements = new Set<string>();
  for (const file of files)
    for (const [statement] of (await readFile(new URL(file, MIGRATIONS_DIR), 'utf8')).matchAll(
      /CREATE EXTENSION IF NOT EXISTS [^;]+;/gi,
    ))
      statements.add(statement);
  if (statements.size === 0) return;
  await db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock(4002)');
    for (const statement of statements) await tx.exec(statement);
  });
}

/** Applies the numbered .sql files not yet recorded in schema_migrations, in order, in one transaction. */
export async function migrate(db: Database): Promise<string[]> {
  const files = await migrationFiles();
  await createExtensions(db, files);
  return db.transaction(async (tx) => {
    await lockSchema(tx);
    await tx.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
      version text PRIMARY KEY,
      applied_at timestamptz NOT NULL DEFAULT now()
    )`);
    const done = new Set(
      (await tx.query<{ version: string }>('SELECT version FROM schema_migrations')).map((r) => r.version),
    );
    const applied: string[] = [];
    for (const file of files) {
      if (done.has(file)) continue;
      await tx.exec(await readFile(new URL(file, MIGRATIONS_DIR), 'utf8'));
      await tx.query('INSERT INTO schema_migrations (version) VALUES ($1)', [file]);
      applied.push(file);
    }
    return applied;
  });
}

// A fresh in-memory PGlite spends most of its start-up in initdb and the migrations (several seconds per
// test file's fleet-api, far more on a loaded machine), and both produce the same database every time for
// one PGlite version and one set of migration files. So the first in-memory start keeps a dump of its
// freshly migrated, not yet seeded database in the system's temporary directory, named by that version and
// the migrations' digest, and later starts, in any process, load the dump instead. Seeding still runs on
// every start; a changed migration changes the name, so a template never goes stale.
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { readFile, rename, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { migrationsDigest } from './migrate.js';

// The package does not export its package.json; it sits one folder above the entry point (dist/).
// (require.resolve rather than import.meta.resolve: vitest's module runner, which loads this file in the
// e2e setup, has no import.meta.resolve.)
const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
const { version } = JSON.parse(
  readFileSync(path.join(path.dirname(entry), '..', 'package.json'), 'utf8'),
) as {
  version: string;
};

async function templatePath(): Promise<string> {
  return path.join(tmpdir(), `hub-admin-pglite-${version}-${await migrationsDigest()}.tar`);
}

/** The dump kept by an earlier start for these migrations, or null when there is none yet. */
export async function migratedTemplate(): Promise<Blob | null> {
  try {
    return new Blob([await readFile(await templatePath())]);
  } catch {
    return null;
  }
}

/** Keeps this freshly migrated, unseeded database as the template (written whole, then renamed). */
export async function keepMigratedTemplate(db: PGlite): Promise<void> {
  try {
    const target = await templatePath();
    const dump = await db.dumpDataDir('none');
    const partial = `${target}.${randomBytes(4).toString('hex')}`;
    await writeFile(partial, Buffer.from(await dump.arrayBuffer()));
    await rename(partial, target);
  } catch {
    // Only a missed speed-up: the next start migrates from scratch again.
  }
}

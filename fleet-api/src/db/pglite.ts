import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import type { Transaction } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { Database, Queryable, Row } from './database.js';
import { textParsers } from './typeParsers.js';

function wrap(target: PGlite | Transaction): Queryable {
  return {
    async query<T = Row>(sql: string, params?: readonly unknown[]): Promise<T[]> {
      const result = await target.query<T>(sql, params as unknown[] | undefined);
      return result.rows;
    },
    async exec(sql: string): Promise<void> {
      await target.exec(sql);
    },
  };
}

/** Embedded PostgreSQL. `dir` null keeps everything in memory (tests); otherwise files persist there. */
export async function openPglite(dir: string | null): Promise<Database> {
  if (dir !== null) await mkdir(dir, { recursive: true });
  // pg_trgm: the installation reports' "contains" searches use trigram indexes (migration 020).
  const db = new PGlite({
    ...(dir === null ? {} : { dataDir: dir }),
    parsers: textParsers,
    extensions: { pg_trgm },
  });
  await db.waitReady;
  const direct = wrap(db);
  return {
    engine: 'pglite',
    query: direct.query,
    exec: direct.exec,
    transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> {
      return db.transaction((tx) => fn(wrap(tx)));
    },
    async close() {
      if (!db.closed) await db.close();
    },
  };
}

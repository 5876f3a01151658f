import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import type { Transaction } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { Database, Queryable, Row } from './database.js';
import { forRequest, throwIfAbandoned } from './requestScope.js';
import { migrate } from './migrate.js';
import { keepMigratedTemplate, migratedTemplate } from './pgliteTemplate.js';
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

/**
 * PGlite runs one statement at a time. Its own queue cannot drop a call whose request was abandoned, so
 * calls queue here instead, and each checks its request when its turn comes (db/requestScope.ts): the
 * reads of clients that have gone are skipped instead of delaying everyone behind them (issue 16: 400
 * dropped reads used to hold the next answers up for 10–25 s).
 */
function serialQueue() {
  let tail: Promise<unknown> = Promise.resolve();
  return <T>(job: () => Promise<T>): Promise<T> => {
    const start = async () => {
      // PGlite works on this thread: without a turn of the event loop between two statements, the
      // sockets of clients that have gone are never read, and their requests never learn of it.
      if (forRequest()) await new Promise((resolve) => setImmediate(resolve));
      throwIfAbandoned();
      return job();
    };
    const result = tail.then(start, start);
    tail = result.catch(() => undefined);
    return result;
  };
}

/** Embedded PostgreSQL. `dir` null keeps everything in memory (tests); otherwise files persist there. */
export async function openPglite(dir: string | null): Promise<Database> {
  if (dir !== null) await mkdir(dir, { recursive: true });
  // pg_trgm: the installation reports' "contains" searches use trigram indexes (migration 020).
  const start = async (template: Blob | null) => {
    const db = new PGlite({
      ...(dir === null ? {} : { dataDir: dir }),
      ...(template === null ? {} : { loadDataDir: template }),
      parsers: textParsers,
      extensions: { pg_trgm },
    });
    await db.waitReady;
    return db;
  };
  // In memory (tests, benchmarks): start from the kept migrated database when there is one
  // (db/pgliteTemplate.ts); one that cannot be loaded is replaced.
  const template = dir === null ? await migratedTemplate() : null;
  const fromTemplate = template === null ? null : await start(template).catch(() => null);
  const db = fromTemplate ?? (await start(null));
  const direct = wrap(db);
  const queued = serialQueue();
  const database: Database = {
    engine: 'pglite',
    query: (sql, params) => queued(() => direct.query(sql, params)),
    exec: (sql) => queued(() => direct.exec(sql)),
    // The whole transaction is one turn; its statements go straight to it.
    transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> {
      return queued(() => db.transaction((tx) => fn(wrap(tx))));
    },
    async close() {
      if (!db.closed) await db.close();
    },
  };
  if (dir === null && fromTemplate === null) {
    await migrate(database);
    await keepMigratedTemplate(db);
  }
  return database;
}

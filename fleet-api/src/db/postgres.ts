import pg from 'pg';
import type { Database, Queryable, Row } from './database.js';
import { throwIfAbandoned } from './requestScope.js';
import { textParsers } from './typeParsers.js';

export interface PostgresOptions {
  url: string;
  /** When set, the schema is created if missing and every connection works inside it. */
  schema: string | null;
  max?: number;
}

const SCHEMA_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

const types = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    const parse = textParsers[oid];
    return parse && format !== 'binary' ? parse : pg.types.getTypeParser(oid, format);
  },
};

function wrap(client: pg.Pool | pg.PoolClient): Queryable {
  return {
    async query<T = Row>(sql: string, params?: readonly unknown[]): Promise<T[]> {
      // A read for a client that has gone is not started (db/requestScope.ts): checked again once a
      // connection is free, since the wait for one is where a burst of requests queues.
      throwIfAbandoned();
      if (!(client instanceof pg.Pool)) {
        return (await client.query(sql, params as unknown[] | undefined)).rows as T[];
      }
      const connection = await client.connect();
      try {
        throwIfAbandoned();
        return (await connection.query(sql, params as unknown[] | undefined)).rows as T[];
      } finally {
        connection.release();
      }
    },
    async exec(sql: string): Promise<void> {
      await client.query(sql);
    },
  };
}

export async function openPostgres(options: PostgresOptions): Promise<Database> {
  const { url, schema } = options;
  if (schema !== null) {
    if (!SCHEMA_NAME.test(schema))
      throw new Error(`DATABASE_SCHEMA "${schema}" is not a plain lower-case name`);
    const setup = new pg.Client({ connectionString: url });
    await setup.connect();
    try {
      await setup.query(`CREATE SCHEMA IF NOT EXISTS ${schema}`);
    } finally {
      await setup.end();
    }
  }
  const pool = new pg.Pool({
    connectionString: url,
    max: options.max ?? 10,
    types,
    // A search_path set at connect time holds for every statement on every pooled connection,
    // including the ones a transaction borrows.
    ...(schema === null ? {} : { options: `-c search_path=${schema}` }),
  });
  // An idle client losing its server must not crash the process; the next query reconnects.
  pool.on('error', () => undefined);
  await pool.query('SELECT 1');

  const pooled = wrap(pool);
  return {
    engine: 'postgres',
    query: pooled.query,
    exec: pooled.exec,
    async transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await fn(wrap(client));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    async close() {
      await pool.end();
    },
  };
}

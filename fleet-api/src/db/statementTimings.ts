// fleet-api's own per-statement timings: what the queries screen shows for "This Server" when the
// PostgreSQL server has no pg_stat_statements (and always on PGlite, which has none). Every query()
// through the database layer is timed and counted under its normalised text, much as
// pg_stat_statements does it: whitespace collapsed and literals replaced, so one statement with
// different values is one row. Figures live in memory, per process, since it started.
import { createHash } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import type { Database, Queryable, Row } from './database.js';

export interface StatementFigures {
  id: string;
  sql: string;
  count: number;
  /** Total seconds spent in the statement (successful and failed calls). */
  durationSeconds: number;
}

// pg_stat_statements.max's default: enough for every statement the routes send, bounded against a
// client that manages to vary statement text.
const MAX_STATEMENTS = 5000;
const MAX_SQL_LENGTH = 10_000;

export function normaliseSql(sql: string): string {
  return sql
    .replace(/'(?:[^']|'')*'/g, '?')
    .replace(/(?<![\w$.])\d+(?:\.\d+)?\b/g, '?')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, MAX_SQL_LENGTH);
}

/** A stable 64-bit signed id of the normalised text, written like pg_stat_statements' queryid. */
export function statementId(normalised: string): string {
  return createHash('sha256').update(normalised).digest().readBigInt64BE(0).toString();
}

export class StatementTimings {
  private readonly figures = new Map<string, StatementFigures>();

  record(sql: string, seconds: number): void {
    const text = normaliseSql(sql);
    let entry = this.figures.get(text);
    if (!entry) {
      if (this.figures.size >= MAX_STATEMENTS) return;
      entry = { id: statementId(text), sql: text, count: 0, durationSeconds: 0 };
      this.figures.set(text, entry);
    }
    entry.count += 1;
    entry.durationSeconds += seconds;
  }

  all(): StatementFigures[] {
    return [...this.figures.values()].map((entry) => ({ ...entry }));
  }
}

function timed(target: Queryable, timings: StatementTimings): Queryable {
  return {
    async query<T = Row>(sql: string, params?: readonly unknown[]): Promise<T[]> {
      const started = performance.now();
      try {
        return await target.query<T>(sql, params);
      } finally {
        timings.record(sql, (performance.now() - started) / 1000);
      }
    },
    exec: (sql) => target.exec(sql),
  };
}

/** The same database, with every query() timed into `timings` (inside transactions too). */
export function withStatementTimings(db: Database, timings = new StatementTimings()): Database {
  const direct = timed(db, timings);
  return {
    engine: db.engine,
    timings,
    query: direct.query,
    exec: direct.exec,
    transaction: (fn) => db.transaction((tx) => fn(timed(tx, timings))),
    close: () => db.close(),
  };
}

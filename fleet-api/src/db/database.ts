// The one database interface the routes and the seed see. Both engines speak the same SQL with `$1`
// parameters, so nothing above this layer knows which one is running.

import type { StatementTimings } from './statementTimings.js';

export type Row = Record<string, unknown>;

export interface Queryable {
  query<T = Row>(sql: string, params?: readonly unknown[]): Promise<T[]>;
  /** Runs a script of several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
}

export interface Database extends Queryable {
  readonly engine: 'postgres' | 'pglite';
  /** Per-statement figures of this process, when the database layer records them (openDatabase does). */
  readonly timings?: StatementTimings;
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

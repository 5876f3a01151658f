// Query statistics for the administrators' queries screen (spec 3 §2.8). "self" is this server:
// PostgreSQL's pg_stat_statements when the server has the extension installed and loaded, otherwise
// the timings the database layer keeps (db/statementTimings.ts). Other sources are other fleet-api
// instances (QUERY_SOURCES), asked over HTTP for their "self".
import type { QuerySource } from '../config.js';
import type { Database } from '../db/database.js';
import type { StatementFigures } from '../db/statementTimings.js';
import { HttpError, notFound } from '../http/errors.js';

export type StatisticsProvider = 'pg_stat_statements' | 'fleet-api';

export interface Statistics {
  provider: StatisticsProvider;
  statements: StatementFigures[];
}

/** Whether pg_stat_statements is installed (pg_extension) and readable (its library is preloaded). */
async function fromPgStatStatements(db: Database): Promise<StatementFigures[] | null> {
  if (db.engine !== 'postgres') return null;
  const installed = await db.query("SELECT 1 FROM pg_extension WHERE extname = 'pg_stat_statements'");
  if (installed.length === 0) return null;
  try {
    const rows = await db.query<{ id: string; sql: string; count: number; total_ms: number }>(
      `SELECT queryid::text AS id, query AS sql, calls::bigint AS count, total_exec_time AS total_ms
         FROM pg_stat_statements
        WHERE dbid = (SELECT oid FROM pg_database WHERE datname = current_database()) AND queryid IS NOT NULL`,
    );
    // The same statement can appear once per role and top-level flag; one row per id, figures summed.
    const byId = new Map<string, StatementFigures>();
    for (const row of rows) {
      const entry = byId.get(row.id) ?? { id: row.id, sql: row.sql, count: 0, durationSeconds: 0 };
      entry.count += Number(row.count);
      entry.durationSeconds += Number(row.total_ms) / 1000;
      byId.set(row.id, entry);
    }
    return [...byId.values()];
  } catch {
    // Installed but not in shared_preload_libraries: the view exists and refuses to answer.
    return null;
  }
}

export async function ownStatistics(db: Database): Promise<Statistics> {
  const fromServer = await fromPgStatStatements(db);
  if (fromServer !== null) return { provider: 'pg_stat_statements', statements: fromServer };
  return { provider: 'fleet-api', statements: db.timings?.all() ?? [] };
}

const REMOTE_TIMEOUT_MS = 10_000;

export async function remoteStatistics(
  source: QuerySource,
  apiKey: string,
  token: string | null,
): Promise<Statistics> {
  let response: Response;
  try {
    response = await fetch(`${source.url}/api/admin/queries/self`, {
      headers: { 'x-api-key': apiKey, ...(token ? { authorization: `Bearer ${token}` } : {}) },
      signal: AbortSignal.timeout(REMOTE_TIMEOUT_MS),
    });
  } catch {
    throw new HttpError(502, `Query source "${source.name}" did not answer`);
  }
  const body = (await response.json().catch(() => null)) as { data?: QueryMap } | null;
  if (!response.ok || !body?.data?.queries) {
    throw new HttpError(502, `Query source "${source.name}" answered ${response.status}`);
  }
  return fromMap(body.data);
}

export function findSource(sources: readonly QuerySource[], name: string): QuerySource {
  const source = sources.find((s) => s.name === name);
  if (!source) throw notFound(`No query source named "${name}"`);
  return source;
}

/** The answer's shape (spec 3 §7: a map of query statistics, keyed by query ID). */
export interface QueryMap {
  provider: StatisticsProvider;
  queries: Record<string, { id: string; count: number; duration: number; sql: string }>;
}

export function toMap({ provider, statements }: Statistics): QueryMap {
  return {
    provider,
    queries: Object.fromEntries(
      statements.map((s) => [s.id, { id: s.id, count: s.count, duration: s.durationSeconds, sql: s.sql }]),
    ),
  };
}

function fromMap(map: QueryMap): Statistics {
  return {
    provider: map.provider,
    statements: Object.values(map.queries).map((q) => ({
      id: q.id,
      sql: q.sql,
      count: q.count,
      durationSeconds: q.duration,
    })),
  };
}

export const queryMapSchema = {
  type: 'object',
  required: ['provider', 'queries'],
  properties: {
    provider: { type: 'string', enum: ['pg_stat_statements', 'fleet-api'] },
    queries: {
      type: 'object',
      additionalProperties: {
        type: 'object',
        required: ['id', 'count', 'duration', 'sql'],
        properties: {
          id: { type: 'string' },
          count: { type: 'number' },
          duration: { type: 'number', description: 'total seconds' },
          sql: { type: 'string' },
        },
      },
    },
  },
} as const;

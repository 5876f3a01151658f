// Query statistics as the queries screen and scripts get them: derived average, its band, the
// dashboard link, sorted by total duration (spec 3 §2.8, §9; the rules are in domain/admin).
import { averageSeconds, byTotalDuration, queryCostBand } from '@hub/domain';
import type { QueryStatistic, QueryStatistics } from '../__generated__/resolvers-types.js';
import type { QueryMapRecord } from './rest.js';

/** The external dashboard's page for one query ID (the same service as the hub graphs). */
export function queryDashboardUrl(base: string | null, id: string): string | null {
  return base === null ? null : `${base}/d/queries/queries?orgId=1&var-queryid=${encodeURIComponent(id)}`;
}

export function toStatistics(record: QueryMapRecord, dashboardBase: string | null): QueryStatistics {
  const statistics: QueryStatistic[] = Object.values(record.queries)
    .map((q) => ({ id: q.id, count: q.count, durationSeconds: q.duration, sql: q.sql }))
    .sort(byTotalDuration)
    .map((q) => {
      const average = averageSeconds(q);
      return {
        ...q,
        averageSeconds: average,
        averageBand: queryCostBand(average),
        dashboardUrl: queryDashboardUrl(dashboardBase, q.id),
      };
    });
  return {
    provider: record.provider === 'pg_stat_statements' ? 'PG_STAT_STATEMENTS' : 'FLEET_API_TIMINGS',
    statistics,
  };
}

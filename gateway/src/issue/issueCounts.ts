// Issue counts behind IssueConnection.totalCount. Under Hub.issues a page of hubs asks for one count per
// hub: a DataLoader gathers them and fleet-api counts them all in one grouped query, so 100 hubs cost one
// upstream call, not 100. Hubs asked with different filters are counted in one call per filter.
import DataLoader from 'dataloader';
import type { GatewayContext } from '../context.js';
import type { UpstreamClient } from '../upstream/client.js';

/** The most hubs fleet-api counts in one call (its hubids list). */
const HUBS_PER_CALL = 1000;

export interface IssueCountRecord {
  total: number;
  hubs: { hubid: number; count: number }[];
}

export function fetchIssueCount(upstream: UpstreamClient, query: URLSearchParams): Promise<IssueCountRecord> {
  return upstream.get(`/api/private/issues/count?${query}`);
}

interface HubCountKey {
  hubId: number;
  /** The filter's query string, hubid left out: the keys of one filter share a call. */
  filter: string;
}

export const issueCountLoaders = (ctx: GatewayContext) => ({
  perHub: new DataLoader<HubCountKey, number, string>(
    async (keys) => {
      const byFilter = new Map<string, number[]>();
      for (const { hubId, filter } of keys) byFilter.set(filter, [...(byFilter.get(filter) ?? []), hubId]);
      const counts = new Map<string, number | Error>();
      await Promise.all(
        [...byFilter].map(async ([filter, hubIds]) => {
          const query = new URLSearchParams(filter);
          query.set('hubids', [...new Set(hubIds)].join(','));
          try {
            const found = await fetchIssueCount(ctx.upstream, query);
            for (const row of found.hubs) counts.set(`${filter}|${row.hubid}`, row.count);
          } catch (error) {
            for (const hubId of hubIds)
              counts.set(`${filter}|${hubId}`, error instanceof Error ? error : new Error(String(error)));
          }
        }),
      );
      return keys.map(({ hubId, filter }) => counts.get(`${filter}|${hubId}`) ?? 0);
    },
    { cacheKeyFn: ({ hubId, filter }) => `${filter}|${hubId}`, maxBatchSize: HUBS_PER_CALL },
  ),
});

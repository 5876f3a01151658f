import type { UpstreamClient } from '../upstream/client.js';

export type LookupRow = Record<string, unknown>;

export function fetchLookup(upstream: UpstreamClient, tableName: string): Promise<LookupRow[]> {
  return upstream.get(`/api/private/lookups/${encodeURIComponent(tableName)}`);
}

// The fleet REST calls behind the hub lists (docs/rest-api.md, "Hub lists").
import type { HubRecord } from '../hub/rest.js';
import type { UpstreamClient } from '../upstream/client.js';

/** A hub list row: the hub record with the list's extra columns. */
export interface HubListRecord extends HubRecord {
  wake_secs?: number | null;
  voltage?: number | null;
  rssi?: number | null;
  setpoint?: number | null;
  temperature?: number | null;
  installed?: string | null;
  wires_changed?: string | null;
}

export interface HubPageQuery {
  limit: number;
  /** Continue after this hub id (the next page), or… */
  fromHub: number;
  /** …the page just below this hub id (paging back). */
  beforeHub?: number | null;
  /** /hubs/all's filter parameters (hubFilter.ts); null: the operational hubs. */
  filter: URLSearchParams | null;
}

export function fetchHubPage(upstream: UpstreamClient, query: HubPageQuery): Promise<HubListRecord[]> {
  const params = new URLSearchParams(query.filter ?? undefined);
  params.set('limit', String(query.limit));
  if (query.beforeHub !== null && query.beforeHub !== undefined)
    params.set('before_hub', String(query.beforeHub));
  else params.set('from_hub', String(query.fromHub));
  return upstream.get(`/api/private/hubs/${query.filter ? 'all' : 'operational'}?${params}`);
}

/** How many hubs the filtered (or operational) list holds in all. */
export async function fetchHubCount(
  upstream: UpstreamClient,
  filter: URLSearchParams | null,
): Promise<number> {
  const path = filter ? `all/count?${filter}` : 'operational/count';
  return (await upstream.get<{ total: number }>(`/api/private/hubs/${path}`)).total;
}

export function fetchNewHubs(upstream: UpstreamClient): Promise<HubListRecord[]> {
  return upstream.get('/api/private/hubs/new?limit=1000&verified=false');
}

export function fetchWiresChangedHubs(upstream: UpstreamClient): Promise<HubListRecord[]> {
  return upstream.get('/api/private/hubs/wire_mode_changed');
}

export function fetchProblemHubs(upstream: UpstreamClient, limit: number): Promise<HubListRecord[]> {
  return upstream.get(`/api/private/hubs/problems?limit=${limit}`);
}

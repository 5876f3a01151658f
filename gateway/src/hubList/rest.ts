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
  fromHub: number;
  version?: number;
  build?: number;
  health?: string;
}

export function fetchHubPage(upstream: UpstreamClient, query: HubPageQuery): Promise<HubListRecord[]> {
  const params = new URLSearchParams({ limit: String(query.limit), from_hub: String(query.fromHub) });
  const filtered = query.version !== undefined || query.health !== undefined;
  if (query.version !== undefined) params.set('version', String(query.version));
  if (query.build !== undefined) params.set('build', String(query.build));
  if (query.health !== undefined) params.set('health', query.health);
  return upstream.get(`/api/private/hubs/${filtered ? 'all' : 'operational'}?${params}`);
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

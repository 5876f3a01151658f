// The fleet REST calls behind the dashboard's hub counts (docs/rest-api.md, "Dashboard counts").
import type { UpstreamClient } from '../upstream/client.js';

export interface HealthCountRow {
  hub_health: string;
  count: number;
}

export interface VersionCountRow {
  swversion: number;
  major: number;
  minor: number;
  patch: number;
  count: number;
}

export function fetchHealthCounts(upstream: UpstreamClient): Promise<HealthCountRow[]> {
  return upstream.get('/api/private/hubs/health_counts');
}

export function fetchVersionCounts(upstream: UpstreamClient): Promise<VersionCountRow[]> {
  return upstream.get('/api/private/hubs/version_counts');
}

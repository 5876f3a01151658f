// The fleet REST call behind the hub health view (docs/rest-api.md, "Health, logs and meters").
import type { UpstreamClient } from '../upstream/client.js';
import type { TimeKeyRequest } from '../common/connection.js';
import { timeKeyQuery } from '../common/connection.js';

export interface HealthRecord {
  uid: number;
  hubid: number;
  created: string;
  humidity: number | null;
  raw_temp: number | null;
  bias: number | null;
  temperature: number | null;
  setpoint: number | null;
  heating: number | null;
  boiler: boolean | null;
  holiday: boolean | null;
  touched: boolean | null;
  version: number | null;
  rssi: number | null;
  gap: number | null;
  avg_wake_secs: number | null;
  uptime: number | null;
  voltage: number | null;
  current: number | null;
}

export function fetchHealth(
  upstream: UpstreamClient,
  hubId: number,
  page: TimeKeyRequest,
): Promise<HealthRecord[]> {
  return upstream.get(`/api/private/hub/${hubId}/health?${timeKeyQuery(page)}`);
}

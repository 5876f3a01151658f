// The fleet REST calls behind the glitch and reboot logs (docs/rest-api.md, "Health, logs and meters").
import type { TimeKey } from '../health/paging.js';
import { timeQuery } from '../health/paging.js';
import type { UpstreamClient } from '../upstream/client.js';

export interface GlitchRecord {
  uid: number;
  hubid: number;
  created: string;
  payload: { information?: unknown } & Record<string, unknown>;
}

export interface RebootRecord {
  uid: number;
  hubid: number;
  created: string;
  os_version: string | null;
  reset_cause: string | null;
  timezone: string | null;
  wifi_version: number | null;
  traces: string | null;
}

const logPath = (log: string, hubId: number | null | undefined) =>
  hubId === null || hubId === undefined ? `/api/private/${log}` : `/api/private/hub/${hubId}/${log}`;

export function fetchGlitches(
  upstream: UpstreamClient,
  hubId: number | null | undefined,
  until: TimeKey | null,
  limit: number,
): Promise<GlitchRecord[]> {
  return upstream.get(`${logPath('glitches', hubId)}?${timeQuery(until, limit)}`);
}

export function fetchReboots(
  upstream: UpstreamClient,
  hubId: number | null | undefined,
  until: TimeKey | null,
  limit: number,
): Promise<RebootRecord[]> {
  return upstream.get(`${logPath('reboots', hubId)}?${timeQuery(until, limit)}`);
}

// The fleet REST calls behind the glitch and reboot logs (docs/rest-api.md, "Health, logs and meters").
import type { TimeKeyRequest } from '../common/connection.js';
import { timeKeyQuery } from '../common/connection.js';
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

/** The REST path of a fleet-wide log, or of one hub's when hubId is given. */
export const logPath = (log: string, hubId: number | null | undefined) =>
  hubId === null || hubId === undefined ? `/api/private/${log}` : `/api/private/hub/${hubId}/${log}`;

/** The records of a fault log by name, for one page back in time. */
export interface FaultLogRecords {
  glitches: GlitchRecord;
  reboots: RebootRecord;
}

export function fetchFaultLog<Log extends keyof FaultLogRecords>(
  upstream: UpstreamClient,
  log: Log,
  hubId: number | null | undefined,
  page: TimeKeyRequest,
): Promise<FaultLogRecords[Log][]> {
  return upstream.get(`${logPath(log, hubId)}?${timeKeyQuery(page)}`);
}

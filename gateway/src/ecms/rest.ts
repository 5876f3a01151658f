// The ECMS calls of fleet-api (docs/rest-api.md, ECMS).
import type { UpstreamClient } from '../upstream/client.js';
import type { EcmsRecord } from './ecmsRow.js';
import type { EcmsSearch } from './search.js';

const body = ({ view, search }: EcmsSearch) => ({ ecms_type: view, search });

export const fetchEcmsPage = (upstream: UpstreamClient, search: EcmsSearch, offset: number, step: number) =>
  upstream.post<EcmsRecord[]>('/api/private/ecms', { ...body(search), offset, step });

export async function countEcms(upstream: UpstreamClient, search: EcmsSearch): Promise<number> {
  const rows = await upstream.post<Array<{ count: number }>>('/api/private/ecms', {
    ...body(search),
    count: true,
  });
  return rows[0]?.count ?? 0;
}

export async function fetchEcmsMprns(upstream: UpstreamClient, search: EcmsSearch): Promise<string[]> {
  const rows = await upstream.post<Array<{ mprn: string }>>('/api/private/ecms', {
    ...body(search),
    mprn: true,
  });
  return rows.map((row) => row.mprn);
}

export const fetchEcmsForReport = (upstream: UpstreamClient, mprns: readonly string[], search: EcmsSearch) =>
  upstream.post<EcmsRecord[]>('/api/private/ecms/csv', { ...body(search), ecms_list: mprns });

/** The bulk payload (spec 3 §3): values to set, null for those left as they are, and the MPRNs. */
export interface EcmsBulkPayload {
  ecms_status_id: number | null;
  hub_batch: number | null;
  ei_batch: number | null;
  date_sent: string | null;
  comment: string | null;
  mprn: string;
}

export const uploadEcms = (upstream: UpstreamClient, payload: EcmsBulkPayload) =>
  upstream.put<{ updated: string[]; unknown: string[] }>('/api/private/ecms/upload', payload);

export const removeEcms = (upstream: UpstreamClient, mprn: string) =>
  upstream.put<EcmsRecord>('/api/private/ecms/remove', { mprn });

export const restoreEcms = (upstream: UpstreamClient, mprn: string) =>
  upstream.put<EcmsRecord>('/api/private/ecms/restore', { mprn });

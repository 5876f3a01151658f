// The installation report calls of fleet-api (docs/rest-api.md, Installation reports).
import type { UpstreamClient } from '../upstream/client.js';
import type { ReportRow } from './reportRow.js';
import type { ReportSearch } from './search.js';

const body = ({ search, mprn }: ReportSearch) => ({ leads_type: 'all', search, mprn });

export const fetchReportPage = (
  upstream: UpstreamClient,
  search: ReportSearch,
  offset: number,
  step: number,
) =>
  upstream.post<ReportRow[]>('/api/private/installations', { ...body(search), offset, step, count: false });

export async function countReports(upstream: UpstreamClient, search: ReportSearch): Promise<number> {
  const rows = await upstream.post<Array<{ count: number }>>('/api/private/installations', {
    ...body(search),
    count: true,
  });
  return rows[0]?.count ?? 0;
}

export const fetchReportUids = (upstream: UpstreamClient, search: ReportSearch) =>
  upstream.post<number[]>('/api/private/installations/uids', body(search));

export const fetchReportsForCsv = (upstream: UpstreamClient, uids: readonly number[], search: ReportSearch) =>
  upstream.post<ReportRow[]>('/api/private/installations/csv', { ...body(search), uid_list: uids });

export const saveReportCell = (upstream: UpstreamClient, uid: number, column: string, value: unknown) =>
  upstream.post<ReportRow>('/api/private/installation', { changes: { uid, [column]: value } });

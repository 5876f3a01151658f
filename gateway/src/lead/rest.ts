// The lead calls of fleet-api (docs/rest-api.md, Leads).
import type { UpstreamClient } from '../upstream/client.js';
import type { LeadRow, LeadSearch } from './leadRow.js';

const body = ({ view, search }: LeadSearch) => ({ leads_type: view, search });

export const fetchLeadPage = (upstream: UpstreamClient, search: LeadSearch, offset: number, step: number) =>
  upstream.post<LeadRow[]>('/api/private/leads/load', { ...body(search), offset, step, count: false });

export async function countLeads(upstream: UpstreamClient, search: LeadSearch): Promise<number> {
  const rows = await upstream.post<Array<{ count: number }>>('/api/private/leads/load', {
    ...body(search),
    count: true,
  });
  return rows[0]?.count ?? 0;
}

export async function fetchLeadUids(upstream: UpstreamClient, search: LeadSearch): Promise<number[]> {
  const rows = await upstream.post<Array<{ uid: number }>>('/api/private/leads/uids', body(search));
  return rows.map((row) => row.uid);
}

export const fetchLeadsForCsv = (upstream: UpstreamClient, uids: readonly number[], search: LeadSearch) =>
  upstream.post<LeadRow[]>('/api/private/leads/csv', { ...body(search), uid_list: uids });

export interface ChangeAnswer {
  preview: boolean;
  leads: number;
  changed: number;
  fields: Array<{ field: string; changed: number }>;
  rows: LeadRow[];
}

/** POST leads: change objects (uid plus the changed fields), applied in one transaction upstream. */
export const saveLeadChanges = (
  upstream: UpstreamClient,
  changes: ReadonlyArray<Record<string, unknown> & { uid: number }>,
  preview: boolean,
) => upstream.post<ChangeAnswer>(`/api/private/leads${preview ? '?preview=true' : ''}`, changes);

export const addLead = (upstream: UpstreamClient, lead: Record<string, unknown>) =>
  upstream.put<LeadRow>('/api/private/leads/add', lead);

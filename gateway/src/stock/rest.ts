// The fleet REST calls of the stock area (docs/rest-api.md, "Stock").
import type { UpstreamClient } from '../upstream/client.js';

export interface StockRow {
  hubid: number;
  shipment_number: number | null;
  carton_number: number | null;
  stock_status_id: number | null;
  stock_status_text: string | null;
  stock_location_id: number | null;
  stock_location_name: string | null;
  installer_id: number | null;
  installer_name: string | null;
  installation_state_id: number | null;
  installation_state_text: string | null;
  customer_type_id: number | null;
  customer_type_text: string | null;
  stock_office_status_id: number | null;
  stock_office_status_details: string | null;
  installed: string | null;
  dispatched: string | null;
  seai_trial_group: number | null;
  stock_docket_number: number | null;
}

export interface StockPageQuery {
  sortby: string;
  sortvalue?: string;
  ascdesc: 'asc' | 'desc';
  limit: number;
  offset: number;
}

export function fetchStockPage(
  upstream: UpstreamClient,
  query: StockPageQuery,
): Promise<{ total_count: number; rows: StockRow[] }> {
  const params = new URLSearchParams({
    sortby: query.sortby,
    ascdesc: query.ascdesc,
    limit: String(query.limit),
    offset: String(query.offset),
  });
  if (query.sortvalue !== undefined) params.set('sortvalue', query.sortvalue);
  return upstream.get(`/api/private/stock?${params}`);
}

export interface StockModifyPlanRow {
  hubs: { hubid: number; changes: { field: string; old: string | null; new: string }[] }[];
  missing: number[];
  unchanged: number[];
}

export function postStockModify(
  upstream: UpstreamClient,
  body: { hubIds: number[]; changes: Record<string, number | string>; preview: boolean },
): Promise<StockModifyPlanRow> {
  return upstream.post('/api/private/stock', body);
}

export interface LocationRow {
  shipment_number: number | null;
  name: string | null;
  unit_count: number;
}
export interface OfficeRow {
  shipment_number: number | null;
  stock_office_status_details: string | null;
  unit_count: number;
}
export interface InstallerRow {
  installed_shipment_number: number | null;
  installed_company_id: number;
  installer_id: number;
  installed_installer_name: string;
  available_unit_count: number;
  installed_unit_count: number;
}

export const fetchStockLocations = (upstream: UpstreamClient): Promise<LocationRow[]> =>
  upstream.get('/api/private/stock_locations');
export const fetchStockOffice = (upstream: UpstreamClient): Promise<OfficeRow[]> =>
  upstream.get('/api/private/stock_office');
export const fetchStockInstallers = (upstream: UpstreamClient): Promise<InstallerRow[]> =>
  upstream.get('/api/private/stock_installers');

export interface InstallJobRow {
  uid: number;
  job_id: string;
  status: string;
  first_name: string | null;
  last_name: string | null;
  uploaded: string | null;
  assigned_date_time: string | null;
  end_time: string | null;
  serial_no: number | null;
  scan_serial_number_of_hub: string | null;
  entered_serial_number_of_hub: string | null;
  post_code: string | null;
  eircode: string | null;
  job_postal_code: string | null;
  geopal_status: string | null;
}

export function fetchInstallJobs(upstream: UpstreamClient, from: string | null): Promise<InstallJobRow[]> {
  const query = from === null ? '' : `?${new URLSearchParams({ from })}`;
  return upstream.get(`/api/private/installations${query}`);
}

// The fleet REST calls about one hub and the header search (docs/rest-api.md, "Hubs").
import type { UpstreamClient } from '../upstream/client.js';

export interface HubRecord {
  hubid: number;
  serial: number | null;
  name: string | null;
  machineid: string | null;
  gap: number | null;
  interval: number | null;
  swversion: number | null;
  major: number | null;
  minor: number | null;
  patch: number | null;
  build: number | null;
  wifi_version: number | null;
  postcode: string | null;
  hub_health: string | null;
  address: string | null;
  city: string | null;
  customer_type_id: number | null;
  installation_state_id: number | null;
  holiday: boolean | null;
  heating: number | null;
  boiler: boolean | null;
  wires: number | null;
  last_seen: string | null;
  avg_wake_secs: number | null;
  uptime: number | null;
}

export interface HubSearchRecord {
  hubid: number;
  serial: number | null;
  name: string | null;
  machineid: string | null;
  postcode: string | null;
}

export interface InformationRecord {
  hubid: number;
  name: string | null;
  address: string | null;
  city: string | null;
  postcode: string | null;
  country: string | null;
  contact_phone: string | null;
  contact_mobile: string | null;
  contact_email: string | null;
  contact_note: string | null;
  shipment_number: number | null;
  carton_number: number | null;
  stock_status_id: number | null;
  stock_location_id: number | null;
  stock_office_status_id: number | null;
  customer_type_id: number | null;
  installation_state_id: number | null;
  dispatched: string | null;
  installed: string | null;
  installer_id: number | null;
  stock_docket_number: number | null;
  seai_trial_group: number | null;
  stock_status_text: string | null;
  stock_location_text: string | null;
  stock_office_status_details: string | null;
  customer_type_text: string | null;
  installation_state_text: string | null;
  installer_name: string | null;
  version: number;
}

/** The writable information fields, snake_case; absent keys are not sent. */
export type InformationBody = Partial<
  Omit<InformationRecord, 'hubid' | `${string}_text` | 'stock_office_status_details' | 'installer_name'>
>;

export interface StateRecord {
  hubid: number;
  last_seen: string | null;
  mains: boolean | null;
  battery_level: number | null;
  duty_cycle: boolean | null;
  time_shaving: boolean | null;
  peak_temp_suppression: boolean | null;
  /** The smart-tech flags' version (0 before any were saved). */
  version: number;
}

export interface UpgradeRecord {
  version: string | null;
  firmware_uid: number | null;
}

export interface SmartTechBody {
  hubid: number;
  duty_cycle: boolean;
  time_shaving: boolean;
  peak_temp_suppression: boolean;
  /** The flags' version as read; fleet-api answers 409 when it has moved on. */
  version?: number;
}

const hubPath = (id: number) => `/api/private/hub/${encodeURIComponent(String(id))}`;

export function fetchHub(upstream: UpstreamClient, id: number): Promise<HubRecord> {
  return upstream.get(hubPath(id));
}

/** The most hub ids /hubs/all takes in its hubids filter. */
export const HUB_IDS_PER_CALL = 500;

/** The hubs of these ids (at most HUB_IDS_PER_CALL), in id order; an id that names no hub is left out. */
export function fetchHubsByIds(upstream: UpstreamClient, ids: readonly number[]): Promise<HubRecord[]> {
  return upstream.get(`/api/private/hubs/all?limit=${ids.length}&hubids=${ids.join(',')}`);
}

export function fetchHubByMachineId(upstream: UpstreamClient, machineId: string): Promise<HubRecord> {
  return upstream.get(`/api/private/hub/machine/${encodeURIComponent(machineId)}`);
}

export function findHubs(upstream: UpstreamClient, term: string): Promise<HubSearchRecord[]> {
  return upstream.get(`/api/private/hubs/find/${encodeURIComponent(term)}`);
}

export function fetchInformation(upstream: UpstreamClient, id: number): Promise<InformationRecord> {
  return upstream.get(`${hubPath(id)}/information`);
}

export function saveInformation(
  upstream: UpstreamClient,
  id: number,
  body: InformationBody,
): Promise<InformationRecord> {
  return upstream.put(`${hubPath(id)}/information`, body);
}

export function fetchState(upstream: UpstreamClient, id: number): Promise<StateRecord> {
  return upstream.get(`${hubPath(id)}/state`);
}

export function fetchUpgrade(upstream: UpstreamClient, id: number): Promise<UpgradeRecord> {
  return upstream.get(`${hubPath(id)}/upgrade`);
}

export function saveSmartTech(upstream: UpstreamClient, body: SmartTechBody): Promise<StateRecord> {
  return upstream.post('/api/private/hub/update_smart_tech', body);
}

// The fleet REST calls of the boiler and fuel fills (docs/rest-api.md, "Boiler and fuel fills").
import type { UpstreamClient } from '../upstream/client.js';

export interface BoilerRecord {
  hubid: number;
  fuel_type_id: number;
  fuel_type_description: string | null;
  energy_output: number | null;
  fuel_rate: number;
  tank_capacity: number | null;
  manufacturer: string | null;
  model: string | null;
  last_measured_date: string | null;
  last_measured_level: number | null;
  aga_flow_rate: number | null;
  version: number;
}

export type BoilerBody = Omit<BoilerRecord, 'hubid' | 'fuel_type_description' | 'version'> & {
  version?: number;
};

export interface FuelFillRecord {
  hubid: number;
  fill_timestamp: string;
  fill_amount: number;
  tank_filled: boolean;
}

const hubPath = (id: number) => `/api/private/hub/${encodeURIComponent(String(id))}`;

export const fetchBoiler = (upstream: UpstreamClient, id: number): Promise<BoilerRecord | null> =>
  upstream.get(`${hubPath(id)}/boiler`);

export const saveBoiler = (upstream: UpstreamClient, id: number, body: BoilerBody): Promise<BoilerRecord> =>
  upstream.put(`${hubPath(id)}/boiler`, body);

export const fetchFuelFills = (upstream: UpstreamClient, id: number): Promise<FuelFillRecord[]> =>
  upstream.get(`${hubPath(id)}/fuel_fills`);

export const saveFuelFill = (
  upstream: UpstreamClient,
  id: number,
  body: Pick<FuelFillRecord, 'fill_timestamp' | 'fill_amount' | 'tank_filled'>,
): Promise<FuelFillRecord> => upstream.put(`${hubPath(id)}/fuel_fill`, body);

export const deleteFuelFill = (
  upstream: UpstreamClient,
  id: number,
  fillTimestamp: string,
): Promise<{ hubid: number; fill_timestamp: string; deleted: boolean }> =>
  upstream.delete(`${hubPath(id)}/fuel_fill/${encodeURIComponent(fillTimestamp)}`);

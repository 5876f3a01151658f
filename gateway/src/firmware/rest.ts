// The fleet REST calls behind the firmware screens (docs/rest-api.md, "Firmware").
import type { UpstreamClient } from '../upstream/client.js';

export interface FirmwareSetRecord {
  fwsetid: number;
  name: string;
  target_firmware_uid: number | null;
  major: number | null;
  minor: number | null;
  patch: number | null;
  target_name: string | null;
  num_routes: number;
  version: number;
}

export interface FirmwareRouteRecord {
  uid: number;
  fwsetid: number;
  comment: string | null;
  force: boolean;
  ip: string | null;
  hubid: number | null;
  firmwareid: number | null;
  version: number;
}

export interface FirmwareRecord {
  uid: number;
  major: number;
  minor: number;
  patch: number;
  name: string;
  fw_name: string | null;
  author: string | null;
  comment: string | null;
  fwsetid: number | null;
  set_name: string | null;
  stable: boolean;
  breakingchange: boolean;
  created: string;
  uri: string | null;
  hashtype: string | null;
  hash: string | null;
  size: number | null;
  /** The record's edit counter (docs/rest-api.md, "Versions"), not the firmware's version number. */
  version: number;
}

/** `version`: the record's version as read; fleet-api answers 409 when it has moved on. */
export type RouteBody = Omit<FirmwareRouteRecord, 'uid' | 'version'> & { version?: number };
export type FirmwareBody = Partial<
  Omit<FirmwareRecord, 'uid' | 'major' | 'minor' | 'patch' | 'set_name' | 'created'>
>;

const base = '/api/private';

export const fetchFirmwareSets = (upstream: UpstreamClient): Promise<FirmwareSetRecord[]> =>
  upstream.get(`${base}/firmwaresets`);

export const saveFirmwareSet = (
  upstream: UpstreamClient,
  fwsetid: number,
  body: { name?: string | null; target_firmware_uid?: number | null; version?: number },
): Promise<FirmwareSetRecord> => upstream.put(`${base}/firmwareset/${fwsetid}`, body);

export const fetchFirmwareRoutes = (
  upstream: UpstreamClient,
  fwsetid: number,
): Promise<FirmwareRouteRecord[]> => upstream.get(`${base}/firmwareroutes/${fwsetid}`);

export const saveFirmwareRoute = (
  upstream: UpstreamClient,
  uid: number | 'new',
  body: RouteBody,
): Promise<FirmwareRouteRecord> => upstream.put(`${base}/firmwareroute/${uid}`, body);

export const removeFirmwareRoute = (upstream: UpstreamClient, uid: number): Promise<{ uid: number }> =>
  upstream.delete(`${base}/firmwareroute/${uid}`);

export const fetchFirmwares = (upstream: UpstreamClient): Promise<FirmwareRecord[]> =>
  upstream.get(`${base}/firmwares`);

export const saveFirmware = (
  upstream: UpstreamClient,
  uid: number,
  body: FirmwareBody,
): Promise<FirmwareRecord> => upstream.put(`${base}/firmware/${uid}`, body);

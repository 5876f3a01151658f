// The fleet REST calls behind meter readings (docs/rest-api.md, "Health, logs and meters").
import type { TimeKeyRequest } from '../common/connection.js';
import { timeKeyQuery } from '../common/connection.js';
import type { UpstreamClient } from '../upstream/client.js';

export interface MeterReadingRecord {
  uid: number;
  hubid: number;
  created: string;
  reading: number | null;
  saved_reading: string | null;
  duration: number | null;
  kwhdelta: number | null;
  has_image: boolean;
}

/** The REST path of every hub's meter readings, or of one hub's when hubId is given. */
export const readingsPath = (hubId: number | null | undefined): string =>
  hubId === null || hubId === undefined
    ? '/api/private/meter_readings'
    : `/api/private/hub/${hubId}/meter_readings`;

export function fetchMeterReadings(
  upstream: UpstreamClient,
  hubId: number | null | undefined,
  page: TimeKeyRequest,
): Promise<MeterReadingRecord[]> {
  return upstream.get(`${readingsPath(hubId)}?${timeKeyQuery(page)}`);
}

export function saveMeterReading(
  upstream: UpstreamClient,
  hubId: number,
  uid: number,
  reading: number,
): Promise<MeterReadingRecord> {
  return upstream.put(`/api/private/hub/${hubId}/meter_readings/${uid}`, { reading });
}

export function fetchMeterImage(
  upstream: UpstreamClient,
  uid: number,
): Promise<{ mime: string; base64: string }> {
  return upstream.get(`/api/private/meters/images/${uid}?as=json`);
}

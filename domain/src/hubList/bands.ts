// Cell bands of the hub lists (spec 2 §2 and §9). The gateway and web only ask which band a value is
// in; colours are the web's business.

/** Hubs per page of the hub lists; Next shows when a page came back this full. */
export const HUB_PAGE_SIZE = 200;

/** Voltage cells: under 3700, under 3800, under 3900 mV, else fine. */
export type VoltageBand = 'UNDER_3700' | 'UNDER_3800' | 'UNDER_3900' | 'OK';

export function voltageBand(mv: number | null | undefined): VoltageBand | null {
  if (mv === null || mv === undefined || !Number.isFinite(mv)) return null;
  if (mv < 3700) return 'UNDER_3700';
  if (mv < 3800) return 'UNDER_3800';
  if (mv < 3900) return 'UNDER_3900';
  return 'OK';
}

/**
 * Uptime cells. The spec says uptime uses bands without naming them; ours follow the problem rule:
 * rebooted within 2 hours (a problem), within a day (worth a look), else settled.
 */
export type UptimeBand = 'UNDER_2_HOURS' | 'UNDER_1_DAY' | 'OK';

export function uptimeBand(seconds: number | null | undefined): UptimeBand | null {
  if (seconds === null || seconds === undefined || !Number.isFinite(seconds)) return null;
  if (seconds < 7200) return 'UNDER_2_HOURS';
  if (seconds < 86_400) return 'UNDER_1_DAY';
  return 'OK';
}

/** Seconds since the hub was last seen, whole; null when never seen. */
export function ageSeconds(
  lastSeen: string | Date | null | undefined,
  now: Date = new Date(),
): number | null {
  if (lastSeen === null || lastSeen === undefined || lastSeen === '') return null;
  const at = (lastSeen instanceof Date ? lastSeen : new Date(lastSeen)).getTime();
  return Number.isNaN(at) ? null : Math.max(0, Math.floor((now.getTime() - at) / 1000));
}

/** The installed date as the lists show it: its first 10 characters. */
export function installedText(installed: string | null | undefined): string {
  return (installed ?? '').slice(0, 10);
}

/** Temperatures to one decimal; empty when missing. */
export function temperatureText(value: number | null | undefined): string {
  return value === null || value === undefined || !Number.isFinite(value) ? '' : value.toFixed(1);
}

// Hub serial numbers. The spec only says "a hub id with a two-digit modulus-97 check value", so the
// exact scheme is ours, ISO 7064 MOD 97-10 style:
//   serial = 1_000_000 + 100 * hubId + c,   c = 98 - ((1_000_000 + 100 * hubId) mod 97)
// which makes every serial ≡ 1 (mod 97) and keeps the check value in the last two digits (2..98), so
//   hubId = floor((serial - 1_000_000) / 100).
// A serial is valid when it is above SERIAL_THRESHOLD and ≡ 1 (mod 97). Hub ids stay far below the
// threshold, which is what lets one input box accept either a serial or a hub id.

export const SERIAL_THRESHOLD = 1_000_000;

export function serialFromHubId(hubId: number): number {
  const base = SERIAL_THRESHOLD + 100 * hubId;
  return base + (98 - (base % 97));
}

export function isValidSerial(n: number | string): boolean {
  const value = typeof n === 'string' ? Number(n.trim()) : n;
  return Number.isSafeInteger(value) && value > SERIAL_THRESHOLD && value % 97 === 1;
}

/** The hub id a serial was made from. Does not check the serial: see isValidSerial. */
export function hubIdFromSerial(serial: number): number {
  return Math.floor((serial - SERIAL_THRESHOLD) / 100);
}

/** A valid serial becomes its hub id; any other number is taken to be a hub id already. */
export function toHubId(n: number): number {
  return isValidSerial(n) ? hubIdFromSerial(n) : n;
}

export interface HubIdList {
  hubIds: number[];
  /**
   * The parts that are not hub ids (positive whole numbers below SERIAL_THRESHOLD) or valid serials, as
   * typed: a number above the threshold whose check digits are wrong is a mistyped serial, not hub 1306412.
   */
  invalid: string[];
}

// Staff paste lists from spreadsheets and e-mails, so any mix of these separators is accepted.
export const HUB_ID_SEPARATORS = /[;,\s]+/;

export function parseHubIdList(text: string | null | undefined): HubIdList {
  const hubIds: number[] = [];
  const invalid: string[] = [];
  const seen = new Set<number>();
  for (const part of (text ?? '').split(HUB_ID_SEPARATORS)) {
    if (part === '') continue;
    const number = /^\d+$/.test(part) ? Number(part) : NaN;
    const hubId = isValidSerial(number) ? hubIdFromSerial(number) : number;
    if (!Number.isSafeInteger(hubId) || hubId < 1 || hubId >= SERIAL_THRESHOLD) {
      invalid.push(part);
      continue;
    }
    if (!seen.has(hubId)) {
      seen.add(hubId);
      hubIds.push(hubId);
    }
  }
  return { hubIds, invalid };
}

// The serial of an installation job (spec 2 §5). Installers scan or type the serial in the field, and
// the typed value is often a digit short, a digit long, or the bare hub id, so it is repaired by its
// digit count. The spec lists the rules as one chain; they are read here as the digit-count ranges
// they describe, in the spec's order:
//   below 100                       → -1 (none)
//   above 10,000,000 (8+ digits)    → drop the last digit
//   100,001 … 999,999 (6 digits)    → × 10
//   10,001 … 100,000 (5 digits)     → × 100
//   up to 10,000                    → a hub id: its serial
//   otherwise (7 digits, check value wrong) → subtract 1,000,000, divide by 100, serial of that hub id
// A literal if/else chain would send every 7-digit number to "× 10" and never reach the last rule, and
// would leave exactly 10,000 with no hub id; reading the rules as ranges gives each one a purpose.
import { SERIAL_THRESHOLD, isValidSerial, serialFromHubId, hubIdFromSerial } from './serial.js';

type NumberLike = number | string | null | undefined;

/** The upstream's field names (installation report row / installation job). */
export interface InstallationJobSerialSource {
  serial_no?: NumberLike;
  scan_serial_number_of_hub?: NumberLike;
  entered_serial_number_of_hub?: NumberLike;
}

export const NO_SERIAL = -1;

function positiveInteger(value: NumberLike): number | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' && value.trim() === '') return null;
  const n = typeof value === 'string' ? Number(value.trim()) : value;
  return Number.isFinite(n) && n > 0 ? Math.floor(n) : null;
}

function repairByDigitCount(n: number): number {
  if (n < 100) return NO_SERIAL;
  if (n > 10 * SERIAL_THRESHOLD) return Math.floor(n / 10);
  if (n > 100_000 && n < SERIAL_THRESHOLD) return n * 10;
  if (n > 10_000 && n <= 100_000) return n * 100;
  if (n <= 10_000) return serialFromHubId(n);
  return serialFromHubId(hubIdFromSerial(n));
}

/** The job's hub serial, repaired when needed; -1 when there is none. */
export function installationJobSerial(job: InstallationJobSerialSource): number {
  const serialNo = positiveInteger(job.serial_no);
  if (serialNo !== null) return serialNo;
  const scanned = positiveInteger(job.scan_serial_number_of_hub);
  const entered = positiveInteger(job.entered_serial_number_of_hub);
  for (const candidate of [scanned, entered]) {
    if (candidate !== null && isValidSerial(candidate)) return candidate;
  }
  const typed = scanned ?? entered;
  return typed === null ? NO_SERIAL : repairByDigitCount(typed);
}

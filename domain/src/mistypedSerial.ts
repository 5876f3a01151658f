// A mistyped serial: what a hub box that takes a serial (a firmware route's Hub ID, as the header search)
// says of a number of a serial's size whose check digits are wrong. Kept apart from serial.ts, which the
// app's first chunks carry, so that only the screens that say it load it.
import { isValidSerial, SERIAL_THRESHOLD } from './serial.js';

/**
 * A number of a serial's size (SERIAL_THRESHOLD or more) whose check digits are wrong, as typed: most
 * likely a slip in typing a serial, not hub 1306412. Only digits count ("12a" is not a number at all).
 */
export function isMistypedSerial(typed: number | string): boolean {
  const text = String(typed).trim();
  return /^\d+$/.test(text) && Number(text) >= SERIAL_THRESHOLD && !isValidSerial(text);
}

/** What a hub box says of a mistyped serial (see isMistypedSerial): where to look, the last two digits. */
export function mistypedSerialMessage(typed: number | string): string {
  return `${String(typed).trim()} is not a valid serial: check its last two digits.`;
}

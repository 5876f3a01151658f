// Spec 3 §5 and spec 2 §5 "conversions on search": what a person types in a column's search box becomes a
// value of the column's type before it is sent, so the upstream compares numbers with numbers and dates
// with dates. A text that cannot be converted is refused here with a message, never sent.
import { REPORT_NUMBER_MAX, TEXT_CELL_MAX, reportNumber } from '@hub/domain';
import { DATE_TIME_INPUT_EXAMPLE, parseDateInput, parseDateTimeInput } from '@hub/domain/dateInput';
import type { ColumnType, EditValue, LookupOption } from './types';
import { formatNumber } from '../formatting';

export type Converted = { ok: true; value: string | number | boolean } | { ok: false; message: string };

/**
 * "2027-02-20" for a typed date, or null when it cannot be read: the forms' one reader (domain/dateInput),
 * so whatever the grid shows ("22 Sept 2021") can be typed back, and a date with its time gives its day.
 */
export function parseDateText(text: string): string | null {
  return parseDateInput(text) || parseDateTimeInput(text)?.slice(0, 10) || null;
}

/** The lookup entry whose name is the text, ignoring case and surrounding spaces. */
export function lookupId(options: readonly LookupOption[], text: string): number | null {
  const wanted = text.trim().toLowerCase();
  return options.find((option) => option.name.trim().toLowerCase() === wanted)?.id ?? null;
}

const TRUE_WORDS = new Set(['true', 'yes']);
const FALSE_WORDS = new Set(['false', 'no']);

/**
 * A column search as sent: numbers, dates as "YYYY-MM-DD", lookup names as their id, booleans from
 * "true"/"false" (also "yes"/"no"), text as typed (trimmed).
 */
export function convertSearch(
  type: ColumnType,
  text: string,
  options: readonly LookupOption[] = [],
): Converted {
  const trimmed = text.trim();
  switch (type) {
    case 'number': {
      // Digits only, as the columns (32-bit integers) and the API read them: Number() also took "1e3",
      // "0x10", "-5" and "1.5", which the API refuses or reads as another number.
      const value = reportNumber(trimmed);
      if (value !== null) return { ok: true, value };
      return {
        ok: false,
        message: /^\d+$/.test(trimmed)
          ? `Type a whole number up to ${formatNumber(REPORT_NUMBER_MAX)}.`
          : /^-\d+$/.test(trimmed)
            ? 'Type a whole number of 0 or more.'
            : 'Type a whole number.',
      };
    }
    case 'date': {
      const value = parseDateText(trimmed);
      return value
        ? { ok: true, value }
        : { ok: false, message: 'Type a date, e.g. 20 Feb 2027 or 2027-02-20.' };
    }
    case 'lookup': {
      const id = lookupId(options, trimmed);
      return id !== null
        ? { ok: true, value: id }
        : { ok: false, message: `No entry is named "${trimmed}".` };
    }
    case 'boolean': {
      const word = trimmed.toLowerCase();
      if (TRUE_WORDS.has(word)) return { ok: true, value: true };
      if (FALSE_WORDS.has(word)) return { ok: true, value: false };
      return { ok: false, message: 'Type true or false.' };
    }
    default:
      return { ok: true, value: trimmed };
  }
}

/**
 * What an in-place edit writes: an empty box empties the cell (null); numbers must read as numbers and
 * dates as dates (spec 2 §5: serial_no and unique_id numeric, date_corrected a date); text at most
 * TEXT_CELL_MAX characters, as the server takes it.
 */
export function convertEdit(
  type: ColumnType,
  text: string,
  withTime = false,
): { ok: true; value: EditValue } | { ok: false; message: string } {
  if (text.trim() === '') return { ok: true, value: null };
  if (type === 'date' && withTime) {
    // Typed in local time ("20 Feb 2027, 12:36", domain/dateInput); the wire carries the instant (ISO-8601).
    const local = parseDateTimeInput(text);
    return local
      ? { ok: true, value: new Date(local).toISOString() }
      : { ok: false, message: `Type a date and time, e.g. ${DATE_TIME_INPUT_EXAMPLE}.` };
  }
  if (type === 'text')
    return text.length > TEXT_CELL_MAX
      ? {
          ok: false,
          message: `Type at most ${TEXT_CELL_MAX} characters (this is ${formatNumber(text.length)}).`,
        }
      : { ok: true, value: text };
  if (type === 'lookup') {
    const value = Number(text);
    return Number.isInteger(value) ? { ok: true, value } : { ok: false, message: 'Pick an entry.' };
  }
  return convertSearch(type, text);
}

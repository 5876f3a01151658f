// What a lead field's value, typed by a person or read from a CSV cell, becomes before it is stored, and
// what is wrong with it when it cannot be (spec 3 §5 conversions; the email and Eircode checks are ours:
// the spec shows no validation, but a lead nobody can write to or find is worth nothing).
import { TEXT_CELL_MAX, reportDay } from '../installation/reportColumns.js';
import { isEircode } from '../postcode.js';
import { beforeEarliestDateMessage, isBeforeEarliest } from '../validation/earliestDate.js';
import { FUEL_TYPES, LEAD_SOURCES, type LeadField } from './leadColumns.js';

export type LeadValue = string | number | boolean | null;
export type LeadConverted = { ok: true; value: LeadValue } | { ok: false; message: string };

// One @, no spaces, a dot in the domain: the shape of every address that can receive mail, and no more
// (the full RFC grammar accepts addresses no mail system delivers to).
const EMAIL = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/;

export const EMAIL_MESSAGE = 'Email must be an address such as name@example.ie.';
export const EIRCODE_MESSAGE =
  'Eircode must be 7 characters such as D02 XY45 (a routing key and 4 characters).';

/** "2020-03-01" or "01/03/2020" as "2020-03-01"; null when it is not a real day (the grids' one day rule). */
export const leadDay = reportDay;

function codeOf(list: readonly { code: string; name: string }[], text: string): string | null {
  const wanted = text.trim().toLowerCase();
  return list.find((o) => o.code === wanted || o.name.toLowerCase() === wanted)?.code ?? null;
}

/** The Eircode as stored: upper case, no space ("D02XY45"). */
export const eircodeForSave = (text: string) => text.trim().toUpperCase().replace(/\s+/g, '');

/**
 * A field's value from text (a cell edit, a bulk-panel input, a CSV cell). Blank is null (the cell
 * emptied), except for the yes/no fields that cannot be empty: blank there is refused.
 */
export function leadValueFromText(field: LeadField, text: string | null | undefined): LeadConverted {
  const trimmed = (text ?? '').trim();
  if (trimmed === '') {
    return field.required
      ? { ok: false, message: `${field.header} must be true or false.` }
      : { ok: true, value: null };
  }
  switch (field.type) {
    case 'number':
    case 'lookup': {
      if (!/^\d+$/.test(trimmed)) return { ok: false, message: `${field.header} must be a whole number.` };
      // The columns are PostgreSQL integers: a bigger number is a whole number all the same.
      if (trimmed.length > 10 || Number(trimmed) > 2_147_483_647)
        return { ok: false, message: `${field.header} must be at most 2,147,483,647.` };
      return { ok: true, value: Number(trimmed) };
    }
    case 'boolean': {
      const word = trimmed.toLowerCase();
      if (word === 'true' || word === 'yes') return { ok: true, value: true };
      if (word === 'false' || word === 'no') return { ok: true, value: false };
      return { ok: false, message: `${field.header} must be true or false.` };
    }
    case 'date': {
      const day = leadDay(trimmed);
      if (day === null) return { ok: false, message: `${field.header} must be a date such as 2020-03-01.` };
      // Spec 1 §9 / 2 §9's earliest acceptable date, as Modify Stock keeps it.
      if (isBeforeEarliest(day)) return { ok: false, message: `${beforeEarliestDateMessage(field.header)}.` };
      return { ok: true, value: day };
    }
    case 'dateTime': {
      const time = Date.parse(trimmed);
      if (Number.isNaN(time)) return { ok: false, message: `${field.header} must be a date and time.` };
      const instant = new Date(time).toISOString();
      if (isBeforeEarliest(instant))
        return { ok: false, message: `${beforeEarliestDateMessage(field.header)}.` };
      return { ok: true, value: instant };
    }
    case 'fuelType': {
      const code = codeOf(FUEL_TYPES, trimmed);
      return code === null
        ? { ok: false, message: 'Fuel Type must be Oil, Gas or Other.' }
        : { ok: true, value: code };
    }
    case 'source': {
      const code = codeOf(LEAD_SOURCES, trimmed);
      return code === null
        ? { ok: false, message: 'Source must be Facebook, MailChimp, Website, Manual or Other.' }
        : { ok: true, value: code };
    }
    default:
      if (trimmed.length > TEXT_CELL_MAX)
        return { ok: false, message: `${field.header} must be at most ${TEXT_CELL_MAX} characters.` };
      if (field.name === 'email' && !EMAIL.test(trimmed)) return { ok: false, message: EMAIL_MESSAGE };
      if (field.name === 'eircode')
        return isEircode(trimmed)
          ? { ok: true, value: eircodeForSave(trimmed) }
          : { ok: false, message: EIRCODE_MESSAGE };
      return { ok: true, value: field.name === 'email' ? trimmed.toLowerCase() : trimmed };
  }
}

/**
 * Spec 3 §4: approving a lead revives it and un-approving it kills it, in the same write. The changes of
 * one lead with dead_lead set from approved when approved is among them (a bulk update that sets Dead
 * itself keeps its own choice).
 */
export function withApprovalRule<T extends Record<string, unknown>>(changes: T): T & { dead_lead?: boolean } {
  if (typeof changes['approved'] !== 'boolean' || 'dead_lead' in changes) return changes;
  return { ...changes, dead_lead: !changes['approved'] };
}

// Spec 1 §9 / 2 §9: "Earliest acceptable date: 2014-01-01". Hub information and stock modify say it in
// the spec's own words (installationDates.ts); every other date a person types or uploads (a lead's Handed
// to Installer, an installation report's dates, ECMS Date Sent) is refused by the same rule with a message
// naming its field: a date before it is a slip (1900 for 2019), not a fact.
import { isBeforeEarliestDate, isEmptyDate } from '../dates.js';
import type { FieldError } from './userError.js';

/** EARLIEST_DATE as the app writes dates ("d MMM yyyy", @hub/domain/dateInput's formatDateInput). */
export const EARLIEST_DATE_DISPLAY = '1 Jan 2014';

/**
 * "Handed to Installer must not be before 1 Jan 2014", the label as the screen names the field. No full
 * stop: each caller ends it as its neighbouring messages end (the report grid's have none).
 */
export function beforeEarliestDateMessage(label: string): string {
  return `${label} must not be before ${EARLIEST_DATE_DISPLAY}`;
}

/**
 * True for a day ("YYYY-MM-DD") or an instant (ISO-8601, compared by its UTC day) before EARLIEST_DATE;
 * false for an empty value. Read the value first: what is not a date at all has its own message.
 */
export function isBeforeEarliest(value: string | null | undefined): boolean {
  return !isEmptyDate(value) && isBeforeEarliestDate(value);
}

/** A form's read date before EARLIEST_DATE as a FieldError naming the field; null when empty or later. */
export function earliestDateProblem(
  field: string,
  label: string,
  value: string | null | undefined,
): FieldError | null {
  return isBeforeEarliest(value)
    ? { field, message: `${beforeEarliestDateMessage(label)}.`, code: 'OUT_OF_RANGE' }
    : null;
}

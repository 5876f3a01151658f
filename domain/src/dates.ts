// The earliest acceptable date (spec 1 §9). Dates are compared as calendar dates, "YYYY-MM-DD": a
// string's first ten characters, or a Date's UTC day (a Date built from "YYYY-MM-DD" is UTC midnight).
// A non-empty value that is not a date at all counts as before the earliest date, so the "should be
// real" messages catch it.

export const EARLIEST_DATE = '2014-01-01';

const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})/;

function calendarDate(date: string | Date): string | null {
  if (date instanceof Date) return Number.isNaN(date.getTime()) ? null : date.toISOString().slice(0, 10);
  const match = CALENDAR_DATE.exec(date.trim());
  if (!match) return null;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const check = new Date(Date.UTC(y, m - 1, d));
  const real = check.getUTCFullYear() === y && check.getUTCMonth() === m - 1 && check.getUTCDate() === d;
  return real ? match[0] : null;
}

/** True when the value is empty (null, undefined or blank). */
export function isEmptyDate(date: string | Date | null | undefined): date is null | undefined | '' {
  return date === null || date === undefined || (typeof date === 'string' && date.trim() === '');
}

/**
 * True for a date after tomorrow by this clock's UTC date (a day's grace: the browser's day and the
 * server's differ around midnight); false for an empty one or a value that is not a date.
 */
export function isFutureDate(date: string | Date | null | undefined, now: Date = new Date()): boolean {
  if (isEmptyDate(date)) return false;
  const day = calendarDate(date);
  return day !== null && day > new Date(now.getTime() + 86_400_000).toISOString().slice(0, 10);
}

/** False for an empty date; true for a date before 2014-01-01 or a value that is not a date. */
export function isBeforeEarliestDate(date: string | Date | null | undefined): boolean {
  if (isEmptyDate(date)) return false;
  const day = calendarDate(date);
  return day === null || day < EARLIEST_DATE;
}

// Dates typed by staff, the Irish way everywhere (issue 18): a native <input type="date"> or
// "datetime-local" renders in the browser's locale ("02/20/2027, 12:36 PM" on a US browser), beside tables
// that say "20 Feb 2027, 12:36". So date inputs are text boxes in the tables' format, read by these
// parsers (date-fns: a well-kept parser rather than hand-written month tables). Also accepted, because
// people type them: "20/2/2027", "20-02-2027", "2027-02-20", a full month name, and 24-hour times with
// or without the comma. Day first always (Irish), never month first.
import { format, isValid, parse } from 'date-fns';

/** The format dates are shown and typed in: "20 Feb 2027". */
export const DATE_INPUT_FORMAT = 'd MMM yyyy';
/** The format date-times are shown and typed in: "20 Feb 2027, 12:36" (24-hour, local time). */
export const DATE_TIME_INPUT_FORMAT = 'd MMM yyyy, HH:mm';
export const DATE_INPUT_EXAMPLE = '20 Feb 2027';
export const DATE_TIME_INPUT_EXAMPLE = '20 Feb 2027, 12:36';

const DATE_FORMATS = ['d MMM yyyy', 'd MMMM yyyy', 'd/M/yyyy', 'd-M-yyyy', 'd.M.yyyy', 'yyyy-MM-dd'];
const TIME_FORMATS = ['HH:mm', 'H:mm'];
const DATE_TIME_FORMATS = [
  ...DATE_FORMATS.flatMap((d) => TIME_FORMATS.flatMap((t) => [`${d}, ${t}`, `${d} ${t}`])),
  "yyyy-MM-dd'T'HH:mm",
];
const REFERENCE = new Date(2000, 0, 1);

function readWith(text: string, formats: readonly string[]): Date | null {
  // Irish English abbreviates September "Sept" (as the tables' Intl format does); date-fns reads "Sep".
  const clean = text
    .trim()
    .replace(/\s+/g, ' ')
    .replace(/\bsept\b/i, 'Sep');
  for (const f of formats) {
    const date = parse(clean, f, REFERENCE);
    // A four-digit year keeps "20/2/27" from being read as the year 27.
    if (isValid(date) && date.getFullYear() >= 1000) return date;
  }
  return null;
}

/** "YYYY-MM-DD" for a typed date, "" for an empty box, null when it cannot be read. */
export function parseDateInput(text: string | null | undefined): string | null {
  if (!text || text.trim() === '') return '';
  const date = readWith(text, DATE_FORMATS);
  return date ? format(date, 'yyyy-MM-dd') : null;
}

/** Local "YYYY-MM-DDTHH:mm" for a typed date and time, "" for an empty box, null when unreadable. */
export function parseDateTimeInput(text: string | null | undefined): string | null {
  if (!text || text.trim() === '') return '';
  const date = readWith(text, DATE_TIME_FORMATS);
  return date ? format(date, "yyyy-MM-dd'T'HH:mm") : null;
}

/** The same month abbreviations as the tables (en-IE): "Sept", not "Sep". */
const irish = (text: string) => text.replace(/\bSep\b/, 'Sept');

/** "20 Feb 2027" for "2027-02-20" (or an ISO date-time's date); "" when empty or unreadable. */
export function formatDateInput(value: string | null | undefined): string {
  if (!value) return '';
  const date = parse(value.slice(0, 10), 'yyyy-MM-dd', REFERENCE);
  return isValid(date) ? irish(format(date, DATE_INPUT_FORMAT)) : '';
}

/** "20 Feb 2027, 12:36" for local "2027-02-20T12:36"; "" when empty or unreadable. */
export function formatDateTimeInput(value: string | null | undefined): string {
  if (!value) return '';
  const date = parse(value.slice(0, 16), "yyyy-MM-dd'T'HH:mm", REFERENCE);
  return isValid(date) ? irish(format(date, DATE_TIME_INPUT_FORMAT)) : '';
}

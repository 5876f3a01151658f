// The columns of the installation reports grid (spec 2 §3 Installation report row) and the conversions
// of spec 2 §5: what a column search or a cell edit typed as text becomes before it is sent. fleet-api
// uses the list as its allow-list, the gateway to convert, the web to build the grid's columns.
import {
  JOB_PAST_FIELDS,
  JOB_STATUSES,
  isJobTimeInFuture,
  jobStatusFromText,
} from '../stock/installJobStatus.js';
import { beforeEarliestDateMessage, isBeforeEarliest } from '../validation/earliestDate.js';

/** number: an integer; date: a calendar day; dateTime: an instant; text; json: the provider's record. */
export type ReportColumnType = 'number' | 'date' | 'dateTime' | 'text' | 'json';

export interface ReportColumn {
  /** The upstream (and CSV header) name. */
  name: string;
  type: ReportColumnType;
  editable: boolean;
  /** A customer contact detail: visible, searchable and editable only with the "address" right. */
  contact: boolean;
}

const column = (name: string, type: ReportColumnType, editable = true, contact = false): ReportColumn => ({
  name,
  type,
  editable,
  contact,
});

/** In the order of the spec's row template. */
export const INSTALLATION_REPORT_COLUMNS: readonly ReportColumn[] = [
  column('uid', 'number', false),
  column('uploaded', 'dateTime', false),
  column('serial_no', 'number'),
  column('post_code', 'text'),
  column('job_id', 'text', false),
  column('created_on', 'dateTime'),
  column('assigned_date_time', 'dateTime'),
  column('first_name', 'text'),
  column('last_name', 'text'),
  column('address_line_1', 'text', true, true),
  column('address_line_2', 'text', true, true),
  column('address_line_3', 'text', true, true),
  column('city', 'text'),
  column('job_postal_code', 'text'),
  column('contact_phone', 'text', true, true),
  column('contact_mobile', 'text', true, true),
  column('contact_email', 'text', true, true),
  column('start_time', 'dateTime'),
  column('end_time', 'dateTime'),
  column('status', 'text'),
  column('notes', 'text'),
  column('mprn', 'text'),
  column('eircode', 'text'),
  column('scan_serial_number_of_hub', 'text'),
  column('entered_serial_number_of_hub', 'text'),
  column('start_job', 'text'),
  column('gprn', 'text'),
  column('geopal_data', 'json', false),
  column('last_updated_date_time', 'dateTime'),
  column('process_error', 'text'),
  column('assignedto', 'text'),
  column('installerid', 'number'),
  column('date_corrected', 'date'),
  column('unique_id', 'number'),
];

const BY_NAME = new Map(INSTALLATION_REPORT_COLUMNS.map((c) => [c.name, c]));

export function installationReportColumn(name: string): ReportColumn | undefined {
  return BY_NAME.get(name);
}

/** The largest number a number column holds (the grid's numbers are 32-bit integers). */
export const REPORT_NUMBER_MAX = 2_147_483_647;

/**
 * The longest text a grid's text cell takes (installation reports, leads), as the install upload takes a
 * job's text: the columns are unbounded, but a cell edited or pasted past it is a slip, not a name.
 */
export const TEXT_CELL_MAX = 500;

export type Converted = { ok: true; value: number | string | null } | { ok: false; message: string };

const ISO_DAY = /^(\d{4})-(\d{1,2})-(\d{1,2})$/;
const IRISH_DAY = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/;

/** "2027-02-20" or "20/02/2027" as "2027-02-20"; null when it is not a real day. */
export function reportDay(text: string): string | null {
  const trimmed = text.trim();
  const iso = ISO_DAY.exec(trimmed);
  const irish = IRISH_DAY.exec(trimmed);
  const parts = iso ? [iso[1], iso[2], iso[3]] : irish ? [irish[3], irish[2], irish[1]] : null;
  if (parts === null) return null;
  const [y, m, d] = parts.map(Number) as [number, number, number];
  const check = new Date(Date.UTC(y, m - 1, d));
  if (check.getUTCFullYear() !== y || check.getUTCMonth() !== m - 1 || check.getUTCDate() !== d) return null;
  return `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

/**
 * A whole number as a number column holds it: digits only (no sign, point, exponent or hex), at most
 * REPORT_NUMBER_MAX; null otherwise. The grids' searches and cell edits read numbers with it too.
 */
export function reportNumber(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d+$/.test(trimmed)) return null;
  const value = Number(trimmed);
  return value <= REPORT_NUMBER_MAX ? value : null;
}

/**
 * A column search as typed, converted by the column's type: a number, a "YYYY-MM-DD" day for date and
 * date-time columns (the day is matched), the text itself for text columns (matched as "contains").
 * A blank search is null (no filter).
 */
export function reportSearchValue(column: ReportColumn, text: string): Converted {
  if (text.trim() === '') return { ok: true, value: null };
  if (column.type === 'number') {
    const value = reportNumber(text);
    return value === null
      ? { ok: false, message: `${column.name} must be a whole number` }
      : { ok: true, value };
  }
  if (column.type === 'date' || column.type === 'dateTime') {
    const value = reportDay(text);
    return value === null
      ? { ok: false, message: `${column.name} must be a date, e.g. 2027-02-20 or 20/02/2027` }
      : { ok: true, value };
  }
  return { ok: true, value: text.trim() };
}

/** "status must be one of JOB_ACCEPTED, …, JOB_INCOMPLETE": a status the grid's edit cannot read. */
export const REPORT_STATUS_MESSAGE = `status must be one of ${JOB_STATUSES.join(', ')}`;

const isPastOnly = (name: string) => (JOB_PAST_FIELDS as readonly string[]).includes(name);

/**
 * The rules a value of a column keeps beyond its type, for a value already read as the column's type (a
 * number, a "YYYY-MM-DD" day, an ISO-8601 instant, text, or null for an emptied cell), as the install
 * upload keeps them for a job: a date or time is not before 2014-01-01 (spec 2 §9's earliest acceptable
 * date); created_on, start_time and end_time are not later than now (JOB_PAST_FIELDS, an hour's grace);
 * status is one of spec 2 §4's ten (read as the upload reads it, stored in capitals; never empty). The
 * gateway's cell edit (reportEditValue) and fleet-api's change both end with it.
 */
export function reportValueChecked(
  column: ReportColumn,
  value: number | string | null,
  now: Date = new Date(),
): Converted {
  if ((column.type === 'date' || column.type === 'dateTime') && typeof value === 'string') {
    if (isBeforeEarliest(value)) return { ok: false, message: beforeEarliestDateMessage(column.name) };
    if (isPastOnly(column.name) && isJobTimeInFuture(value, now))
      return { ok: false, message: `${column.name} must not be in the future` };
  }
  if (column.name === 'status') {
    const status = typeof value === 'string' ? jobStatusFromText(value) : null;
    return status === null ? { ok: false, message: REPORT_STATUS_MESSAGE } : { ok: true, value: status };
  }
  return { ok: true, value };
}

/** A cell edit as typed, read by the column's type (reportEditValue): its value, or what is wrong. */
function readEditText(column: ReportColumn, text: string): Converted {
  if (column.type === 'number') {
    const value = reportNumber(text);
    return value === null
      ? { ok: false, message: `${column.name} must be a whole number` }
      : { ok: true, value };
  }
  if (column.type === 'date') {
    const value = reportDay(text);
    return value === null
      ? { ok: false, message: `${column.name} must be a date, e.g. 2027-02-20 or 20/02/2027` }
      : { ok: true, value };
  }
  if (column.type === 'dateTime') {
    const day = reportDay(text);
    const time = day === null ? Date.parse(text.trim()) : Date.parse(`${day}T00:00:00Z`);
    return Number.isNaN(time)
      ? { ok: false, message: `${column.name} must be a date and time, e.g. 2027-02-20T12:36:00Z` }
      : { ok: true, value: new Date(time).toISOString() };
  }
  return { ok: true, value: text };
}

/**
 * A cell edit as typed, converted by the column's type: a number, a "YYYY-MM-DD" day, an ISO-8601
 * instant (a bare day means midnight UTC), or the text; then held to reportValueChecked's rules. Blank
 * clears the cell (null), but for status, which a job always has.
 */
export function reportEditValue(
  column: ReportColumn,
  text: string | null | undefined,
  now: Date = new Date(),
): Converted {
  if (!column.editable) return { ok: false, message: `${column.name} cannot be edited` };
  const read: Converted =
    text === null || text === undefined || text.trim() === ''
      ? { ok: true, value: null }
      : readEditText(column, text);
  return read.ok ? reportValueChecked(column, read.value, now) : read;
}

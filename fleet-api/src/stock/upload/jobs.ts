// Turns sheet rows into installation jobs, or failures with their cause. Each row stands alone: a bad
// row fails by itself and the others are still saved; what makes a row fail is listed in
// docs/install-upload.md. Serials are repaired by the spec's rules (domain installationJobSerial).
import {
  EARLIEST_DATE,
  JOB_PAST_FIELDS,
  NO_SERIAL,
  hubIdFromSerial,
  installationJobSerial,
  isJobTimeInFuture,
  jobStatusFromText,
  SERIAL_THRESHOLD,
  TEXT_CELL_MAX,
} from '@hub/domain';
import { isValid, parse, parseISO } from 'date-fns';
import { tz, TZDate } from '@date-fns/tz';
import { formatDateInput } from '@hub/domain/dateInput';
import { irishClock } from '../../installation/jobTimes.js';
import type { UploadField } from './columns.js';
import type { SheetRow } from './parseSheet.js';

const DATE_FIELDS = ['created_on', 'assigned_date_time', 'start_time', 'end_time'] as const;
// What has happened by the time the sheet is uploaded (the domain's JOB_PAST_FIELDS, with an hour's grace
// for clocks that disagree): a job created, started or ended later than that is a typing slip (2031 for
// 2021). The installation reports grid's edit keeps the same rule (domain reportValueChecked).
const NUMBER_FIELDS = ['serial_no', 'unique_id'] as const;
// Staff and installers are in Ireland: a slashed date is day first.
const DATE_FORMATS = [
  'dd/MM/yyyy HH:mm:ss',
  'dd/MM/yyyy HH:mm',
  'dd/MM/yyyy',
  'yyyy-MM-dd HH:mm:ss',
  'yyyy-MM-dd HH:mm',
];

export type JobValues = Partial<Record<UploadField, string | number | null>> & {
  job_id: string;
  status: string;
};

export interface UploadJob {
  row: number;
  values: JobValues;
  /** The hub the repaired serial names; null when the serial is not above 1,000,000. */
  hubid: number | null;
}

export interface UploadFailure {
  row: number;
  job: {
    job_id: string | null;
    post_code: string | null;
    first_name: string | null;
    last_name: string | null;
    status: string | null;
  };
  cause: string;
}

// date-fns reads "yyyy" from 1 to 4 digits, so "12/03/24" would be the year 24: a slashed date must
// spell its year in full (docs/install-upload.md), or the row fails instead of storing a wrong date.
const SLASHED_WITHOUT_FULL_YEAR = /^\d{1,2}\/\d{1,2}\/(?!\d{4}(?!\d))/;

// Installers type (and Excel stores) times as read on an Irish clock, without a zone: they are taken as
// Europe/Dublin time whatever the server's own zone, so 09:00 in July is 08:00 UTC and is shown as 09:00.
// A text that names its zone ("…Z", "…+01:00") is an instant already, and parseISO keeps it.
const DUBLIN = tz('Europe/Dublin');

/** A plain Date of the same instant (a TZDate's toISOString writes the zone's offset, not "Z"). */
const instant = (date: Date) => new Date(date.getTime());

function toDate(value: string | Date): Date | null {
  if (value instanceof Date) {
    if (Number.isNaN(value.getTime())) return null;
    // exceljs gives a date cell's clock time as the fields of a UTC date.
    return instant(
      new TZDate(
        value.getUTCFullYear(),
        value.getUTCMonth(),
        value.getUTCDate(),
        value.getUTCHours(),
        value.getUTCMinutes(),
        value.getUTCSeconds(),
        value.getUTCMilliseconds(),
        'Europe/Dublin',
      ),
    );
  }
  const iso = parseISO(value, { in: DUBLIN });
  if (isValid(iso)) return instant(iso);
  if (SLASHED_WITHOUT_FULL_YEAR.test(value)) return null;
  for (const format of DATE_FORMATS) {
    const parsed = parse(value, format, new Date(0), { in: DUBLIN });
    if (isValid(parsed)) return instant(parsed);
  }
  return null;
}

const EARLIEST = Date.parse(`${EARLIEST_DATE}T00:00:00Z`);

/** A cell as it reads in the sheet: an xlsx date cell's clock time is in its UTC fields. */
const typed = (raw: string | Date) =>
  raw instanceof Date ? raw.toISOString().slice(0, 16).replace('T', ' ') : raw;

const text = (v: string | Date | undefined) =>
  v === undefined ? null : v instanceof Date ? v.toISOString() : v;

function failureOf(row: SheetRow, cause: string): UploadFailure {
  const c = row.cells;
  return {
    row: row.row,
    job: {
      job_id: text(c.job_id),
      post_code: text(c.post_code) ?? text(c.eircode) ?? text(c.job_postal_code),
      first_name: text(c.first_name),
      last_name: text(c.last_name),
      status: text(c.status),
    },
    cause,
  };
}

/** Why the row's dates cannot all be true (later than `now`, or the job ending before it began), or null. */
function impossibleDates(values: Record<string, string | number | null>, now: Date) {
  for (const field of JOB_PAST_FIELDS) {
    const when = values[field];
    if (typeof when === 'string' && isJobTimeInFuture(when, now))
      return `${field} is in the future: ${irishClock(when)}`;
  }
  const start = values['start_time'];
  const end = values['end_time'];
  if (typeof start === 'string' && typeof end === 'string' && Date.parse(end) < Date.parse(start))
    return `end_time ${irishClock(end)} is before start_time ${irishClock(start)}`;
  return null;
}

function toJob(row: SheetRow, now: Date): UploadJob | string {
  const values: Record<string, string | number | null> = {};
  for (const [field, raw] of Object.entries(row.cells) as [UploadField, string | Date][]) {
    if ((DATE_FIELDS as readonly string[]).includes(field)) {
      const date = toDate(raw);
      if (date === null) return `${field} is not a date: "${String(raw)}"`;
      // Spec 2 §9's earliest date: an older one is a slip (1900 for 2019), and the Irish clock of before
      // 1916 is not today's, so such a date would not even be stored as typed.
      if (date.getTime() < EARLIEST)
        return `${field} is before ${formatDateInput(EARLIEST_DATE)}: "${typed(raw)}"`;
      values[field] = date.toISOString();
    } else if ((NUMBER_FIELDS as readonly string[]).includes(field)) {
      const n = Number(String(raw).replace(/\s/g, ''));
      if (!Number.isSafeInteger(n) || n < 0) return `${field} is not a whole number: "${String(raw)}"`;
      values[field] = n;
    } else {
      const value = text(raw)!;
      if (value.length > TEXT_CELL_MAX) return `${field} is longer than ${TEXT_CELL_MAX} characters`;
      values[field] = value;
    }
  }
  const impossible = impossibleDates(values, now);
  if (impossible) return impossible;
  const jobId = values['job_id'];
  if (typeof jobId !== 'string' || jobId === '') return 'The job id is missing';
  if (jobId.length > 64) return 'The job id is longer than 64 characters';
  // Spec 2 §4's ten statuses, read as the reports grid's edit reads them (domain jobStatusFromText).
  const status = jobStatusFromText(String(values['status'] ?? 'JOB_STATUS_MISSING'));
  if (status === null) return `Unknown status "${String(values['status'])}"`;
  values['status'] = status;
  const serial = installationJobSerial(values);
  if (serial !== NO_SERIAL && values['serial_no'] === undefined) values['serial_no'] = serial;
  // Spec 2 §2: only a serial above 1,000,000 names a hub.
  const hubid = serial > SERIAL_THRESHOLD ? hubIdFromSerial(serial) : null;
  return { row: row.row, values: values as JobValues, hubid };
}

/** The sheet's rows as jobs and failures; `now` is when it is uploaded (dates after it fail their row). */
export function jobsFromRows(
  rows: SheetRow[],
  now = new Date(),
): { jobs: UploadJob[]; failures: UploadFailure[] } {
  const jobs: UploadJob[] = [];
  const failures: UploadFailure[] = [];
  const seen = new Map<string, number>();
  for (const row of rows) {
    const job = toJob(row, now);
    if (typeof job === 'string') {
      failures.push(failureOf(row, job));
      continue;
    }
    const first = seen.get(job.values.job_id);
    if (first !== undefined) {
      failures.push(failureOf(row, `The job id is also on row ${first}`));
      continue;
    }
    seen.set(job.values.job_id, row.row);
    jobs.push(job);
  }
  return { jobs, failures };
}

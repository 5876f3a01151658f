// The ECMS report the scheme administrator receives (spec 3 §1, §3 ECMS CSV export columns, §5, §9): its
// columns, cell rules and file name live here so they are written once and tested byte for byte. It is
// its own entry (@hub/domain/ecmsReport) because it brings papaparse and date-fns, which only the export
// needs.
import { format } from 'date-fns';
import Papa from 'papaparse';
import { irishTimeParts } from '../csvDates.js';
import { CSV_FORMULA_START } from '../csvFormulas.js';

/** The report's columns, exactly and in this order. */
export const ECMS_REPORT_COLUMNS = [
  'Period',
  'Measure',
  'MPRN',
  'CustomerRef',
  'DwellingType',
  'ProjectID',
  'PublicSector',
  'Contractor',
  'EnergyCredits',
  'ProjectName',
  'Address',
  'Phone',
  'Eircode',
  'DateCompleted',
] as const;

/** What a row of the register gives the report. */
export interface EcmsReportSource {
  mprn: string;
  addressLine1: string | null;
  addressLine2: string | null;
  contactMobile: string | null;
  postCode: string | null;
  /** The job's end: an ISO-8601 instant. */
  endTime: string | null;
  /** The installer company's code, e.g. hes0005. */
  companyCode: string | null;
}

/** A blank cell holds a single space (spec 3 §3); papaparse writes it quoted (" "), so no reader trims it away. */
const BLANK = ' ';

/** The spec's own spelling, which the scheme administrator's import expects. */
export const ECMS_NO_ADDRESS = 'Unavailble ATM';

/**
 * Company codes as the report names them (spec 3 §1). EnergyServe's code is "HUB": it is the code the
 * installation upload uses for EnergyServe ("hub") and the one the companies table holds for it
 * (docs/domain.md "ECMS report"). Codes are compared ignoring case, as the table stores them lower case.
 */
const CONTRACTORS: Readonly<Record<string, string>> = {
  HES0005: 'HES',
  HUB001: 'Insight',
  HUB: 'EnergyServe',
};

export function ecmsContractor(code: string | null | undefined): string {
  return CONTRACTORS[(code ?? '').trim().toUpperCase()] ?? 'Unknown';
}

const text = (value: string | null | undefined) => (value ?? '').trim();

/** The longer of address lines 1 and 2 (line 1 on a tie), or "Unavailble ATM" when both are missing. */
export function ecmsReportAddress(
  line1: string | null | undefined,
  line2: string | null | undefined,
): string {
  const one = text(line1);
  const two = text(line2);
  if (one === '' && two === '') return ECMS_NO_ADDRESS;
  return two.length > one.length ? two : one;
}

const IRISH_DAY = new Intl.DateTimeFormat('en-IE', {
  timeZone: 'Europe/Dublin',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
});

/** dd/MM/yyyy of an instant, on the Irish calendar (a job ending at 00:30 Irish summer time is that day). */
export function ecmsReportDate(instant: string | null | undefined): string {
  if (!instant) return BLANK;
  const date = new Date(instant);
  if (Number.isNaN(date.getTime())) return BLANK;
  const part = (type: string) => Number(IRISH_DAY.formatToParts(date).find((p) => p.type === type)?.value);
  return format(new Date(part('year'), part('month') - 1, part('day')), 'dd/MM/yyyy');
}

const orBlank = (value: string | null | undefined) => (text(value) === '' ? BLANK : text(value));

/** One line of the report, cell by cell in the column order. */
export function ecmsReportCells(row: EcmsReportSource): string[] {
  const cells: Record<(typeof ECMS_REPORT_COLUMNS)[number], string> = {
    Period: BLANK,
    Measure: BLANK,
    MPRN: orBlank(row.mprn),
    CustomerRef: BLANK,
    DwellingType: BLANK,
    ProjectID: BLANK,
    PublicSector: BLANK,
    Contractor: ecmsContractor(row.companyCode),
    EnergyCredits: BLANK,
    ProjectName: BLANK,
    Address: ecmsReportAddress(row.addressLine1, row.addressLine2),
    Phone: orBlank(row.contactMobile),
    Eircode: orBlank(row.postCode),
    DateCompleted: ecmsReportDate(row.endTime),
  };
  return ECMS_REPORT_COLUMNS.map((column) => cells[column]);
}

/**
 * The report's text: the header line, then a line per row, CRLF line ends. papaparse quotes what needs
 * quoting and, with escapeFormulae, puts a ' before a cell starting with =, +, -, @, tab or carriage
 * return so a spreadsheet shows it rather than runs it.
 */
export function ecmsReportCsv(rows: readonly EcmsReportSource[]): string {
  return Papa.unparse(
    { fields: [...ECMS_REPORT_COLUMNS], data: rows.map(ecmsReportCells) },
    { escapeFormulae: CSV_FORMULA_START, newline: '\r\n' },
  );
}

/** "Ecms Report 2027-02-20 12.36.00.csv": the time the report was made, Irish time. */
export function ecmsReportFilename(now: Date): string {
  const p = irishTimeParts(now);
  return `Ecms Report ${p.year}-${p.month}-${p.day} ${p.hour}.${p.minute}.${p.second}.csv`;
}

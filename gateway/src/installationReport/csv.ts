// The installation reports export as a CSV file (spec 2 §7: GeopalInstallationReports_{time}). Written
// with papaparse, a well-kept CSV writer that quotes what needs quoting and, with escapeFormulae,
// prefixes cells starting with =, +, -, @, tab or carriage return so a spreadsheet never runs them.
import { CSV_FORMULA_START, INSTALLATION_REPORT_COLUMNS, csvDateTime } from '@hub/domain';
import Papa from 'papaparse';
import type { ReportRow } from './reportRow.js';

const HEADERS = INSTALLATION_REPORT_COLUMNS.map((c) => c.name);
const DATE_TIMES = new Set(
  INSTALLATION_REPORT_COLUMNS.filter((c) => c.type === 'dateTime').map((c) => c.name),
);

// An instant as Irish time a spreadsheet reads and the install upload reads back (csvDateTime).
function cell(name: string, value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'object') return JSON.stringify(value);
  return DATE_TIMES.has(name) && typeof value === 'string' ? csvDateTime(value) : String(value);
}

export function reportsCsv(rows: readonly ReportRow[]): string {
  const data = rows.map((row) =>
    HEADERS.map((name) => cell(name, (row as unknown as Record<string, unknown>)[name])),
  );
  return Papa.unparse({ fields: HEADERS, data }, { escapeFormulae: CSV_FORMULA_START, newline: '\r\n' });
}

/** GeopalInstallationReports_20270220-123600.csv: the time in UTC, sortable and safe in any file system. */
export function reportsCsvFilename(now: Date): string {
  const stamp = now
    .toISOString()
    .replace(/\.\d+Z$/, '')
    .replace(/[-:]/g, '')
    .replace('T', '-');
  return `GeopalInstallationReports_${stamp}.csv`;
}

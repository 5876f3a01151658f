// The leads export as a CSV file (spec 3 §7 POST leads/csv: headers from the field names). Written with
// papaparse, which quotes what needs quoting and, with escapeFormulae, prefixes cells starting with =, +,
// -, @, tab or carriage return so a spreadsheet never runs them; Upload Leads takes the prefix off again,
// so an exported file imports back unchanged.
import { CSV_FORMULA_START, LEAD_FIELDS } from '@hub/domain';
import Papa from 'papaparse';
import type { LeadRow } from './leadRow.js';

const HEADERS = LEAD_FIELDS.map((f) => f.name);

const cell = (value: unknown) => (value === null || value === undefined ? '' : String(value));

export function leadsCsv(rows: readonly LeadRow[]): string {
  const data = rows.map((row) => HEADERS.map((name) => cell(row[name])));
  return Papa.unparse({ fields: HEADERS, data }, { escapeFormulae: CSV_FORMULA_START, newline: '\r\n' });
}

/** Leads_20270220-123600.csv: the time in UTC, sortable and safe in any file system. */
export function leadsCsvFilename(now: Date): string {
  const stamp = now
    .toISOString()
    .replace(/\.\d+Z$/, '')
    .replace(/[-:]/g, '')
    .replace('T', '-');
  return `Leads_${stamp}.csv`;
}

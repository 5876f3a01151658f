// The leads export as a CSV file (spec 3 §7 POST leads/csv: headers from the field names). Written with
// papaparse, which quotes what needs quoting and, with escapeFormulae, prefixes cells starting with =, +,
// -, @, tab or carriage return so a spreadsheet never runs them; Upload Leads takes the prefix off again,
// so an exported file imports back unchanged.
import { CSV_FORMULA_START, LEAD_FIELDS, csvDateTime } from '@hub/domain';
import Papa from 'papaparse';
import type { LeadRow } from './leadRow.js';

const HEADERS = LEAD_FIELDS.map((f) => f.name);
const DATE_TIMES = new Set(LEAD_FIELDS.filter((f) => f.type === 'dateTime').map((f) => f.name));

// An instant as Irish time a spreadsheet reads (csvDateTime); the rest as stored.
function cell(name: string, value: unknown): string {
  if (value === null || value === undefined) return '';
  return DATE_TIMES.has(name) && typeof value === 'string' ? csvDateTime(value) : String(value);
}

export function leadsCsv(rows: readonly LeadRow[]): string {
  const data = rows.map((row) => HEADERS.map((name) => cell(name, row[name])));
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

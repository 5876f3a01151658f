// CSV export of grid rows through papaparse's unparse: quoting (commas, quotes, newlines) is its job,
// and so is neutralising formulas (escapeFormulae: text starting with =, +, -, @, tab or carriage
// return gets a leading ' so a spreadsheet shows it rather than runs it; numbers are left as numbers).
import Papa from 'papaparse';
import { CSV_FORMULA_START } from '@hub/domain';

function cell(value: unknown): unknown {
  if (value === null || value === undefined) return '';
  return typeof value === 'object' ? JSON.stringify(value) : value;
}

/** The CSV text of rows, one column per field, the field names as headers. */
export function rowsToCsv(fields: readonly string[], rows: readonly Record<string, unknown>[]): string {
  return Papa.unparse(
    { fields: [...fields], data: rows.map((row) => fields.map((field) => cell(row[field]))) },
    { escapeFormulae: CSV_FORMULA_START, newline: '\r\n' },
  );
}

/**
 * A UTF-8 byte-order mark: Excel reads a CSV file without one in the machine's legacy code page, so
 * "Bóthar na Trá" showed garbled. Papaparse and most other readers skip it.
 */
export const UTF8_BOM = '\uFEFF';

/** The file's bytes: the CSV text after one byte-order mark. */
export function csvFileBlob(csv: string): Blob {
  return new Blob([csv.startsWith(UTF8_BOM) ? csv : UTF8_BOM + csv], { type: 'text/csv;charset=utf-8' });
}

/** Saves CSV text as a file the browser downloads (every grid's export comes through here). */
export function downloadCsv(fileName: string, csv: string): void {
  const url = URL.createObjectURL(csvFileBlob(csv));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked after the click has been handled: revoking at once cancels the download in some browsers.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

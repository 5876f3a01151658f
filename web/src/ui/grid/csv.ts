// CSV export of grid rows through papaparse's unparse (quoting, embedded commas, quotes and newlines are
// its job, not ours). Cells that a spreadsheet would run as a formula are neutralised first (OWASP's
// CSV-injection advice: a leading =, +, -, @, tab or carriage return gets a ' in front).
import Papa from 'papaparse';

const FORMULA_START = /^[=+\-@\t\r]/;

/** A cell as written to the file: text that starts like a formula gets a leading ' so it stays text. */
export function neutraliseCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  // A number is never run as a formula: -3 stays a number in the spreadsheet.
  if (typeof value === 'number') return String(value);
  const text = typeof value === 'object' ? JSON.stringify(value) : String(value);
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/** The CSV text of rows, one column per field, the field names as headers. */
export function rowsToCsv(fields: readonly string[], rows: readonly Record<string, unknown>[]): string {
  return Papa.unparse({
    fields: [...fields],
    data: rows.map((row) => fields.map((field) => neutraliseCell(row[field]))),
  });
}

/** Saves text as a file the browser downloads. */
export function downloadCsv(fileName: string, csv: string): void {
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked after the click has been handled: revoking at once cancels the download in some browsers.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

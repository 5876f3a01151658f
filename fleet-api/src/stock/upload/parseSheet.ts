// Reads the uploaded sheet into rows of text keyed by installation field: xlsx with exceljs (the
// maintained library; the `xlsx` 0.18 package on npm is unmaintained with open advisories), csv with
// papaparse. A file that cannot be read is refused whole (400 naming what is wrong): nothing is saved.
import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import { badRequest } from '../../http/errors.js';
import { fieldForHeader } from './columns.js';
import type { UploadField } from './columns.js';
import { csvText } from '../../http/csvText.js';
import type { UploadKind } from './fileType.js';
import { MAX_UPLOAD_ROWS } from './limits.js';

/** One data row: the sheet row number (1 = header) and its cells by field. */
export interface SheetRow {
  row: number;
  cells: Partial<Record<UploadField, string | Date>>;
}

export interface Sheet {
  rows: SheetRow[];
  /** Headers that match no field; their columns are not read. */
  ignoredColumns: string[];
}

const refuse = (message: string) => badRequest(message, [{ field: 'file', message }]);

function tooManyRows(count: number): never {
  throw refuse(
    `The file has ${count.toLocaleString('en-IE')} rows; at most ${MAX_UPLOAD_ROWS.toLocaleString('en-IE')} can be uploaded at once.`,
  );
}

function mapHeaders(headers: string[]): { fields: (UploadField | null)[]; ignored: string[] } {
  const fields = headers.map((h) => fieldForHeader(h));
  if (!fields.includes('job_id')) throw refuse('The file has no job id column (a header such as "Job ID").');
  const ignored = headers.filter((h, i) => fields[i] === null && h.trim() !== '');
  return { fields, ignored };
}

function cellText(value: ExcelJS.CellValue): string | Date {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value;
  if (typeof value === 'object') {
    if ('result' in value) return cellText(value.result as ExcelJS.CellValue);
    if ('richText' in value) return value.richText.map((part) => part.text).join('');
    if ('text' in value) return String(value.text);
    if ('error' in value) return '';
  }
  return String(value);
}

async function readXlsx(bytes: Buffer): Promise<Sheet> {
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch {
    throw refuse('The file is not a readable xlsx workbook: it may be damaged or cut short.');
  }
  const sheet = workbook.worksheets[0];
  if (sheet === undefined) throw refuse('The workbook has no sheet.');
  if (sheet.actualRowCount - 1 > MAX_UPLOAD_ROWS) tooManyRows(sheet.actualRowCount - 1);
  const headerRow = sheet.getRow(1);
  const headers: string[] = [];
  headerRow.eachCell(
    { includeEmpty: true },
    (cell, col) => (headers[col - 1] = String(cellText(cell.value))),
  );
  const { fields, ignored } = mapHeaders(Array.from(headers, (h) => h ?? ''));
  const rows: SheetRow[] = [];
  sheet.eachRow((row, number) => {
    if (number === 1) return;
    const cells: SheetRow['cells'] = {};
    fields.forEach((field, i) => {
      if (field === null) return;
      const value = cellText(row.getCell(i + 1).value);
      if (value !== '') cells[field] = typeof value === 'string' ? value.trim() : value;
    });
    if (Object.keys(cells).length > 0) rows.push({ row: number, cells });
  });
  return { rows, ignoredColumns: ignored };
}

const isBlank = (cells: readonly string[]) => cells.every((cell) => cell.trim() === '');

function readCsv(bytes: Buffer): Sheet {
  const text = csvText(bytes);
  // Blank lines are kept while parsing and skipped below, so that each row keeps the number it has in
  // the sheet (a failure names the row the person will look at).
  // A sheet of one column (job ids alone) has no delimiter to detect: papaparse then says so and reads
  // it with a comma, which is right. A text that is no sheet at all is refused by its headers (no job id).
  const guessed = Papa.parse<string[]>(text, { skipEmptyLines: 'greedy', preview: 50 });
  const parsed = Papa.parse<string[]>(text, { skipEmptyLines: false, delimiter: guessed.meta.delimiter });
  const fatal = [...guessed.errors, ...parsed.errors].find((e) => e.type === 'Quotes');
  if (fatal && guessed.data.length > 1) {
    throw refuse(`The csv file cannot be read at row ${(fatal.row ?? 0) + 1}: ${fatal.message}.`);
  }
  const headerIndex = parsed.data.findIndex((cells) => !isBlank(cells));
  const headers = parsed.data[headerIndex];
  if (headers === undefined) throw refuse('The file has no header row.');
  const data = parsed.data
    .map((cells, i) => ({ cells, row: i + 1 }))
    .filter(({ cells }, i) => i > headerIndex && !isBlank(cells));
  if (data.length > MAX_UPLOAD_ROWS) tooManyRows(data.length);
  const { fields, ignored } = mapHeaders(headers);
  const rows = data.map(({ cells: cellsOfRow, row }) => {
    if (cellsOfRow.length !== headers.length) {
      throw refuse(
        `Row ${row} has ${cellsOfRow.length} cells where the header has ${headers.length}: the file may be cut short or damaged.`,
      );
    }
    const cells: SheetRow['cells'] = {};
    fields.forEach((field, col) => {
      const value = cellsOfRow[col]?.trim() ?? '';
      if (field !== null && value !== '') cells[field] = value;
    });
    return { row, cells };
  });
  return { rows, ignoredColumns: ignored };
}

export function readSheet(kind: UploadKind, bytes: Buffer): Promise<Sheet> {
  return kind === 'xlsx' ? readXlsx(bytes) : Promise.resolve(readCsv(bytes));
}

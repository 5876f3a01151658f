// PUT leads/upload (spec 3 §7, Upload Leads): a campaign's CSV, or a master-sheet export coming back.
// Beyond the original, as a CRM import does it: the file's columns are mapped to lead fields
// (recognised from the header names, or as the caller maps them), every row's problems are named with
// its row number, rows that duplicate a lead (same e-mail, phone or Eircode) are flagged Duplicate, and
// nothing is saved by a preview. Saving writes every good row in one transaction; a file that cannot
// be read (bad quoting, a row cut short) is refused whole. A row with the uid of a stored lead updates
// that lead, so an exported file imports back as "unchanged" (the round trip).
import {
  LEAD_FIELDS,
  LEAD_UPLOAD_MAX_BYTES,
  LEAD_UPLOAD_MAX_ROWS,
  leadField,
  leadValueFromText,
  type LeadValue,
} from '@hub/domain';
import type { FastifyRequest } from 'fastify';
import Papa from 'papaparse';
import type { Database, Queryable } from '../db/database.js';
import { csvText } from '../http/csvText.js';
import { badRequest, HttpError } from '../http/errors.js';

const refuse = (message: string) => badRequest(message, [{ field: 'file', message }]);
export const LEAD_TOO_LARGE = `The file is larger than ${LEAD_UPLOAD_MAX_BYTES / 1024 / 1024} MB.`;

const normalize = (header: string) => header.toLowerCase().replace(/[^a-z0-9]/g, '');

// Names campaign tools give their columns, beyond the field names and the grid's headings.
const OTHER_NAMES: Readonly<Record<string, string>> = {
  name: 'full_name',
  fullname: 'full_name',
  emailaddress: 'email',
  mobile: 'phone',
  phonenumber: 'phone',
  telephone: 'phone',
  postcode: 'eircode',
  town: 'city',
  fuel: 'fuel_type',
  wifi: 'have_wifi',
  pre2007: 'built_before_2007',
  grant: 'previous_grant',
  timeclock: 'use_time_clock',
  comments: 'comment',
  batch: 'installation_batch',
  dead: 'dead_lead',
  leadstatus: 'lead_status_id',
  heatingsystem: 'heating_system_id',
};
const BY_HEADER = new Map<string, string>([
  ...LEAD_FIELDS.flatMap((f) => [
    [normalize(f.name), f.name] as [string, string],
    [normalize(f.header), f.name] as [string, string],
  ]),
  ...Object.entries(OTHER_NAMES),
]);

/** The lead field a header names, or null. */
export const fieldForHeader = (header: string): string | null => BY_HEADER.get(normalize(header)) ?? null;

/** Fields an import can write: the editable ones and the uid that names a stored lead. */
const importable = (name: string) => name === 'uid' || leadField(name)?.editable === true;

export interface UploadColumn {
  header: string;
  /** The field the column is read into; null when it is not read. */
  field: string | null;
  /** Why a named column is not read, e.g. a field the server records itself. */
  note: string | null;
}

export interface RowProblem {
  row: number;
  messages: string[];
}

export interface DuplicateRow {
  row: number;
  /** The stored lead it duplicates, or null when it repeats an earlier row of the file. */
  uid: number | null;
  /** The earlier row of the file it repeats. */
  of_row: number | null;
  reason: string;
}

interface Form {
  file: Buffer | null;
  filename: string | null;
  mapping: Record<string, string> | null;
}

async function readForm(request: FastifyRequest): Promise<Form> {
  const form: Form = { file: null, filename: null, mapping: null };
  try {
    for await (const part of request.parts({
      limits: { fileSize: LEAD_UPLOAD_MAX_BYTES, files: 1, fields: 2 },
    })) {
      if (part.type === 'file') {
        form.file = await part.toBuffer();
        form.filename = part.filename;
      } else if (part.fieldname === 'mapping') {
        try {
          const parsed = JSON.parse(String(part.value)) as unknown;
          if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed))
            throw new Error('not an object');
          form.mapping = parsed as Record<string, string>;
        } catch {
          throw badRequest('mapping must be a JSON object of header → field name.', [
            { field: 'mapping', message: 'mapping must be a JSON object of header → field name.' },
          ]);
        }
      }
    }
  } catch (error) {
    if (error instanceof HttpError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE')
      throw new HttpError(413, LEAD_TOO_LARGE, [{ field: 'file', message: LEAD_TOO_LARGE }]);
    if (code === 'FST_FILES_LIMIT' || code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT')
      throw badRequest('Send one file and the mapping, nothing more.');
    throw badRequest('The upload was cut short or is not a well-formed multipart form.');
  }
  return form;
}

/** A line of the file with its row number as a spreadsheet shows it (the header is row 1). */
interface CsvRow {
  row: number;
  cells: string[];
}

function readCsv(bytes: Buffer): { headers: string[]; rows: CsvRow[] } {
  // A .csv is text: NUL bytes or a zip's signature mean a spreadsheet or a binary renamed .csv.
  if (bytes.includes(0) || bytes.subarray(0, 4).equals(Buffer.from('PK\x03\x04', 'latin1')))
    throw new HttpError(415, 'Only .csv files are accepted: this file is not text.', [
      { field: 'file', message: 'Only .csv files are accepted: this file is not text.' },
    ]);
  const text = csvText(bytes);
  // Blank lines are kept while numbering (papaparse's skipEmptyLines would renumber the rows after them),
  // then left out: a problem names the row a person finds in the file.
  const parsed = Papa.parse<string[]>(text);
  const fatal = parsed.errors.find((e) => e.type === 'Quotes');
  if (fatal)
    throw refuse(
      `The csv file cannot be read at row ${(fatal.row ?? 0) + 1}: ${fatal.message}. Nothing was saved.`,
    );
  const [head, ...rows] = parsed.data
    .map((cells, i) => ({ row: i + 1, cells }))
    .filter(({ cells }) => cells.some((cell) => cell.trim() !== ''));
  const headers = head?.cells;
  if (headers === undefined || headers.every((h) => h.trim() === ''))
    throw refuse('The file has no header row.');
  if (rows.length > LEAD_UPLOAD_MAX_ROWS)
    throw refuse(
      `The file has ${rows.length.toLocaleString('en-IE')} rows; at most ${LEAD_UPLOAD_MAX_ROWS.toLocaleString('en-IE')} can be uploaded at once.`,
    );
  rows.forEach(({ row, cells }) => {
    if (cells.length !== headers.length)
      throw refuse(
        `Row ${row} has ${cells.length} cells where the header has ${headers.length}: the file may be cut short or damaged. Nothing was saved.`,
      );
  });
  return { headers, rows };
}

function columnsOf(headers: readonly string[], mapping: Record<string, string> | null): UploadColumn[] {
  const used = new Set<string>();
  return headers.map((header) => {
    const chosen =
      mapping && Object.hasOwn(mapping, header) ? mapping[header] || null : fieldForHeader(header);
    if (chosen === null)
      return {
        header,
        field: null,
        note: header.trim() === '' ? null : 'Not read: no lead field has this name.',
      };
    if (leadField(chosen) === undefined)
      throw badRequest(`mapping names ${chosen}, which is not a field of a lead.`);
    if (!importable(chosen))
      return { header, field: null, note: `Not read: ${chosen} is recorded by the system.` };
    if (used.has(chosen))
      return { header, field: null, note: `Not read: ${chosen} is read from an earlier column.` };
    used.add(chosen);
    return { header, field: chosen, note: null };
  });
}

// The formula-safe writer (papaparse escapeFormulae) puts a ' before =, +, -, @, tab and carriage
// return; reading its file back takes the quote off again.
const unescapeFormula = (cell: string) => (/^'[=+\-@\t\r]/.test(cell) ? cell.slice(1) : cell);
const digits = (phone: string) => phone.replace(/\D/g, '');

interface ReadRow {
  row: number;
  uid: number | null;
  values: Record<string, LeadValue>;
  problems: string[];
}

function readRows(columns: readonly UploadColumn[], rows: readonly CsvRow[]): ReadRow[] {
  return rows.map(({ row, cells }) => {
    const read: ReadRow = { row, uid: null, values: {}, problems: [] };
    columns.forEach((column, c) => {
      if (column.field === null) return;
      const field = leadField(column.field)!;
      const converted = leadValueFromText(field, unescapeFormula(cells[c] ?? ''));
      if (!converted.ok) read.problems.push(converted.message);
      else if (column.field === 'uid') read.uid = converted.value as number | null;
      else read.values[column.field] = converted.value;
    });
    return read;
  });
}

async function storedLeads(db: Queryable, uids: number[], fields: string[]) {
  if (uids.length === 0) return new Map<number, Record<string, unknown>>();
  const rows = await db.query<Record<string, unknown> & { uid: number }>(
    `SELECT uid${fields.map((f) => `, ${f}`).join('')} FROM leads WHERE uid = ANY($1::int[])`,
    [uids],
  );
  return new Map(rows.map((r) => [r.uid, r]));
}

/** Stored leads sharing an e-mail, phone digits or Eircode with the new rows. */
async function duplicatesOf(db: Queryable, rows: readonly ReadRow[]) {
  const emails = rows.map((r) => r.values['email']).filter((v): v is string => typeof v === 'string');
  const phones = rows
    .map((r) => r.values['phone'])
    .filter((v): v is string => typeof v === 'string')
    .map(digits)
    .filter((d) => d.length >= 6);
  const eircodes = rows.map((r) => r.values['eircode']).filter((v): v is string => typeof v === 'string');
  return db.query<{ uid: number; email: string | null; phone: string | null; eircode: string | null }>(
    `SELECT uid, lower(email) AS email, regexp_replace(phone, '\\D', '', 'g') AS phone, upper(replace(eircode, ' ', '')) AS eircode
       FROM leads
      WHERE lower(email) = ANY($1::text[]) OR regexp_replace(phone, '\\D', '', 'g') = ANY($2::text[])
         OR upper(replace(eircode, ' ', '')) = ANY($3::text[])`,
    [emails.map((e) => e.toLowerCase()), phones, eircodes],
  );
}

const same = (stored: unknown, value: LeadValue) =>
  (stored ?? null) === value ||
  (stored instanceof Date && typeof value === 'string' && stored.toISOString() === value);

export async function leadsUpload(db: Database, request: FastifyRequest, preview: boolean) {
  const form = await readForm(request);
  if (form.file === null) throw badRequest('Choose a file.', [{ field: 'file', message: 'Choose a file.' }]);
  const { headers, rows } = readCsv(form.file);
  const columns = columnsOf(headers, form.mapping);
  const read = readRows(columns, rows);
  const fields = columns.map((c) => c.field).filter((f): f is string => f !== null && f !== 'uid');

  const stored = await storedLeads(
    db,
    read.map((r) => r.uid).filter((u): u is number => u !== null),
    fields,
  );
  const fresh: ReadRow[] = [];
  const updates: ReadRow[] = [];
  let unchanged = 0;
  for (const row of read) {
    if (row.uid !== null && !stored.has(row.uid)) row.problems.push(`No lead has uid ${row.uid}.`);
    if (row.problems.length > 0) continue;
    if (row.uid === null) {
      if (Object.values(row.values).every((v) => v === null))
        row.problems.push('The row has no value in any read column.');
      else fresh.push(row);
      continue;
    }
    const before = stored.get(row.uid)!;
    if (Object.entries(row.values).every(([f, v]) => same(before[f], v))) unchanged++;
    else updates.push(row);
  }

  // Duplicates of stored leads and of earlier rows of the file, by e-mail, phone digits or Eircode.
  const duplicates: DuplicateRow[] = [];
  // Stored leads by each key, so a file of 20,000 rows is checked in one pass.
  const storedBy = new Map<string, number>();
  for (const lead of await duplicatesOf(db, fresh))
    for (const column of ['email', 'phone', 'eircode'] as const)
      if (lead[column]) storedBy.set(`${column}:${lead[column]}`, lead.uid);
  const seen = new Map<string, number>();
  for (const row of fresh) {
    const keys: Array<[string, string, string]> = [];
    const email = row.values['email'];
    const phone = typeof row.values['phone'] === 'string' ? digits(row.values['phone']) : '';
    const eircode = row.values['eircode'];
    if (typeof email === 'string') keys.push(['email', 'e-mail', email.toLowerCase()]);
    if (phone.length >= 6) keys.push(['phone', 'phone', phone]);
    if (typeof eircode === 'string') keys.push(['eircode', 'Eircode', eircode]);
    let found: DuplicateRow | null = null;
    for (const [column, word, key] of keys) {
      const uid = storedBy.get(`${column}:${key}`);
      if (uid !== undefined) {
        found = { row: row.row, uid, of_row: null, reason: `Same ${word} as lead ${uid}.` };
        break;
      }
      const earlier = seen.get(`${column}:${key}`);
      if (earlier !== undefined) {
        found = { row: row.row, uid: null, of_row: earlier, reason: `Same ${word} as row ${earlier}.` };
        break;
      }
    }
    for (const [column, , key] of keys)
      if (!seen.has(`${column}:${key}`)) seen.set(`${column}:${key}`, row.row);
    if (found) {
      duplicates.push(found);
      row.values['duplicate'] = true;
    }
  }

  if (!preview) await save(db, fresh, updates);
  return {
    preview,
    filename: form.filename,
    columns,
    rows: read.length,
    created: fresh.length,
    updated: updates.length,
    unchanged,
    problems: read.filter((r) => r.problems.length > 0).map((r) => ({ row: r.row, messages: r.problems })),
    duplicates,
    saved: preview ? 0 : fresh.length + updates.length,
  };
}

// A new lead from a file starts as a new lead does (docs/domain.md "Leads"): not approved, not dead,
// not removed unless the file says so; the source as the file says.
// The yes/no fields that cannot be empty; an import that leaves them empty gets their default, false.
const NOT_NULL = new Set(['duplicate', 'approved', 'dead_lead', 'removed']);
// New leads go in 500 to a statement: 20,000 rows are 40 statements, well under the parameter limit.
const INSERT_CHUNK = 500;

async function save(db: Database, fresh: readonly ReadRow[], updates: readonly ReadRow[]) {
  const names = [...new Set(fresh.flatMap((row) => Object.keys(row.values)))];
  const value = (row: ReadRow, name: string) => row.values[name] ?? (NOT_NULL.has(name) ? false : null);
  await db.transaction(async (tx) => {
    for (let start = 0; start < fresh.length; start += INSERT_CHUNK) {
      const chunk = fresh.slice(start, start + INSERT_CHUNK);
      const tuples = chunk.map(
        (_, r) => `(${names.map((_, c) => `$${r * names.length + c + 1}`).join(', ')})`,
      );
      await tx.query(
        `INSERT INTO leads (${names.join(', ')}) VALUES ${tuples.join(', ')}`,
        chunk.flatMap((row) => names.map((name) => value(row, name))),
      );
    }
    for (const row of updates) {
      const changed = Object.keys(row.values);
      await tx.query(
        `UPDATE leads SET ${changed.map((n, i) => `${n} = $${i + 2}`).join(', ')} WHERE uid = $1`,
        [row.uid, ...changed.map((n) => value(row, n))],
      );
    }
  });
}

const str = { type: ['string', 'null'] };
export const leadUploadAnswerSchema = {
  type: 'object',
  required: [
    'preview',
    'columns',
    'rows',
    'created',
    'updated',
    'unchanged',
    'problems',
    'duplicates',
    'saved',
  ],
  properties: {
    preview: { type: 'boolean' },
    filename: str,
    columns: {
      type: 'array',
      items: {
        type: 'object',
        required: ['header', 'field', 'note'],
        properties: { header: { type: 'string' }, field: str, note: str },
      },
    },
    rows: { type: 'integer', description: 'Data rows in the file' },
    created: { type: 'integer', description: 'Good rows that are (preview: would be) new leads' },
    updated: { type: 'integer', description: 'Good rows with the uid of a stored lead whose values differ' },
    unchanged: { type: 'integer', description: 'Rows with the uid of a stored lead and the same values' },
    problems: {
      type: 'array',
      items: {
        type: 'object',
        required: ['row', 'messages'],
        properties: { row: { type: 'integer' }, messages: { type: 'array', items: { type: 'string' } } },
      },
    },
    duplicates: {
      type: 'array',
      items: {
        type: 'object',
        required: ['row', 'uid', 'of_row', 'reason'],
        properties: {
          row: { type: 'integer' },
          uid: { type: ['integer', 'null'] },
          of_row: { type: ['integer', 'null'] },
          reason: { type: 'string' },
        },
      },
    },
    saved: { type: 'integer', description: 'Leads written (0 for a preview)' },
  },
} as const;

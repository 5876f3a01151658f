// Writes one sample installer sheet per company, as xlsx and as csv, into samples/ (committed; the
// e2e tests upload them). Each company spells its headers its own way, as the real sheets do, and each
// sheet has rows that save (some with serials to repair), one with an unknown status and one with an
// unreadable date, so an upload shows all three result blocks. Run: node scripts/make-upload-samples.mjs
import { mkdirSync, writeFileSync } from 'node:fs';
import ExcelJS from 'exceljs';
import Papa from 'papaparse';

const out = new URL('../samples/', import.meta.url);
mkdirSync(out, { recursive: true });

// The demo fleet's hub ids start at 1001 (seed/hubs.ts); serial = 1,000,000 + 100·id + check digits.
const serialOf = (hubId) => {
  const base = 1_000_000 + 100 * hubId;
  return base + (98 - (base % 97));
};

const COMPANIES = [
  {
    code: 'hes0005',
    file: 'hes',
    headers: [
      'Job ID',
      'Status',
      'First Name',
      'Last Name',
      'Post Code',
      'Serial No',
      'Assigned Date Time',
      'End Time',
      'Notes',
    ],
    firstHub: 1011,
  },
  {
    code: 'hub001',
    file: 'insight',
    headers: [
      'job_id',
      'status',
      'first_name',
      'last_name',
      'eircode',
      'scan_serial_number_of_hub',
      'assigned_date_time',
      'end_time',
      'mprn',
    ],
    firstHub: 1031,
  },
  {
    code: 'hub',
    file: 'energyserve',
    headers: [
      'JobNumber',
      'Job Status',
      'Forename',
      'Surname',
      'Job Postal Code',
      'Entered Serial Number Of Hub',
      'Assigned',
      'Completed',
      'Installer',
    ],
    firstHub: 1051,
  },
];

const PEOPLE = [
  ['Aoife', 'Murphy', 'D02 X285'],
  ['Ciarán', 'Kelly', 'T12 K7P3'],
  ['Niamh', 'Walsh', 'H91 E2R8'],
  ['Seán', "O'Brien", 'V94 T9PX'],
  ['Orla', 'Byrne', 'A65 F4E2'],
  ['Pádraig', 'Ryan', 'W23 C6V0'],
  ['Gráinne', 'Doyle', 'R95 D2X4'],
  ['Eamon', 'Quinn', 'P85 HW63'],
];

function rowsFor(company) {
  return PEOPLE.map(([first, last, postcode], i) => {
    const hubId = company.firstHub + i;
    const completed = i < 5;
    // Serials as installers type them: right, the bare hub id, or missing a digit (spec 2 §5 repairs).
    const serial = i % 3 === 0 ? serialOf(hubId) : i % 3 === 1 ? hubId : Math.floor(serialOf(hubId) / 10);
    const assigned = new Date(Date.UTC(2026, 9, 1 + i, 9, 0));
    const end = completed ? new Date(Date.UTC(2026, 9, 3 + i, 14, 30)) : null;
    let status = completed ? 'JOB_COMPLETED' : i === 5 ? 'JOB_ASSIGNED' : 'JOB_INPROGRESS';
    let assignedCell = assigned;
    if (i === 6) status = 'JOB_FINISHED_MAYBE'; // not a status: this row fails
    if (i === 7) assignedCell = 'next Tuesday'; // not a date: this row fails
    return [
      `${company.file.toUpperCase()}-${String(700 + i)}`,
      status,
      first,
      last,
      postcode,
      serial,
      assignedCell,
      end,
      company.code === 'hub001' ? `1000${String(482710 + i)}` : `Sample row ${i + 1}`,
    ];
  });
}

const pad = (n) => String(n).padStart(2, '0');
const csvCell = (v) =>
  v instanceof Date
    ? `${pad(v.getUTCDate())}/${pad(v.getUTCMonth() + 1)}/${v.getUTCFullYear()} ${pad(v.getUTCHours())}:${pad(v.getUTCMinutes())}`
    : (v ?? '');

for (const company of COMPANIES) {
  const rows = rowsFor(company);
  const workbook = new ExcelJS.Workbook();
  workbook.created = new Date(Date.UTC(2026, 10, 1));
  workbook.modified = workbook.created;
  const sheet = workbook.addWorksheet('Jobs');
  sheet.addRow(company.headers);
  for (const row of rows) sheet.addRow(row);
  await workbook.xlsx.writeFile(new URL(`${company.file}-installs.xlsx`, out).pathname);
  const csv = Papa.unparse([company.headers, ...rows.map((row) => row.map(csvCell))]);
  writeFileSync(new URL(`${company.file}-installs.csv`, out), `${csv}\n`);
}
console.log('samples written to', out.pathname);

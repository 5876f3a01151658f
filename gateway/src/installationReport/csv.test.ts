import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { reportsCsv } from './csv.js';
import type { ReportRow } from './reportRow.js';

describe('installation reports CSV', () => {
  it('neutralises a formula in a cell of several lines as in a cell of one', () => {
    // A spreadsheet runs "=HYPERLINK(…)" followed by a line break as a formula (line breaks are white
    // space inside one), so the quote goes before every cell starting with =, +, -, @, tab or return.
    const notes = ['=HYPERLINK("http://evil.example","x")\nsecond line', '-2+3\n', 'plain'];
    const csv = reportsCsv(notes.map((text, i) => ({ uid: i + 1, notes: text }) as unknown as ReportRow));
    const cells = Papa.parse<Record<string, string>>(csv, { header: true }).data.map((row) => row.notes);
    expect(cells).toEqual(['\'=HYPERLINK("http://evil.example","x")\nsecond line', "'-2+3\n", 'plain']);
  });

  it('writes an instant as Irish time, as the install upload reads it back, and a day as it is', () => {
    const csv = reportsCsv([
      { uid: 1, end_time: '2027-07-20T23:30:00.000Z', date_corrected: '2027-07-20' },
    ] as unknown as ReportRow[]);
    const [row] = Papa.parse<Record<string, string>>(csv, { header: true }).data;
    expect(row).toMatchObject({ end_time: '2027-07-21 00:30:00', date_corrected: '2027-07-20' });
  });
});

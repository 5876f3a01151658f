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
});

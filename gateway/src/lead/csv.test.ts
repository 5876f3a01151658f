import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { leadsCsv } from './csv.js';
import type { LeadRow } from './leadRow.js';

describe('leads CSV', () => {
  it('neutralises a formula in a cell of several lines as in a cell of one', () => {
    // A spreadsheet runs "=HYPERLINK(…)" followed by a line break as a formula (line breaks are white
    // space inside one), so the quote goes before every cell starting with =, +, -, @, tab or return.
    const comments = ['=HYPERLINK("http://evil.example","x")\nsecond line', '@SUM(1)', '+1\r\n2', 'plain'];
    const csv = leadsCsv(comments.map((comment, i) => ({ uid: i + 1, comment }) as unknown as LeadRow));
    const cells = Papa.parse<Record<string, string>>(csv, { header: true }).data.map((row) => row.comment);
    expect(cells).toEqual([
      '\'=HYPERLINK("http://evil.example","x")\nsecond line',
      "'@SUM(1)",
      "'+1\r\n2",
      'plain',
    ]);
  });

  it('writes an instant as Irish time a spreadsheet reads, and a day as it is', () => {
    const csv = leadsCsv([
      { uid: 1, created: '2027-07-20T11:36:05.000Z', last_updated_date_time: '2027-01-20T11:36:05Z' },
    ] as unknown as LeadRow[]);
    const [row] = Papa.parse<Record<string, string>>(csv, { header: true }).data;
    expect(row).toMatchObject({
      created: '2027-07-20 12:36:05',
      last_updated_date_time: '2027-01-20 11:36:05',
    });
  });
});

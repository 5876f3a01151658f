import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { neutraliseCell, rowsToCsv } from './csv';

describe('neutraliseCell', () => {
  it.each(['=1+1', '+353 87', '-2', '@SUM(A1)', '\tx', '\rx'])('prefixes %j with a quote', (text) => {
    expect(neutraliseCell(text)).toBe(`'${text}`);
  });

  it('leaves other values as text and empties null', () => {
    expect(neutraliseCell('Dublin')).toBe('Dublin');
    expect(neutraliseCell(1004298)).toBe('1004298');
    expect(neutraliseCell(-3)).toBe('-3');
    expect(neutraliseCell(null)).toBe('');
    expect(neutraliseCell(true)).toBe('true');
  });
});

describe('rowsToCsv', () => {
  it('writes field names as headers and reads back the same cells, quoting commas and quotes', () => {
    const csv = rowsToCsv(
      ['uid', 'city', 'notes'],
      [
        { uid: 1, city: 'Cork, City', notes: 'said "hi"' },
        { uid: 2, city: null, notes: '=HYPERLINK("x")' },
      ],
    );
    const parsed = Papa.parse<string[]>(csv).data;
    expect(parsed[0]).toEqual(['uid', 'city', 'notes']);
    expect(parsed[1]).toEqual(['1', 'Cork, City', 'said "hi"']);
    expect(parsed[2]).toEqual(['2', '', `'=HYPERLINK("x")`]);
  });
});

import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { csvFileBlob, rowsToCsv } from './csv';

const readBack = (csv: string) => Papa.parse<string[]>(csv, { skipEmptyLines: true }).data;

describe('rowsToCsv', () => {
  it('writes field names as headers and reads back the same cells, quoting commas and quotes', () => {
    const csv = rowsToCsv(
      ['uid', 'city', 'notes', 'data'],
      [
        { uid: 1, city: 'Cork, City', notes: 'said "hi"', data: { a: 1 } },
        { uid: 2, city: null, notes: 'line\nbreak' },
      ],
    );
    const parsed = readBack(csv);
    expect(parsed[0]).toEqual(['uid', 'city', 'notes', 'data']);
    expect(parsed[1]).toEqual(['1', 'Cork, City', 'said "hi"', '{"a":1}']);
    expect(parsed[2]).toEqual(['2', '', 'line\nbreak', '']);
  });

  it.each(['=1+1', '+353 87', '-2', '@SUM(A1)', '\tx', '\rx', '=HYPERLINK("http://x")\nsecond line'])(
    'neutralises a cell starting %j',
    (text) => {
      expect(readBack(rowsToCsv(['notes'], [{ notes: text }]))[1]).toEqual([`'${text}`]);
    },
  );

  it('leaves numbers and ordinary text alone', () => {
    expect(readBack(rowsToCsv(['n', 't'], [{ n: -3, t: 'Dublin' }]))[1]).toEqual(['-3', 'Dublin']);
  });
});

describe('csvFileBlob', () => {
  const bytes = (blob: Blob) =>
    new Promise<number[]>((resolve, reject) => {
      const reader = new FileReader();
      reader.onload = () => resolve([...new Uint8Array(reader.result as ArrayBuffer)]);
      reader.onerror = () => reject(reader.error);
      reader.readAsArrayBuffer(blob);
    });

  it('starts the file with one UTF-8 byte-order mark, so Excel reads Irish names right', async () => {
    const file = await bytes(csvFileBlob('name\r\nBóthar na Trá'));
    expect(file.slice(0, 3)).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(new Uint8Array(file))).toBe('name\r\nBóthar na Trá');
    // Text that already has one keeps one.
    expect((await bytes(csvFileBlob('\uFEFFname'))).slice(0, 4)).toEqual([0xef, 0xbb, 0xbf, 0x6e]);
  });
});

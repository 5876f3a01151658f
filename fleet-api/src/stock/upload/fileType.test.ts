import { describe, expect, it } from 'vitest';
import { csvText } from '../../http/csvText.js';
import { uploadKind, WRONG_TYPE_MESSAGE } from './fileType.js';
import { readSheet } from './parseSheet.js';

/** A csv whose byte 65,535 (the last one looked at) is the first byte of a two-byte "ó". */
function csvWithFadaAcrossTheCut(): Buffer {
  let text = 'job_id,first_name\n';
  let i = 0;
  while (Buffer.byteLength(text) < 65_000) text += `J${i++},Seán Ó Briain\n`;
  text += `J${i},`;
  while (Buffer.byteLength(text) < 65_535) text += 'a';
  text += 'ó\n';
  const bytes = Buffer.from(text);
  expect(bytes.subarray(65_535, 65_537)).toEqual(Buffer.from('ó'));
  return bytes;
}

/** What Excel on Windows writes for "CSV (Comma delimited)": code page 1252, not UTF-8. */
const cp1252 = (...parts: (string | number[])[]) =>
  Buffer.concat(parts.map((p) => (typeof p === 'string' ? Buffer.from(p, 'latin1') : Buffer.from(p))));

describe('uploadKind', () => {
  it('takes a longer UTF-8 csv for a csv when a character straddles the 64 KiB it looks at', () => {
    expect(uploadKind(csvWithFadaAcrossTheCut())).toBe('csv');
  });

  it('tells an xlsx by the zip signature', () => {
    expect(uploadKind(Buffer.from([0x50, 0x4b, 0x03, 0x04, 1, 2, 3]))).toBe('xlsx');
  });

  it('takes a csv saved by Excel in the Windows code page for a csv', () => {
    expect(uploadKind(cp1252('job_id,first_name\r\nJ1,Se', [0xe1], 'n O', [0x92], 'Brien\r\n'))).toBe('csv');
  });

  it('refuses binaries (control bytes, NUL) as neither', () => {
    const pdf = cp1252(
      '%PDF-1.7\n%',
      [0xe2, 0xe3, 0xcf, 0xd3],
      '\n1 0 obj\nstream\n',
      [0x78, 0x9c, 0x03, 0x1f],
    );
    expect(() => uploadKind(pdf)).toThrow(WRONG_TYPE_MESSAGE);
    expect(() => uploadKind(Buffer.from('job_id\n\u0000x'))).toThrow(WRONG_TYPE_MESSAGE);
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    expect(() => uploadKind(png)).toThrow(WRONG_TYPE_MESSAGE);
  });
});

describe('csvText', () => {
  it('reads UTF-8, dropping a BOM', () => {
    expect(csvText(Buffer.from('\uFEFFjob_id,name\nJ1,Seán’s\n'))).toBe('job_id,name\nJ1,Seán’s\n');
  });

  it('reads the Windows code page when the bytes are not UTF-8, curly quotes and euro included', async () => {
    const bytes = cp1252(
      'job_id,first_name,last_name\r\nJ1,Se',
      [0xe1],
      'n,O',
      [0x92],
      'Brien ',
      [0x80],
      '\r\n',
    );
    expect(csvText(bytes)).toBe('job_id,first_name,last_name\r\nJ1,Seán,O’Brien €\r\n');
    const sheet = await readSheet(uploadKind(bytes), bytes);
    expect(sheet.rows[0]?.cells).toEqual({ job_id: 'J1', first_name: 'Seán', last_name: 'O’Brien €' });
  });
});

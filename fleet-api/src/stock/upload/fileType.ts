// The type of an uploaded file, read from its bytes rather than trusted from its name: an xlsx is a
// zip archive (it starts with the zip signature "PK\x03\x04"), a csv is text: UTF-8, or the Windows
// code page Excel writes when a sheet is saved as plain "CSV (Comma delimited)".
import { badRequest, HttpError } from '../../http/errors.js';

export type UploadKind = 'xlsx' | 'csv';

const ZIP_SIGNATURE = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

export const WRONG_TYPE_MESSAGE = 'Only xlsx and csv files are accepted: this file is neither.';

/** Control bytes that text never holds (tab, new line, form feed and carriage return are text). */
const BINARY_BYTE = (byte: number) =>
  byte < 0x20 && byte !== 0x09 && byte !== 0x0a && byte !== 0x0c && byte !== 0x0d;

export function uploadKind(bytes: Buffer): UploadKind {
  if (bytes.length === 0)
    throw badRequest('The file is empty.', [{ field: 'file', message: 'The file is empty.' }]);
  if (bytes.subarray(0, 4).equals(ZIP_SIGNATURE)) return 'xlsx';
  // Other binaries (a PDF, an image, an old .xls) hold NUL and other control bytes within their first
  // 64 KiB; a csv in any of the encodings read below does not.
  if (bytes.subarray(0, 64 * 1024).some(BINARY_BYTE)) {
    throw new HttpError(415, WRONG_TYPE_MESSAGE, [{ field: 'file', message: WRONG_TYPE_MESSAGE }]);
  }
  return 'csv';
}

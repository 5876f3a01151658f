// The type of an uploaded file, read from its bytes rather than trusted from its name: an xlsx is a
// zip archive (it starts with the zip signature "PK\x03\x04"), a csv is text (UTF-8, no NUL bytes).
import { badRequest, HttpError } from '../../http/errors.js';

export type UploadKind = 'xlsx' | 'csv';

const ZIP_SIGNATURE = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

export const WRONG_TYPE_MESSAGE = 'Only xlsx and csv files are accepted: this file is neither.';

export function uploadKind(bytes: Buffer): UploadKind {
  if (bytes.length === 0)
    throw badRequest('The file is empty.', [{ field: 'file', message: 'The file is empty.' }]);
  if (bytes.subarray(0, 4).equals(ZIP_SIGNATURE)) return 'xlsx';
  // Other binaries (a PDF, an image, an old .xls) contain NUL bytes or are not valid UTF-8.
  const text = new TextDecoder('utf-8', { fatal: false }).decode(bytes.subarray(0, 64 * 1024));
  if (bytes.subarray(0, 64 * 1024).includes(0) || text.includes('\uFFFD')) {
    throw new HttpError(415, WRONG_TYPE_MESSAGE, [{ field: 'file', message: WRONG_TYPE_MESSAGE }]);
  }
  return 'csv';
}

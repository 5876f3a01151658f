// What a failed write leaves behind (issue 16), read by every notice of a failed write and by runEditorSave.
import type { ErrorLike } from '@apollo/client';
import { errorCode } from '../app/apollo/errors';

export type SaveFailureKind = 'conflict' | 'uncertain' | 'failed';

/** conflict: nothing saved, the stored copy is newer; uncertain: no answer, it may have been saved. */
export function saveFailureKind(error: ErrorLike): SaveFailureKind {
  const code = errorCode(error);
  if (code === 'CONFLICT') return 'conflict';
  // A timeout, or the connection to the gateway lost mid-request (fetch rejects with a TypeError).
  if (code === 'UPSTREAM_TIMEOUT' || (code === null && error.name === 'TypeError')) return 'uncertain';
  return 'failed';
}

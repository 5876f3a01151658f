// What a failed write leaves behind (issue 16), read by every notice of a failed write and by runEditorSave.
import type { ErrorLike } from '@apollo/client';
import { describeError, errorCode } from '../app/apollo/errors';

/** Said of a write that got no answer, after what may have happened ("The issue may have been saved."). */
export const UNCERTAIN_WRITE_TEXT =
  'No answer came in time, so it may have gone through. Check what is stored now before trying again.';

export type SaveFailureKind = 'conflict' | 'uncertain' | 'failed';

/** conflict: nothing saved, the stored copy is newer; uncertain: no answer, it may have been saved. */
export function saveFailureKind(error: ErrorLike): SaveFailureKind {
  const code = errorCode(error);
  if (code === 'CONFLICT') return 'conflict';
  // A timeout, or the connection to the gateway lost mid-request (fetch rejects with a TypeError).
  if (code === 'UPSTREAM_TIMEOUT' || (code === null && error.name === 'TypeError')) return 'uncertain';
  return 'failed';
}

/**
 * The text for a write that failed, where a screen says it in a line rather than with ErrorNotice: the
 * reason (as `failed` words it), or, when no answer came, `uncertain` ("The fill may have been saved.")
 * and UNCERTAIN_WRITE_TEXT, instead of a reason that ends "Please try again." and could repeat the write.
 */
export function writeFailureText(
  error: ErrorLike,
  uncertain: string,
  failed: (reason: string) => string = (reason) => reason,
): string {
  return saveFailureKind(error) === 'uncertain'
    ? `${uncertain} ${UNCERTAIN_WRITE_TEXT}`
    : failed(describeError(error));
}

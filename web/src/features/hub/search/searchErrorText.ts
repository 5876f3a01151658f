import type { ErrorLike } from '@apollo/client';
import { httpStatus, isUnauthenticated } from '../../../app/apollo/errors';

/** Spec 1 §8, hub search: the three texts a failed search can show. */
export function searchErrorText(error: ErrorLike): string {
  if (isUnauthenticated(error)) return 'Unauthorized!';
  const status = httpStatus(error);
  if (status !== null) return `The server returned a ${status} error code.`;
  return 'An unexpected error occurred!';
}

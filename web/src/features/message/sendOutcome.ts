import type { ErrorLike } from '@apollo/client';
import { MESSAGE_TEXTS, serverErrorText } from '@hub/domain';
import { httpStatus, isUnauthenticated } from '../../app/apollo/errors';

// The reason phrases of the statuses a send can meet, for "…status {status}: {statusText}".
const STATUS_TEXT: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
  504: 'Gateway Timeout',
};

/**
 * The text for a send that failed with an error (spec 1 §8 / spec 2 §8): an HTTP error names its status,
 * anything else is the default failure text.
 */
export function sendFailureText(error: ErrorLike): string {
  if (isUnauthenticated(error)) return serverErrorText(401, STATUS_TEXT[401]!);
  const status = httpStatus(error);
  if (status !== null) return serverErrorText(status, STATUS_TEXT[status] ?? 'Error');
  return MESSAGE_TEXTS.unknownFailure;
}

// The gateway reports faults as GraphQL errors with extensions.code (docs/errors.md) and, for failures of
// the fleet API, its HTTP status in extensions.upstreamStatus (null when it gave no answer at all). Screens read errors only through these helpers, so the wording of every
// fault is decided in one place.
import type { ErrorLike } from '@apollo/client';
import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';

export type ErrorCode =
  'UNAUTHENTICATED' | 'FORBIDDEN' | 'BAD_USER_INPUT' | 'UPSTREAM_TIMEOUT' | 'UPSTREAM_ERROR';

function graphQLErrors(error: unknown) {
  return CombinedGraphQLErrors.is(error) ? error.errors : [];
}

/** The extensions.code of the first GraphQL error that has one. */
export function errorCode(error: ErrorLike | null | undefined): string | null {
  for (const e of graphQLErrors(error)) {
    const code = e.extensions?.['code'];
    if (typeof code === 'string') return code;
  }
  return null;
}

/** The HTTP status behind the error: the upstream's (extensions.upstreamStatus) or the gateway's own. */
export function httpStatus(error: ErrorLike | null | undefined): number | null {
  for (const e of graphQLErrors(error)) {
    const status = e.extensions?.['upstreamStatus'];
    if (typeof status === 'number') return status;
  }
  return ServerError.is(error) ? error.statusCode : null;
}

/** True when the session is missing, expired or forged: the user must log in again. */
export function isUnauthenticated(error: ErrorLike | null | undefined): boolean {
  if (graphQLErrors(error).some((e) => e.extensions?.['code'] === 'UNAUTHENTICATED')) return true;
  return ServerError.is(error) && error.statusCode === 401;
}

/** Said for a refusal that came without words of its own. */
const FORBIDDEN_TEXT = 'You do not have the rights to do this.';

const FIXED_TEXT: Record<string, string> = {
  UPSTREAM_TIMEOUT: 'The fleet API did not answer in time. Please try again.',
  UPSTREAM_UNAVAILABLE: 'The fleet API cannot be reached. Please try again.',
  UPSTREAM_BUSY: 'The fleet API is busy. Please try again in a moment.',
};

/**
 * One sentence for a staff member saying what went wrong (codes as in docs/errors.md). Where the fleet
 * API explained itself (a hub not found, a conflicting change, a refused input) its own words are kept.
 */
export function describeError(error: ErrorLike): string {
  // Still true once the person has signed in again over the screen (RequireLogin keeps it): the notice
  // stays until the next try.
  if (isUnauthenticated(error))
    return 'Your session had ended when this was sent: sign in again, then try again.';
  const code = errorCode(error);
  // A refusal names the right it needs ('Searching Email needs the "address" right.'): kept, as a
  // generic "no rights" leaves the person asking which one.
  if (code === 'FORBIDDEN') return graphQLErrors(error)[0]?.message || FORBIDDEN_TEXT;
  const fixed = code === null ? undefined : FIXED_TEXT[code];
  if (fixed) return fixed;
  const status = httpStatus(error);
  if (code === 'UPSTREAM_ERROR' && status !== null) return `The server returned a ${status} error code.`;
  if (CombinedGraphQLErrors.is(error)) return error.errors[0]?.message || 'An unexpected error occurred!';
  if (status !== null) return `The server returned a ${status} error code.`;
  // fetch() rejects with a TypeError when the gateway itself cannot be reached.
  if (error.name === 'TypeError') return 'The server could not be reached. Please try again.';
  return 'An unexpected error occurred!';
}

/**
 * The call's answer, or its failure as an Error worded for staff (describeError): for callers that show
 * error.message themselves, such as a data grid's source.
 */
export async function worded<T>(call: Promise<T>): Promise<T> {
  try {
    return await call;
  } catch (error) {
    throw new Error(describeError(error as ErrorLike));
  }
}

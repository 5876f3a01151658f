// How every upstream failure becomes a GraphQL error (documented in docs/errors.md). The upstream's own
// message is kept when it sent one, so staff see "Hub 123 does not exist." rather than a bare status; headers,
// tokens and bodies never go into an error.
import { GraphQLError } from 'graphql';

export type ErrorCode =
  | 'BAD_USER_INPUT'
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'UPSTREAM_BUSY'
  | 'UPSTREAM_ERROR'
  | 'UPSTREAM_TIMEOUT'
  | 'UPSTREAM_UNAVAILABLE';

/** A field message from a failed upstream validation (snake_case field, as the upstream names it). */
export interface UpstreamFieldError {
  field: string | null;
  message: string;
}

export class UpstreamError extends GraphQLError {
  readonly code: ErrorCode;
  readonly upstreamStatus: number | null;
  /** The field messages of a 400 answer, for mutations that return them as userErrors. */
  readonly fieldErrors: UpstreamFieldError[];
  /** Seconds to wait before trying again, from a 429's `retry_after`. */
  retryAfterSeconds: number | null = null;

  constructor(
    code: ErrorCode,
    message: string,
    upstreamStatus: number | null,
    fieldErrors: UpstreamFieldError[] = [],
  ) {
    super(message, { extensions: { code, upstreamStatus } });
    this.name = 'UpstreamError';
    this.code = code;
    this.upstreamStatus = upstreamStatus;
    this.fieldErrors = fieldErrors;
  }
}

export function codeForStatus(status: number): ErrorCode {
  switch (status) {
    // 414/431: a URL or headers too long for the upstream, i.e. an argument the caller made too long.
    case 400:
    case 414:
    case 422:
    case 431:
      return 'BAD_USER_INPUT';
    case 401:
      return 'UNAUTHENTICATED';
    case 403:
      return 'FORBIDDEN';
    case 404:
      return 'NOT_FOUND';
    case 409:
      return 'CONFLICT';
    case 429:
      return 'UPSTREAM_BUSY';
    default:
      return 'UPSTREAM_ERROR';
  }
}

/** A GraphQL request's deadline passed, whether the call was waiting for a connection or an answer. */
export class DeadlineExceeded extends Error {
  readonly code = 'GATEWAY_DEADLINE_EXCEEDED';
  constructor() {
    super('The request deadline passed.');
  }
}

const TIMEOUT_CODES = new Set([
  'UND_ERR_HEADERS_TIMEOUT',
  'UND_ERR_BODY_TIMEOUT',
  'UND_ERR_CONNECT_TIMEOUT',
  'GATEWAY_DEADLINE_EXCEEDED',
]);

// Errors that mean the request never got a complete answer because the connection failed. These are the
// only network errors safe to retry on a GET.
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'UND_ERR_SOCKET',
  'UND_ERR_CLOSED',
]);

function errorCodeOf(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const { code, cause } = error as { code?: unknown; cause?: unknown };
  if (typeof code === 'string') return code;
  return errorCodeOf(cause);
}

export function isTimeout(error: unknown): boolean {
  const code = errorCodeOf(error);
  return code !== undefined && TIMEOUT_CODES.has(code);
}

export function isConnectionFailure(error: unknown): boolean {
  const code = errorCodeOf(error);
  return code !== undefined && UNAVAILABLE_CODES.has(code);
}

/** The GraphQL error for a request that got no HTTP answer at all. */
export function networkError(error: unknown, timeoutMs: number): UpstreamError {
  if (isTimeout(error)) {
    return new UpstreamError(
      'UPSTREAM_TIMEOUT',
      `The fleet API did not answer within ${timeoutMs} ms.`,
      null,
    );
  }
  return new UpstreamError('UPSTREAM_UNAVAILABLE', 'The fleet API cannot be reached.', null);
}

interface FailureEnvelope {
  data?: { message?: unknown; errors?: unknown; retry_after?: unknown };
}

function fieldErrorsOf(errors: unknown): UpstreamFieldError[] {
  if (!Array.isArray(errors)) return [];
  return errors.flatMap((entry: unknown) => {
    if (typeof entry !== 'object' || entry === null) return [];
    const { field, message } = entry as { field?: unknown; message?: unknown };
    if (typeof message !== 'string') return [];
    return [{ field: typeof field === 'string' ? field : null, message }];
  });
}

/**
 * What a refused session or token means to the caller, in place of the fleet API's bare "Unauthorized"
 * (docs/rest-api.md): a script learns why, and what to do.
 */
export const TOKEN_REFUSED =
  'Your session or token is not valid (unknown, expired or revoked): sign in again, or make a new personal access token.';

/** The GraphQL error for an HTTP answer that is not a success (status or envelope). */
export function responseError(status: number, body: unknown): UpstreamError {
  const data = (body as FailureEnvelope | null)?.data;
  const upstreamMessage =
    typeof data?.message === 'string' && data.message.trim() !== '' ? data.message : null;
  const code = status >= 200 && status < 300 ? 'UPSTREAM_ERROR' : codeForStatus(status);
  const message =
    status === 401 && (upstreamMessage === null || upstreamMessage === 'Unauthorized')
      ? TOKEN_REFUSED
      : (upstreamMessage ?? `The fleet API answered with HTTP ${status}.`);
  const error = new UpstreamError(code, message, status, fieldErrorsOf(data?.errors));
  if (typeof data?.retry_after === 'number') error.retryAfterSeconds = data.retry_after;
  return error;
}

export function malformedResponse(status: number): UpstreamError {
  return new UpstreamError(
    'UPSTREAM_ERROR',
    `The fleet API sent an answer that is not JSON (HTTP ${status}).`,
    status,
  );
}

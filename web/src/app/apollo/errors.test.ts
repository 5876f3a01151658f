import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { describe, expect, it } from 'vitest';
import { describeError, httpStatus, isUnauthenticated } from './errors';

function graphQLError(code: string, extra: Record<string, unknown> = {}) {
  return new CombinedGraphQLErrors({
    errors: [{ message: 'Upstream said no', extensions: { code, ...extra } }],
  });
}

function serverError(status: number) {
  return new ServerError('Response not successful', {
    response: new Response('', { status }),
    bodyText: '',
  });
}

describe('gateway errors', () => {
  it('treats UNAUTHENTICATED and an HTTP 401 as logged out', () => {
    expect(isUnauthenticated(graphQLError('UNAUTHENTICATED'))).toBe(true);
    expect(isUnauthenticated(serverError(401))).toBe(true);
    expect(isUnauthenticated(graphQLError('FORBIDDEN'))).toBe(false);
  });

  it('reads the upstream status, or the gateway’s own HTTP status', () => {
    expect(httpStatus(graphQLError('UPSTREAM_ERROR', { upstreamStatus: 502 }))).toBe(502);
    expect(httpStatus(serverError(503))).toBe(503);
    expect(httpStatus(graphQLError('BAD_USER_INPUT'))).toBeNull();
  });

  it.each([
    [
      'UNAUTHENTICATED',
      graphQLError('UNAUTHENTICATED'),
      'Your session had ended when this was sent: sign in again, then try again.',
    ],
    ['FORBIDDEN', graphQLError('FORBIDDEN'), 'Upstream said no'],
    [
      'FORBIDDEN without a message',
      new CombinedGraphQLErrors({ errors: [{ message: '', extensions: { code: 'FORBIDDEN' } }] }),
      'You do not have the rights to do this.',
    ],
    [
      'UPSTREAM_TIMEOUT',
      graphQLError('UPSTREAM_TIMEOUT'),
      'The fleet API did not answer in time. Please try again.',
    ],
    [
      'UPSTREAM_UNAVAILABLE (null)',
      graphQLError('UPSTREAM_UNAVAILABLE', { upstreamStatus: null }),
      'The fleet API cannot be reached. Please try again.',
    ],
    [
      'UPSTREAM_BUSY (429)',
      graphQLError('UPSTREAM_BUSY', { upstreamStatus: 429 }),
      'The fleet API is busy. Please try again in a moment.',
    ],
    [
      'UPSTREAM_ERROR (500)',
      graphQLError('UPSTREAM_ERROR', { upstreamStatus: 500 }),
      'The server returned a 500 error code.',
    ],
    ['NOT_FOUND (404)', graphQLError('NOT_FOUND', { upstreamStatus: 404 }), 'Upstream said no'],
    ['BAD_USER_INPUT', graphQLError('BAD_USER_INPUT'), 'Upstream said no'],
    ['gateway HTTP 502', serverError(502), 'The server returned a 502 error code.'],
    [
      'network failure',
      new TypeError('Failed to fetch'),
      'The server could not be reached. Please try again.',
    ],
  ])('describes %s for staff', (_label, error, text) => {
    expect(describeError(error)).toBe(text);
  });
});

import { describe, expect, it } from 'vitest';
import { codeForStatus, networkError, responseError } from './errors.js';

describe('upstream status → extensions.code', () => {
  it.each([
    [400, 'BAD_USER_INPUT'],
    [422, 'BAD_USER_INPUT'],
    [401, 'UNAUTHENTICATED'],
    [403, 'FORBIDDEN'],
    [404, 'NOT_FOUND'],
    [409, 'CONFLICT'],
    [429, 'UPSTREAM_BUSY'],
    [405, 'UPSTREAM_ERROR'],
    [418, 'UPSTREAM_ERROR'],
    [500, 'UPSTREAM_ERROR'],
    [502, 'UPSTREAM_ERROR'],
    [503, 'UPSTREAM_ERROR'],
  ])('maps HTTP %i to %s', (status, code) => {
    expect(codeForStatus(status)).toBe(code);
  });
});

describe('responseError', () => {
  it("keeps the upstream's message and status, and nothing else", () => {
    const error = responseError(404, { status: 'error', data: { message: 'Hub 123 does not exist.' } });
    expect(error.message).toBe('Hub 123 does not exist.');
    expect(error.extensions).toEqual({ code: 'NOT_FOUND', upstreamStatus: 404 });
  });

  it('says which status came back when the upstream sent no message', () => {
    const error = responseError(502, null);
    expect(error.message).toBe('The fleet API answered with HTTP 502.');
    expect(error.extensions.code).toBe('UPSTREAM_ERROR');
  });

  it('treats a 200 whose envelope is not "success" as an upstream error with its message', () => {
    const error = responseError(200, { status: 'error', data: { message: 'Database busy' } });
    expect(error.message).toBe('Database busy');
    expect(error.extensions).toEqual({ code: 'UPSTREAM_ERROR', upstreamStatus: 200 });
  });

  it('carries the field messages of a failed validation', () => {
    const error = responseError(400, {
      status: 'error',
      data: {
        message: 'Invalid',
        errors: [{ field: 'installed', message: 'The installation date should be real, or empty.' }],
      },
    });
    expect(error.fieldErrors).toEqual([
      { field: 'installed', message: 'The installation date should be real, or empty.' },
    ]);
  });
});

describe('networkError', () => {
  it('reports a timeout as UPSTREAM_TIMEOUT', () => {
    const error = networkError(Object.assign(new Error('x'), { code: 'UND_ERR_HEADERS_TIMEOUT' }), 10_000);
    expect(error.extensions).toEqual({ code: 'UPSTREAM_TIMEOUT', upstreamStatus: null });
    expect(error.message).toBe('The fleet API did not answer within 10000 ms.');
  });

  it('reports a refused connection as UPSTREAM_UNAVAILABLE', () => {
    const refused = new TypeError('fetch failed', {
      cause: Object.assign(new Error('x'), { code: 'ECONNREFUSED' }),
    });
    expect(networkError(refused, 10_000).extensions.code).toBe('UPSTREAM_UNAVAILABLE');
  });
});

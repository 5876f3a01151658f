import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { describe, expect, it } from 'vitest';
import { UNCERTAIN_WRITE_TEXT, saveFailureKind, writeFailureText } from './saveFailureKind';

const gatewayError = (code: string, message: string) =>
  new CombinedGraphQLErrors({ errors: [{ message, extensions: { code } }] });

describe('what a failed write leaves behind', () => {
  it('tells a refusal, a conflict and a write that got no answer apart', () => {
    expect(saveFailureKind(gatewayError('CONFLICT', 'Changed since'))).toBe('conflict');
    expect(saveFailureKind(gatewayError('UPSTREAM_TIMEOUT', 'No answer'))).toBe('uncertain');
    // fetch() rejects with a TypeError when the connection is lost mid-request.
    expect(saveFailureKind(new TypeError('Failed to fetch'))).toBe('uncertain');
    expect(saveFailureKind(gatewayError('NOT_FOUND', 'The fill is gone'))).toBe('failed');
  });

  it('says a write without an answer may have gone through, and any other failure with its reason', () => {
    const timedOut = gatewayError('UPSTREAM_TIMEOUT', 'The fleet API did not answer within 10000 ms.');
    expect(writeFailureText(timedOut, 'The fill may have been saved.')).toBe(
      `The fill may have been saved. ${UNCERTAIN_WRITE_TEXT}`,
    );
    const gone = gatewayError('NOT_FOUND', 'The fill is gone.');
    expect(writeFailureText(gone, 'The fill may have been deleted.')).toContain('The fill is gone.');
    expect(
      writeFailureText(
        gone,
        'The leads may have been changed.',
        (reason) => `No lead was changed: ${reason}`,
      ),
    ).toMatch(/^No lead was changed: /);
  });
});

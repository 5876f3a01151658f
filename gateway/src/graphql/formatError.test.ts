import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import type { Logger } from '../logger.js';
import { UpstreamError } from '../upstream/errors.js';
import { INTERNAL_MESSAGE, formatErrorWith } from './formatError.js';

function setup() {
  const logged: unknown[] = [];
  const logger: Logger = { info() {}, warn() {}, error: (_m, e) => logged.push(e) };
  return { format: formatErrorWith(logger), logged };
}

// As graphql-js hands a resolver's error to Apollo: wrapped, with the original kept.
function fromResolver(original: Error) {
  return new GraphQLError(original.message, { originalError: original, path: ['hub'] });
}

describe('formatError', () => {
  it('passes upstream errors through with their code and status', () => {
    const { format } = setup();
    const original = new UpstreamError('NOT_FOUND', 'Hub 9 does not exist.', 404);
    const formatted = {
      message: 'Hub 9 does not exist.',
      path: ['hub'],
      extensions: { code: 'NOT_FOUND', upstreamStatus: 404 },
    };
    expect(format(formatted, fromResolver(original))).toEqual(formatted);
  });

  it('hides the message of an unexpected error and logs it instead', () => {
    const { format, logged } = setup();
    const bug = new TypeError(
      "Cannot read properties of undefined (reading 'hubid') at /app/gateway/dist/hub.js:12",
    );
    const formatted = {
      message: bug.message,
      path: ['hub'],
      extensions: { code: 'INTERNAL_SERVER_ERROR', stacktrace: ['...'] },
    };
    expect(format(formatted, fromResolver(bug))).toEqual({
      message: INTERNAL_MESSAGE,
      path: ['hub'],
      extensions: { code: 'INTERNAL_SERVER_ERROR' },
    });
    expect(logged).toEqual([bug]);
  });
});

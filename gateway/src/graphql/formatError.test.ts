import { GraphQLError, parse } from 'graphql';
import type { OperationDefinitionNode } from 'graphql';
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

  describe('a variable its type cannot hold', () => {
    // A document that no validation saw: its variable feeds no recorded argument.
    const operation = parse('query ($t: DateTime) { glitches(since: $t) { totalCount } }')
      .definitions[0] as OperationDefinitionNode;
    const definition = operation.variableDefinitions![0]!;
    const reason = 'DateTime must be a real date and time of day, got "2026-02-30T00:00:00Z".';
    const coercion = new GraphQLError(`Variable "$t" got invalid value "2026-02-30T00:00:00Z"; ${reason}`, {
      nodes: definition,
      originalError: new GraphQLError(reason),
    });

    it('is named by the variable alone when no argument of it is known', () => {
      const { format, logged } = setup();
      const formatted = { message: coercion.message, extensions: { code: 'BAD_USER_INPUT' } };
      expect(format(formatted, coercion)).toEqual({
        message: `Variable $t: ${reason}`,
        extensions: { code: 'BAD_USER_INPUT', variable: '$t' },
      });
      expect(logged).toEqual([]);
    });

    it("leaves graphql's validation of the variable's definition as it is", () => {
      const { format } = setup();
      const unused = new GraphQLError('Variable "$t" is never used.', { nodes: definition });
      const formatted = { message: unused.message, extensions: { code: 'GRAPHQL_VALIDATION_FAILED' } };
      expect(format(formatted, unused)).toEqual(formatted);
    });

    it("answers graphql-js's stop after 50 mistakes as the caller's, not logged", () => {
      const { format, logged } = setup();
      const message = 'Too many errors processing variables, error limit reached. Execution aborted.';
      const formatted = { message, extensions: { code: 'INTERNAL_SERVER_ERROR' } };
      expect(format(formatted, new GraphQLError(message))).toEqual({
        message,
        extensions: { code: 'BAD_USER_INPUT' },
      });
      expect(logged).toEqual([]);
    });
  });
});

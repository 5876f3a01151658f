// What a client sees of an error. Errors the gateway raised on purpose (GraphQLError with a code:
// upstream failures, UNAUTHENTICATED, BAD_USER_INPUT, validation) pass through as they are. Anything
// else is a bug: the client gets INTERNAL_SERVER_ERROR without the message or stack, which may hold
// internals, and the log gets the whole error.
import type { GraphQLFormattedError } from 'graphql';
import { GraphQLError, Kind } from 'graphql';
import { unwrapResolverError } from '@apollo/server/errors';
import type { Logger } from '../logger.js';
import { argumentPathOf } from './argumentPaths.js';

export const INTERNAL_MESSAGE = 'Internal server error.';

function isIntended(error: unknown): boolean {
  return error instanceof GraphQLError && typeof error.extensions.code === 'string';
}

// Apollo refuses some requests with a GraphQLError that has an HTTP 4xx status but no code (a persisted
// query whose hash does not match its text, an unknown persisted-query version): the caller's mistake,
// so it is BAD_USER_INPUT, and nothing for the log.
function isClientMistake(error: unknown): boolean {
  if (!(error instanceof GraphQLError)) return false;
  const status = (error.extensions.http as { status?: unknown } | undefined)?.status;
  return typeof status === 'number' && status >= 400 && status < 500;
}

const LEAF_VALUES: ReadonlySet<string> = new Set([
  Kind.INT,
  Kind.FLOAT,
  Kind.STRING,
  Kind.BOOLEAN,
  Kind.ENUM,
  Kind.NULL,
]);

/**
 * A value written in the query that its type cannot hold (graphql-js's "Int cannot represent non 32-bit
 * signed integer value: 99999999999", a DateTime scalar's refusal): graphql-js reports it as a validation
 * failure naming neither the argument nor its field. It is the caller's argument that is wrong, so it is
 * BAD_USER_INPUT with extensions.field naming the argument, as the gateway's own checks are (the answer
 * stays HTTP 400, nothing having run).
 */
function namedArgumentError(formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError | null {
  if (formatted.extensions?.code !== 'GRAPHQL_VALIDATION_FAILED' || !(error instanceof GraphQLError))
    return null;
  const node = error.nodes?.[0];
  const field = node && LEAF_VALUES.has(node.kind) ? argumentPathOf(node) : undefined;
  if (field === undefined) return null;
  return {
    ...formatted,
    message: `Argument "${field}": ${formatted.message}`,
    extensions: { ...formatted.extensions, code: 'BAD_USER_INPUT', field },
  };
}

export function formatErrorWith(logger: Logger) {
  return (formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError => {
    const named = namedArgumentError(formatted, error);
    if (named) return named;
    const original = unwrapResolverError(error);
    const code = formatted.extensions?.code;
    if (code !== 'INTERNAL_SERVER_ERROR' || isIntended(original)) return formatted;
    if (isClientMistake(original)) return { ...formatted, extensions: { code: 'BAD_USER_INPUT' } };
    logger.error(`Internal error${formatted.path ? ` at ${formatted.path.join('.')}` : ''}:`, original);
    return {
      message: INTERNAL_MESSAGE,
      ...(formatted.locations ? { locations: formatted.locations } : {}),
      ...(formatted.path ? { path: formatted.path } : {}),
      extensions: { code: 'INTERNAL_SERVER_ERROR' },
    };
  };
}

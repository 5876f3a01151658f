// What a client sees of an error. Errors the gateway raised on purpose (GraphQLError with a code:
// upstream failures, UNAUTHENTICATED, BAD_USER_INPUT, validation) pass through as they are. Anything
// else is a bug: the client gets INTERNAL_SERVER_ERROR without the message or stack, which may hold
// internals, and the log gets the whole error.
import type { GraphQLFormattedError } from 'graphql';
import { GraphQLError } from 'graphql';
import { unwrapResolverError } from '@apollo/server/errors';
import type { Logger } from '../logger.js';

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

export function formatErrorWith(logger: Logger) {
  return (formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError => {
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

// What a client sees of an error. Errors the gateway raised on purpose (GraphQLError with a code:
// upstream failures, UNAUTHENTICATED, BAD_USER_INPUT, validation) pass through as they are. Anything
// else is a bug: the client gets INTERNAL_SERVER_ERROR without the message or stack, which may hold
// internals, and the log gets the whole error.
import type { GraphQLFormattedError, VariableDefinitionNode } from 'graphql';
import { GraphQLError, Kind } from 'graphql';
import { unwrapResolverError } from '@apollo/server/errors';
import type { Logger } from '../logger.js';
import { valuePlace, variableDefinitionPath } from './argumentPaths.js';

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
 * stays HTTP 400, nothing having run). Written in a variable's default (`query ($n: Int = "x")`), it is
 * named as a value given for the variable is, by the argument the variable feeds and the variable's part:
 * `Argument "first" (default value of variable $n): Int cannot represent non-integer value: "x"`.
 */
function namedArgumentError(formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError | null {
  if (formatted.extensions?.code !== 'GRAPHQL_VALIDATION_FAILED' || !(error instanceof GraphQLError))
    return null;
  const node = error.nodes?.[0];
  const place = node && LEAF_VALUES.has(node.kind) ? valuePlace(node) : undefined;
  if (place === undefined) return null;
  const { field, variable } = place;
  const where =
    variable === undefined
      ? `Argument "${field}"`
      : field === undefined
        ? `Default value of variable ${variable}`
        : `Argument "${field}" (default value of variable ${variable})`;
  return {
    ...formatted,
    message: `${where}: ${formatted.message}`,
    extensions: {
      ...formatted.extensions,
      code: 'BAD_USER_INPUT',
      ...(field === undefined ? {} : { field }),
      ...(variable === undefined ? {} : { variable }),
    },
  };
}

// graphql-js's words for a variable its type cannot hold (graphql 16, execution/values.ts): the value
// (printed by its inspect, which quotes and escapes every string, so no '"' stands bare in it) and, for a
// part of the variable, that part's path ("input.filter.createdAfter", "ids[1]"), then the reason.
const PATH_PART = String.raw`(?:\.[_A-Za-z][_0-9A-Za-z]*|\[\d+\])*`;
const NOT_PROVIDED = /^Variable "\$[_A-Za-z][_0-9A-Za-z]*" of required type "(.+)" was not provided\.$/;
const NULL_GIVEN = /^Variable "\$[_A-Za-z][_0-9A-Za-z]*" of non-null type "(.+)" must not be null\.$/;
// A reason naming a field of the input object at the path: the field is what is wrong.
const FIELD_REASON =
  /^Field "([_A-Za-z][_0-9A-Za-z]*)" (?:of required type .* was not provided|is not defined by type )/;
// graphql-js's note that it stopped after 50 mistakes in the variables, which follows them.
const TOO_MANY_VARIABLE_ERRORS =
  'Too many errors processing variables, error limit reached. Execution aborted.';

/** The variable's part (".filter.createdAfter", "[1]", "" for all of it) and what is wrong with it. */
function variableMistake(error: GraphQLError, name: string): { part: string; reason: string } | null {
  const message = error.message;
  if (!message.startsWith(`Variable "$${name}" `)) return null;
  const notProvided = NOT_PROVIDED.exec(message);
  if (notProvided)
    return { part: '', reason: `a value of required type "${notProvided[1]}" was not provided.` };
  const nullGiven = NULL_GIVEN.exec(message);
  if (nullGiven) return { part: '', reason: `Expected non-nullable type "${nullGiven[1]}" not to be null.` };
  // The reason is the error graphql-js wrapped (Apollo's UserInputError keeps it as originalError too).
  const reason = error.originalError?.message;
  if (reason === undefined || !message.startsWith(`Variable "$${name}" got invalid value `)) return null;
  if (!message.endsWith(`; ${reason}`)) return null;
  const prefix = message.slice(0, message.length - reason.length - 2);
  const at = new RegExp(` at "${name}(${PATH_PART})"$`).exec(prefix);
  const field = FIELD_REASON.exec(reason);
  return { part: `${at ? at[1] : ''}${field ? `.${field[1]}` : ''}`, reason };
}

/**
 * A variable's value that its type cannot hold (graphql-js's "Variable "$t" got invalid value
 * "2026-02-30"; Expected type "DateTime"…", a required variable not given or null): BAD_USER_INPUT (Apollo's
 * or the scalar's code already; HTTP 400, nothing having run), worded as a literal there is, naming the
 * argument it feeds in extensions.field and the variable's part in extensions.variable ("$input.size"):
 * `Argument "input.size" (variable $input.size): Int cannot represent non 32-bit signed integer value: …`.
 */
function namedVariableError(formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError | null {
  if (formatted.extensions?.code !== 'BAD_USER_INPUT' || !(error instanceof GraphQLError)) return null;
  const node = error.nodes?.length === 1 ? error.nodes[0] : undefined;
  if (node?.kind !== Kind.VARIABLE_DEFINITION) return null;
  const definition = node as VariableDefinitionNode;
  const name = definition.variable.name.value;
  const mistake = variableMistake(error, name);
  if (!mistake) return null;
  const variable = `$${name}${mistake.part}`;
  const field = variableDefinitionPath(definition, mistake.part);
  return {
    ...formatted,
    message: `${field === undefined ? `Variable ${variable}` : `Argument "${field}" (variable ${variable})`}: ${mistake.reason}`,
    extensions: {
      ...formatted.extensions,
      code: 'BAD_USER_INPUT',
      ...(field === undefined ? {} : { field }),
      variable,
    },
  };
}

export function formatErrorWith(logger: Logger) {
  return (formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError => {
    const named = namedArgumentError(formatted, error) ?? namedVariableError(formatted, error);
    if (named) return named;
    if (formatted.message === TOO_MANY_VARIABLE_ERRORS && !(error instanceof GraphQLError && error.path))
      return { ...formatted, extensions: { ...formatted.extensions, code: 'BAD_USER_INPUT' } };
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

// The custom scalars of common.graphql. Input that is not what the scalar promises is a BAD_USER_INPUT
// error naming the value, before any resolver runs.
import { GraphQLError, GraphQLScalarType, Kind } from 'graphql';
import type { ValueNode } from 'graphql';

// A literal's error carries its node, so it is located in the document (graphql-js reports a GraphQLError
// thrown by parseLiteral as it is, without adding the literal's place).
function badInput(message: string, node?: ValueNode): GraphQLError {
  return new GraphQLError(message, {
    ...(node ? { nodes: [node] } : {}),
    extensions: { code: 'BAD_USER_INPUT' },
  });
}

const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

function isCalendarDate(value: string): boolean {
  const match = CALENDAR_DATE.exec(value);
  if (!match) return false;
  const [y, m, d] = match.slice(1).map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

function parseDate(value: unknown, node?: ValueNode): string {
  if (typeof value !== 'string' || !isCalendarDate(value)) {
    throw badInput(`Date must be a calendar date written YYYY-MM-DD, got ${JSON.stringify(value)}.`, node);
  }
  return value;
}

// The upstream sends plain dates as "YYYY-MM-DD"; a date-time (a date column read as a timestamp) is cut
// to its date part rather than failing the field.
function serializeDate(value: unknown): string {
  const text = value instanceof Date ? value.toISOString() : String(value);
  const date = text.slice(0, 10);
  if (!isCalendarDate(date)) throw new TypeError(`Date cannot represent ${JSON.stringify(value)}`);
  return date;
}

const ISO_DATE_TIME =
  /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?(?:Z|[+-](\d{2}):?(\d{2}))$/;

/** The years a DateTime may name: every record of the fleet lies well within them. */
export const DATE_TIME_YEARS = { min: 1900, max: 9999 } as const;

/**
 * What is wrong with a date-time written ISO-8601 with an offset ("2026-11-21T10:15:00Z", seconds and
 * fraction optional, offset "Z", "+01:00" or "+0100"), or null when it is right: a real calendar date
 * (no 30 February, which Date.parse rolls over to March), a time of day that exists, an offset of at
 * most 23:59, a year from DATE_TIME_YEARS.min to DATE_TIME_YEARS.max.
 */
export function dateTimeProblem(value: string): 'format' | 'calendar' | 'year' | null {
  const match = ISO_DATE_TIME.exec(value);
  if (!match) return 'format';
  // The year first: Date.UTC (isCalendarDate) reads years 0 to 99 as 1900 to 1999.
  const year = Number(match[1]);
  if (year < DATE_TIME_YEARS.min || year > DATE_TIME_YEARS.max) return 'year';
  if (!isCalendarDate(`${match[1]}-${match[2]}-${match[3]}`)) return 'calendar';
  const [hour, minute, second, offsetHours, offsetMinutes] = match.slice(4).map((part) => Number(part ?? 0));
  if (hour! > 23 || minute! > 59 || second! > 59 || offsetHours! > 23 || offsetMinutes! > 59)
    return 'calendar';
  // An offset may carry the last day of the range past it (9999-12-31T23:00-05:00 is in year 10000).
  const utcYear = new Date(Date.parse(value)).getUTCFullYear();
  if (utcYear < DATE_TIME_YEARS.min - 1 || utcYear > DATE_TIME_YEARS.max) return 'year';
  return null;
}

function parseDateTime(value: unknown, node?: ValueNode): string {
  const problem = typeof value === 'string' ? dateTimeProblem(value) : 'format';
  if (problem === 'format')
    throw badInput(`DateTime must be an ISO-8601 date-time with offset, got ${JSON.stringify(value)}.`, node);
  if (problem === 'calendar')
    throw badInput(`DateTime must be a real date and time of day, got ${JSON.stringify(value)}.`, node);
  if (problem === 'year')
    throw badInput(
      `DateTime must be in the years ${DATE_TIME_YEARS.min} to ${DATE_TIME_YEARS.max}, got ${JSON.stringify(value)}.`,
      node,
    );
  return value as string;
}

// What Date.toISOString() writes. Most date-times reach the serializer already in this form (the areas
// normalise the upstream's with toISOString): they go out as they are, not parsed and written again, which
// on a grid of 500 rows with 6 date-times each was a tenth of the gateway's CPU.
const CANONICAL_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

function serializeDateTime(value: unknown): string {
  if (typeof value === 'string' && CANONICAL_DATE_TIME.test(value)) return value;
  const date = value instanceof Date ? value : new Date(String(value));
  if (Number.isNaN(date.getTime())) throw new TypeError(`DateTime cannot represent ${JSON.stringify(value)}`);
  return date.toISOString();
}

function stringLiteral(ast: ValueNode, parse: (value: unknown, node?: ValueNode) => string): string {
  if (ast.kind !== Kind.STRING) throw badInput('Expected a string.', ast);
  return parse(ast.value, ast);
}

function jsonLiteral(ast: ValueNode): unknown {
  switch (ast.kind) {
    case Kind.STRING:
    case Kind.BOOLEAN:
      return ast.value;
    case Kind.INT:
    case Kind.FLOAT:
      return Number(ast.value);
    case Kind.NULL:
      return null;
    case Kind.LIST:
      return ast.values.map(jsonLiteral);
    case Kind.OBJECT:
      return Object.fromEntries(ast.fields.map((field) => [field.name.value, jsonLiteral(field.value)]));
    default:
      throw badInput('JSON literals cannot contain variables or enum values.', ast);
  }
}

export const DateScalar = new GraphQLScalarType({
  name: 'Date',
  // The resolver's scalar replaces the SDL's, description included, so it carries the same words.
  description: 'A calendar date, "YYYY-MM-DD".',
  serialize: serializeDate,
  parseValue: (value) => parseDate(value),
  parseLiteral: (ast) => stringLiteral(ast, parseDate),
});

export const DateTimeScalar = new GraphQLScalarType({
  name: 'DateTime',
  description:
    'An ISO-8601 date-time string with offset, e.g. "2026-11-21T10:15:00.000Z": a real date and time of day in the years 1900 to 9999.',
  serialize: serializeDateTime,
  parseValue: (value) => parseDateTime(value),
  parseLiteral: (ast) => stringLiteral(ast, parseDateTime),
});

export const JSONScalar = new GraphQLScalarType({
  name: 'JSON',
  description:
    'Arbitrary JSON, used only for data whose shape the upstream does not fix (raw field-job data, extra lookup columns).',
  serialize: (value) => value,
  parseValue: (value) => value,
  parseLiteral: jsonLiteral,
});

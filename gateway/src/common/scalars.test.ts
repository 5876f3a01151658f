import { GraphQLError, buildSchema, parse, validate } from 'graphql';
import { describe, expect, it } from 'vitest';
import { DateScalar, DateTimeScalar, JSONScalar } from './scalars.js';

function codeOf(action: () => unknown): unknown {
  try {
    action();
  } catch (error) {
    return error instanceof GraphQLError ? error.extensions.code : error;
  }
  return 'no error';
}

describe('Date', () => {
  it('accepts a real calendar date written YYYY-MM-DD', () => {
    expect(DateScalar.parseValue('2014-01-01')).toBe('2014-01-01');
    expect(DateScalar.parseValue('2024-02-29')).toBe('2024-02-29');
  });

  it.each(['2023-02-29', '2014-1-1', '01/01/2014', '2014-01-01T00:00:00Z', '', 20140101])(
    'refuses %j as BAD_USER_INPUT',
    (value) => {
      expect(codeOf(() => DateScalar.parseValue(value))).toBe('BAD_USER_INPUT');
    },
  );

  it('sends the date part of what the upstream stored', () => {
    expect(DateScalar.serialize('2020-05-01')).toBe('2020-05-01');
    expect(DateScalar.serialize('2020-05-01T00:00:00.000Z')).toBe('2020-05-01');
  });
});

describe('DateTime', () => {
  it('accepts ISO-8601 with an offset and sends UTC ISO strings', () => {
    expect(DateTimeScalar.parseValue('2026-11-21T10:15:00.000Z')).toBe('2026-11-21T10:15:00.000Z');
    expect(DateTimeScalar.serialize('2026-11-21T11:15:00+01:00')).toBe('2026-11-21T10:15:00.000Z');
    // Already canonical (what toISOString writes): out as it came, without a parse and a format.
    expect(DateTimeScalar.serialize('2026-11-21T10:15:00.000Z')).toBe('2026-11-21T10:15:00.000Z');
    expect(() => DateTimeScalar.serialize('not a date')).toThrow(TypeError);
  });

  it('refuses a date-time without offset', () => {
    expect(codeOf(() => DateTimeScalar.parseValue('2026-11-21 10:15'))).toBe('BAD_USER_INPUT');
  });

  it('refuses a day the calendar does not have, which Date.parse rolls over', () => {
    expect(() => DateTimeScalar.parseValue('2026-02-30T00:00:00Z')).toThrow(
      'DateTime must be a real date and time of day, got "2026-02-30T00:00:00Z".',
    );
    expect(DateTimeScalar.parseValue('2024-02-29T23:59:59.999+01:00')).toBe('2024-02-29T23:59:59.999+01:00');
    for (const value of ['2026-11-21T24:00:00Z', '2026-11-21T10:60Z', '2026-11-21T10:15:00+24:00'])
      expect(codeOf(() => DateTimeScalar.parseValue(value))).toBe('BAD_USER_INPUT');
  });

  it('refuses a year outside 1900 to 9999', () => {
    expect(() => DateTimeScalar.parseValue('0000-01-01T00:00:00Z')).toThrow(
      'DateTime must be in the years 1900 to 9999, got "0000-01-01T00:00:00Z".',
    );
    expect(codeOf(() => DateTimeScalar.parseValue('1899-12-31T23:59:59Z'))).toBe('BAD_USER_INPUT');
    expect(codeOf(() => DateTimeScalar.parseValue('9999-12-31T23:00:00-05:00'))).toBe('BAD_USER_INPUT');
    expect(DateTimeScalar.parseValue('1900-01-01T00:00:00Z')).toBe('1900-01-01T00:00:00Z');
    expect(DateTimeScalar.parseValue('9999-12-31T23:59:59Z')).toBe('9999-12-31T23:59:59Z');
  });
});

describe('JSON', () => {
  it('passes values through', () => {
    expect(JSONScalar.serialize({ shipment_size: 40 })).toEqual({ shipment_size: 40 });
  });
});

describe('a literal refused in a query', () => {
  it('is located in the document, as graphql-js locates its own value errors', () => {
    const schema = buildSchema('scalar DateTime type Query { at(when: DateTime): Int }');
    Object.assign(schema.getType('DateTime')!, { parseLiteral: DateTimeScalar.parseLiteral });
    const [error] = validate(schema, parse('{ at(when: "2026-11-01") }'));
    expect(error?.message).toBe('DateTime must be an ISO-8601 date-time with offset, got "2026-11-01".');
    expect(error?.locations).toEqual([{ line: 1, column: 12 }]);
    expect(error?.extensions['code']).toBe('BAD_USER_INPUT');
  });
});

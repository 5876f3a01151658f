import { buildSchema, parse, specifiedRules, validate } from 'graphql';
import { describe, expect, it } from 'vitest';
import { aliasLimit } from './aliasLimit.js';
import { depthLimit } from './depthLimit.js';
import { fragmentLimit } from './documentLimits.js';

const schema = buildSchema(`
  type Query { hub(id: Int!): Hub }
  type Hub { id: Int! name: String supersededBy: Hub }
`);

function errors(query: string, rules = [depthLimit(3), aliasLimit(2)]): string[] {
  return validate(schema, parse(query), [...specifiedRules, ...rules]).map((error) => error.message);
}

describe('depth limit', () => {
  it('accepts an operation exactly as deep as the limit', () => {
    expect(errors('{ hub(id: 1) { supersededBy { id } } }')).toEqual([]);
  });

  it('refuses one level more, naming the depth and the limit', () => {
    expect(errors('query Deep { hub(id: 1) { supersededBy { supersededBy { id } } } }')).toEqual([
      '"Deep" is nested 4 levels deep; the limit is 3.',
    ]);
  });

  it('counts levels inside fragments and inline fragments', () => {
    const query = `
      query { hub(id: 1) { ...Next } }
      fragment Next on Hub { supersededBy { ... on Hub { supersededBy { id } } } }`;
    expect(errors(query)).toEqual(['The operation is nested 4 levels deep; the limit is 3.']);
  });

  it('does not count introspection, so GraphiQL can load the schema', () => {
    const query = '{ __schema { types { fields { type { ofType { ofType { ofType { name } } } } } } } }';
    expect(errors(query)).toEqual([]);
  });

  it('survives a fragment cycle (reported by graphql itself)', () => {
    const query = `
      query { hub(id: 1) { ...A } }
      fragment A on Hub { supersededBy { ...A } }`;
    expect(errors(query)).toEqual(['Cannot spread fragment "A" within itself.']);
  });
});

describe('alias limit', () => {
  it('accepts as many aliases as the limit', () => {
    expect(errors('{ a: hub(id: 1) { id } b: hub(id: 2) { id } }')).toEqual([]);
  });

  it('refuses more, once per document', () => {
    expect(errors('{ a: hub(id: 1) { id } b: hub(id: 2) { id } c: hub(id: 3) { x: id y: name } }')).toEqual([
      'The document uses more than 2 aliases; the limit is 2.',
    ]);
  });
});

describe('fragment bombs', () => {
  const chain = (count: number, spreads: number) =>
    `{ ...G0 } ${Array.from({ length: count }, (_, i) =>
      i === count - 1
        ? `fragment G${i} on Query { hub(id: 1) { id } }`
        : `fragment G${i} on Query { ${`...G${i + 1} `.repeat(spreads)}}`,
    ).join(' ')}`;

  it('works out each fragment depth once (40 fragments spreading the next twice: 2^39 paths)', () => {
    const started = performance.now();
    expect(errors(chain(40, 2), [depthLimit(3), fragmentLimit(100)])).toEqual([]);
    expect(performance.now() - started).toBeLessThan(1_000);
  });

  it('refuses more fragment definitions than the limit', () => {
    expect(errors(chain(6, 1), [fragmentLimit(5)])).toEqual([
      'The document defines 6 fragments; the limit is 5.',
    ]);
  });

  it('4,000 chained fragments stop at the token limit; the longest chain under it validates without a crash', () => {
    expect(() => parse(chain(4_000, 1), { maxTokens: 5_000 })).toThrow(/5000 tokens/);
    // Each chained definition is 8 tokens, so 5,000 tokens hold at most 625 of them.
    const longest = parse(chain(620, 1), { maxTokens: 5_000 });
    expect(validate(schema, longest, [...specifiedRules, fragmentLimit(1_000)])).toEqual([]);
  });
});

import type { ApolloServerPlugin } from '@apollo/server';
import { makeExecutableSchema } from '@graphql-tools/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GatewayContext } from '../context.js';
import { configFromEnv } from '../config.js';
import { createLogger } from '../logger.js';
import { startApollo } from './apollo.js';

const schema = makeExecutableSchema({
  typeDefs: 'type Query { hub(id: Int!): Hub } type Hub { id: Int! supersededBy: Hub }',
  resolvers: {
    Query: { hub: (_: unknown, { id }: { id: number }) => ({ id }) },
    Hub: { supersededBy: () => null },
  },
});

const seen = { parsed: 0, validated: 0 };
const counting: ApolloServerPlugin<GatewayContext> = {
  async requestDidStart() {
    return {
      async parsingDidStart() {
        seen.parsed++;
      },
      async validationDidStart() {
        seen.validated++;
      },
    };
  },
};

let apollo: Awaited<ReturnType<typeof startApollo>>;

beforeAll(async () => {
  apollo = await startApollo(
    schema,
    { ...configFromEnv({}), maxDepth: 2, maxAliases: 1 },
    createLogger(false),
    [counting],
  );
});
afterAll(() => apollo.stop());

async function run(query: string, variables: Record<string, unknown> = {}) {
  const response = await apollo.executeOperation(
    { query, variables },
    { contextValue: {} as GatewayContext },
  );
  if (response.body.kind !== 'single') throw new Error('expected a single result');
  return response.body.singleResult;
}

describe('parse and validation cache', () => {
  it('parses and validates a document on its first request only, whatever the variables', async () => {
    const query = 'query Q($id: Int!) { hub(id: $id) { id } }';
    const before = { ...seen };
    for (const id of [1, 2, 3]) expect((await run(query, { id })).data).toEqual({ hub: { id } });
    expect(seen.parsed - before.parsed).toBe(1);
    expect(seen.validated - before.validated).toBe(1);
  });

  it('parses and validates another document once too', async () => {
    const before = { ...seen };
    await run('{ hub(id: 7) { id } }');
    await run('{ hub(id: 7) { id } }');
    expect(seen.parsed - before.parsed).toBe(1);
  });

  it('still refuses a document over the limits on every request (refusals are not cached)', async () => {
    const deep = '{ hub(id: 1) { supersededBy { supersededBy { id } } } }';
    for (let i = 0; i < 2; i++) {
      const result = await run(deep);
      expect(result.errors?.[0]?.message).toBe('The operation is nested 4 levels deep; the limit is 2.');
    }
  });

  it('does not run the cache-control plugin (every answer is no-store anyway)', async () => {
    const response = await apollo.executeOperation(
      { query: '{ hub(id: 1) { id } }' },
      { contextValue: {} as GatewayContext },
    );
    expect(response.http.headers.get('cache-control')).toBeUndefined();
  });
});

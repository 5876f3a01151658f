// Argument values the gateway checks itself: each is refused as BAD_USER_INPUT naming the argument in
// extensions.field, before any upstream call (docs/errors.md), rather than reaching fleet-api and coming
// back in its words, naming its own query parameters.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningGateway } from '../app.js';
import { startGateway } from '../app.js';
import type { FakeUpstream } from '../test-support/fakeUpstream.js';
import { startFakeUpstream } from '../test-support/fakeUpstream.js';
import { graphql } from '../test-support/graphqlClient.js';

let fake: FakeUpstream;
let gateway: RunningGateway;

beforeAll(async () => {
  fake = await startFakeUpstream();
  gateway = await startGateway({ port: 0, upstreamUrl: fake.url, redisUrl: null, logger: false });
});

afterAll(async () => {
  await gateway.close();
  await fake.close();
});

async function refusal(query: string, variables: Record<string, unknown> = {}) {
  const answer = await graphql(gateway.url, query, variables, { token: 't' });
  expect(answer.upstreamCalls).toBe(0);
  expect(answer.errors).toHaveLength(1);
  const [error] = answer.errors!;
  return { message: error!.message, code: error!.extensions?.code, field: error!.extensions?.field };
}

const long = 'a'.repeat(101);

describe('arguments refused before any upstream call', () => {
  it('a search longer than 100 characters, in the issue list and the header search', async () => {
    expect(await refusal(`{ issues(filter: { search: "${long}" }) { nodes { id } } }`)).toEqual({
      message: 'Search must be at most 100 characters, got 101.',
      code: 'BAD_USER_INPUT',
      field: 'filter.search',
    });
    expect(await refusal(`{ searchHubs(term: "${long}") { id } }`)).toEqual({
      message: 'Search must be at most 100 characters, got 101.',
      code: 'BAD_USER_INPUT',
      field: 'term',
    });
  });

  it("an issue filter's hub id, status or priority no issue can have", async () => {
    expect(await refusal('{ issues(filter: { hubId: -1 }) { totalCount } }')).toEqual({
      message: 'filter.hubId must be a hub id (1 or more), got -1.',
      code: 'BAD_USER_INPUT',
      field: 'filter.hubId',
    });
    expect(await refusal('{ issues(filter: { status: 0 }) { totalCount } }')).toEqual({
      message: 'filter.status must be between 1 and 1000, got 0.',
      code: 'BAD_USER_INPUT',
      field: 'filter.status',
    });
    expect(await refusal('{ issues(filter: { priority: -2 }) { totalCount } }')).toMatchObject({
      field: 'filter.priority',
    });
  });
});

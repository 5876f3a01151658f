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

  it('a literal its type cannot hold, named by its argument', async () => {
    expect(await refusal('{ glitches(since: "2026-11-10") { totalCount } }')).toEqual({
      message: 'Argument "since": DateTime must be an ISO-8601 date-time with offset, got "2026-11-10".',
      code: 'BAD_USER_INPUT',
      field: 'since',
    });
    expect(await refusal('{ glitches(since: "2026-02-30T00:00:00Z") { totalCount } }')).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'since',
    });
    expect(await refusal('{ glitches(until: "0000-01-01T00:00:00Z") { totalCount } }')).toEqual({
      message: 'Argument "until": DateTime must be in the years 1900 to 9999, got "0000-01-01T00:00:00Z".',
      code: 'BAD_USER_INPUT',
      field: 'until',
    });
    expect(await refusal('{ hubs(first: 99999999999) { totalCount } }')).toEqual({
      message: 'Argument "first": Int cannot represent non 32-bit signed integer value: 99999999999',
      code: 'BAD_USER_INPUT',
      field: 'first',
    });
    expect(
      await refusal('{ hubs(filter: { lastSeenAfter: "2026-13-01T00:00:00Z" }) { totalCount } }'),
    ).toMatchObject({ field: 'filter.lastSeenAfter' });
  });

  it('a string holding a NUL character, named by its argument', async () => {
    const message =
      'The value of filter.search holds a NUL character (U+0000), which cannot be stored or searched: remove it.';
    const query = 'query ($s: String) { issues(filter: { search: $s }) { nodes { id } } }';
    const answer = await graphql(gateway.url, query, { s: 'abc\u0000def' }, { token: 't' });
    expect(answer.upstreamCalls).toBe(0);
    expect(answer.errors?.[0]).toMatchObject({
      message,
      extensions: { code: 'BAD_USER_INPUT', field: 'filter.search', variable: '$s' },
    });
    expect(await refusal('{ issues(filter: { search: "abc\\u0000def" }) { nodes { id } } }')).toEqual({
      message,
      code: 'BAD_USER_INPUT',
      field: 'filter.search',
    });
  });

  it('offset together with after, and an offset past 10,000,000, on every list paged by position', async () => {
    for (const list of ['leads', 'stock', 'installationReports', 'ecmsRows'])
      expect(
        await refusal(`{ ${list}(offset: 5, after: "x", first: 2) { pageInfo { startCursor } } }`),
      ).toEqual({
        message: 'Give offset or after, not both.',
        code: 'BAD_USER_INPUT',
        field: 'offset',
      });
    for (const list of ['leads', 'stock', 'installationReports', 'ecmsRows'])
      expect(await refusal(`{ ${list}(offset: 2147483647) { pageInfo { startCursor } } }`)).toEqual({
        message: 'offset must be between 0 and 10000000, got 2147483647.',
        code: 'BAD_USER_INPUT',
        field: 'offset',
      });
  });
});

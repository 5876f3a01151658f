// Client mistakes are client errors (issue 16 item 9): a damaged session cookie, an over-long argument
// and a bad persisted-query hash are answered as the caller's fault, never as an upstream or internal
// fault, and leave no stack trace in the log.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MockInstance } from 'vitest';
import { codes } from '../test-support/graphqlClient.js';
import { ADMIN, backends } from '../test-support/stack.js';
import { signedInStack } from '../test-support/signedInStack.js';

describe.each(backends)('client mistakes on $name', (backend) => {
  const { stack, session } = signedInStack(backend, ADMIN, { seedHubs: 5, logger: true });
  let logged: MockInstance[];

  beforeEach(() => {
    logged = [
      vi.spyOn(console, 'error').mockImplementation(() => {}),
      vi.spyOn(console, 'warn').mockImplementation(() => {}),
    ];
  });
  afterEach(() => {
    for (const spy of logged) spy.mockRestore();
  });
  const logLines = () => logged.flatMap((spy) => spy.mock.calls.map((call) => call.map(String).join(' ')));

  it.each([
    ['non-ASCII', 'hub_session=%C3%A9t%C3%A9'],
    ['raw Latin-1 bytes', 'hub_session=caf\u00e9'],
    ['CR/LF', 'hub_session=abc%0D%0AX-Evil%3A%201'],
    ['NUL', 'hub_session=abc%00def'],
    ['not percent-decodable', 'hub_session=%E0%A4%A'],
  ])('a session cookie with %s is no session, and is cleared', async (_, cookie) => {
    const answer = await stack.query('{ hub(id: 1) { id } }', {}, { cookie });
    expect(codes(answer)).toEqual(['UNAUTHENTICATED']);
    expect(answer.setCookie.join('\n')).toMatch(/^hub_session=; Max-Age=0;/);
    const me = await stack.query('{ me { email } }', {}, { cookie });
    expect(me.data).toEqual({ me: null });
    expect(logLines()).toEqual([]);
  });

  it('a valid cookie is kept', async () => {
    const answer = await stack.query('{ me { email } }', {}, session);
    expect(answer.data).toEqual({ me: { email: ADMIN } });
    expect(answer.setCookie).toEqual([]);
  });

  it.each([
    [
      'as a variable',
      'query ($term: String!) { searchHubs(term: $term) { id } }',
      { term: 'x'.repeat(16_500) },
      'The variable $term',
    ],
    ['written in the query', `{ searchHubs(term: "${'x'.repeat(16_500)}") { id } }`, {}, 'A string argument'],
    // Every variable is looked at, however deep, whether the operation declares it or not.
    [
      'deep in a list of objects',
      '{ ok }',
      { rows: [1, 'short', [{ note: ['x'.repeat(16_500)] }]] },
      'The variable $rows[2][0].note[0]',
    ],
    ['as an object key', '{ ok }', { row: { ['x'.repeat(16_500)]: 1 } }, 'The variable $row.<key>'],
  ])(
    'an argument over 16 KB %s is BAD_USER_INPUT before any upstream call, and says where it is',
    async (_, query, variables, what) => {
      const answer = await stack.query(query, variables, session);
      expect(answer.status).toBe(400);
      expect(codes(answer)).toEqual(['BAD_USER_INPUT']);
      expect(answer.errors?.[0]?.message).toBe(
        `${what} is longer than 10000 characters; the limit is 10000.`,
      );
      // A literal is located in the document, as graphql's own errors are.
      if (what === 'A string argument')
        expect(answer.errors?.[0]?.locations).toEqual([{ line: 1, column: 20 }]);
      expect(answer.upstreamCalls).toBe(0);
    },
  );

  it('a persisted query whose hash does not match is BAD_USER_INPUT (400), with nothing in the log', async () => {
    const res = await fetch(`${stack.gatewayUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        query: '{ ok }',
        extensions: { persistedQuery: { version: 1, sha256Hash: 'f00d' } },
      }),
    });
    const body = (await res.json()) as { errors: { extensions: { code: string } }[] };
    expect(res.status).toBe(400);
    expect(body.errors.map((error) => error.extensions.code)).toEqual(['BAD_USER_INPUT']);
    expect(logLines()).toEqual([]);
  });

  it('an unknown persisted-query hash is PERSISTED_QUERY_NOT_FOUND (the client then sends the text)', async () => {
    const res = await fetch(`${stack.gatewayUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ extensions: { persistedQuery: { version: 1, sha256Hash: 'f00d' } } }),
    });
    const body = (await res.json()) as { errors: { extensions: { code: string } }[] };
    expect(body.errors.map((error) => error.extensions.code)).toEqual(['PERSISTED_QUERY_NOT_FOUND']);
    expect(logLines()).toEqual([]);
  });
});

import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { describeError, isUnauthenticated } from '../apollo/errors';
import { SignInForm_Mutation } from './SignInForm';
import { postOperation } from './postOperation';

function answer(status: number, body: string) {
  const fetch = vi.fn(async () => new Response(body, { status }));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

const VARIABLES = { email: 'staff@hubs.example', password: 'demo' };

afterEach(() => vi.unstubAllGlobals());

describe('postOperation (the login page’s request, without Apollo Client)', () => {
  it('sends the request Apollo’s HttpLink sends: POST /graphql, JSON, same-origin, the printed document', async () => {
    const fetch = answer(200, JSON.stringify({ data: { login: { profile: null } } }));
    expect(await postOperation(SignInForm_Mutation, VARIABLES)).toEqual({ login: { profile: null } });
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/graphql');
    expect(init.method).toBe('POST');
    expect(init.credentials).toBe('same-origin');
    expect(init.headers).toEqual({
      accept: 'application/graphql-response+json,application/json;q=0.9',
      'content-type': 'application/json',
    });
    const body = JSON.parse(String(init.body));
    expect(body.operationName).toBe('SignInForm_Mutation');
    expect(body.variables).toEqual(VARIABLES);
    expect(body.query).toMatch(/^mutation SignInForm_Mutation\(\$email: String!, \$password: String!\) \{/);
    expect(body.query).toContain('passwordChangeRequired');
  });

  it('turns GraphQL errors into CombinedGraphQLErrors, as Apollo does', async () => {
    answer(200, JSON.stringify({ errors: [{ message: 'no', extensions: { code: 'UNAUTHENTICATED' } }] }));
    const error = await postOperation(SignInForm_Mutation, VARIABLES).catch((e: unknown) => e);
    expect(CombinedGraphQLErrors.is(error)).toBe(true);
    expect(isUnauthenticated(error as Error)).toBe(true);
  });

  it('turns a refused HTTP status without a GraphQL answer into a ServerError with its status', async () => {
    answer(502, '<html>Bad gateway</html>');
    const error = await postOperation(SignInForm_Mutation, VARIABLES).catch((e: unknown) => e);
    expect(ServerError.is(error)).toBe(true);
    expect(describeError(error as Error)).toBe('The server returned a 502 error code.');
  });

  it('lets an unreachable gateway fail as fetch does, worded for staff', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const error = await postOperation(SignInForm_Mutation, VARIABLES).catch((e: unknown) => e);
    expect(describeError(error as Error)).toBe('The server could not be reached. Please try again.');
  });
});

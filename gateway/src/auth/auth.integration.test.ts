import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Stack } from '../test-support/stack.js';
import { ADMIN, DEMO_PASSWORD, STAFF, backends, startStack } from '../test-support/stack.js';
import { codes, graphql } from '../test-support/graphqlClient.js';
import { TOKEN_REFUSED } from '../upstream/errors.js';

const LOGIN = `mutation Login($email: String!, $password: String!) {
  login(email: $email, password: $password) {
    profile { id type name email administer rights { firmwares address } rightNames }
    token expiresAt userErrors { field message }
  }
}`;

const ME = '{ me { email administer rights { firmwares address } rightNames } }';

describe.each(backends)('sign-in against fleet-api on $name', (backend) => {
  let stack: Stack;

  beforeAll(async () => {
    stack = await startStack(backend);
  });

  afterAll(() => stack.close());

  it('signs the administrator in with a session cookie the page cannot read', async () => {
    const answer = await stack.query<{
      login: { profile: Record<string, unknown>; token: string; expiresAt: string };
    }>(LOGIN, {
      email: ADMIN,
      password: DEMO_PASSWORD,
    });
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.login.profile).toMatchObject({
      email: ADMIN,
      administer: true,
      rights: { firmwares: true, address: true },
      rightNames: ['administer', 'firmwares', 'address'],
    });
    const cookie = answer.setCookie[0] ?? '';
    expect(cookie).toMatch(
      new RegExp(
        `^hub_session=${answer.data?.login.token}; Max-Age=\\d+; Path=/; HttpOnly; SameSite=Strict$`,
      ),
    );
    const maxAge = Number(/Max-Age=(\d+)/.exec(cookie)?.[1]);
    const untilExpiry = (Date.parse(answer.data?.login.expiresAt ?? '') - Date.now()) / 1000;
    expect(Math.abs(maxAge - untilExpiry)).toBeLessThan(5);
    // Sign-in costs the token and the profile.
    expect(answer.upstreamCalls).toBe(2);
  });

  it('signs a staff member in, without rights', async () => {
    const answer = await stack.query<{ login: { profile: Record<string, unknown> } }>(LOGIN, {
      email: STAFF,
      password: DEMO_PASSWORD,
    });
    expect(answer.data?.login.profile).toMatchObject({
      email: STAFF,
      administer: false,
      rights: { firmwares: false, address: false },
      rightNames: [],
    });
  });

  it('answers me from the cookie, and from a bearer token, without asking the upstream again', async () => {
    const { token, cookie } = await stack.login(STAFF);
    const byCookie = await stack.query(ME, {}, { cookie });
    const byToken = await stack.query(ME, {}, { token });
    expect(byCookie.data).toEqual({
      me: { email: STAFF, administer: false, rights: { firmwares: false, address: false }, rightNames: [] },
    });
    expect(byToken.data).toEqual(byCookie.data);
    expect(byCookie.upstreamCalls + byToken.upstreamCalls).toBe(0);
  });

  it('refuses a wrong password with the message, sets no cookie and raises no error', async () => {
    const answer = await stack.query(LOGIN, { email: ADMIN, password: 'not-the-password' });
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.login).toEqual({
      profile: null,
      token: null,
      expiresAt: null,
      userErrors: [{ field: null, message: 'Wrong email or password.' }],
    });
    expect(answer.setCookie).toEqual([]);
  });

  it('refuses an unknown email the same way', async () => {
    const answer = await stack.query<{ login: { userErrors: unknown[] } }>(LOGIN, {
      email: 'nobody@hubs.example',
      password: 'x',
    });
    expect(answer.data?.login.userErrors).toEqual([{ field: null, message: 'Wrong email or password.' }]);
  });

  it('answers me with null when there is no session', async () => {
    const answer = await stack.query(ME);
    expect(answer.data).toEqual({ me: null });
    expect(answer.errors).toBeUndefined();
  });

  it('treats a forged token as UNAUTHENTICATED and clears the cookie', async () => {
    const answer = await stack.query(ME, {}, { cookie: 'hub_session=forged-token-value' });
    expect(answer.data).toEqual({ me: null });
    expect(codes(answer)).toEqual(['UNAUTHENTICATED']);
    expect(answer.errors?.[0]?.extensions?.upstreamStatus).toBe(401);
    expect(answer.setCookie).toEqual(['hub_session=; Max-Age=0; Path=/; HttpOnly; SameSite=Strict']);
    expect(answer.errors?.[0]?.message).toBe(TOKEN_REFUSED);
  });

  it('says a token sent under another scheme than Bearer was not read', async () => {
    const issues = '{ issues(first: 1) { totalCount } }';
    const other = await graphql(stack.gatewayUrl, issues, {}, { headers: { authorization: 'token abc' } });
    expect(codes(other)).toEqual(['UNAUTHENTICATED']);
    expect(other.errors?.[0]?.message).toBe(
      'You must be logged in: send a token as "Authorization: Bearer <token>" (this Authorization header was not read).',
    );
    expect((await stack.query(issues)).errors?.[0]?.message).toBe('You must be logged in.');
  });

  it('logs out: the token is revoked upstream and the cookie cleared', async () => {
    const { token, cookie } = await stack.login(ADMIN);
    const answer = await stack.query('mutation { logout { signedOut } }', {}, { cookie });
    expect(answer.data).toEqual({ logout: { signedOut: true } });
    expect(answer.setCookie).toEqual(['hub_session=; Max-Age=0; Path=/; HttpOnly; SameSite=Strict']);
    expect(answer.upstreamCalls).toBe(1);
    const after = await stack.query(ME, {}, { token });
    expect(codes(after)).toEqual(['UNAUTHENTICATED']);
  });

  it('logs out without a session too', async () => {
    const answer = await stack.query('mutation { logout { signedOut } }');
    expect(answer.data).toEqual({ logout: { signedOut: true } });
    expect(answer.upstreamCalls).toBe(0);
  });
});

// A session is never served past its token's end (issue 16 item 8): signed in through the gateway, the
// token ends 12 hours later; the gateway's own clock is moved to just before that end and the session
// validated again, then to just after it. Inside the cached minute the gateway must not answer from its
// cache any more: it asks fleet-api, which has expired the token, and the answer is UNAUTHENTICATED.
// The same holds for a token the gateway did not issue (a personal access token, made for a script):
// it learns that token's end from fleet-api's profile answer (token_expires_at).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { codes } from '../test-support/graphqlClient.js';
import { STAFF, backends } from '../test-support/stack.js';
import { signedInStack } from '../test-support/signedInStack.js';

describe.each(backends)('session expiry on $name', (backend) => {
  const { stack, session } = signedInStack(backend, STAFF, { seedHubs: 3 });
  afterEach(() => vi.useRealTimers());

  it('refuses an expired token within its cached minute', async () => {
    const [token] = await stack.sql<{ expires_at: string }>(
      'SELECT expires_at FROM auth_tokens WHERE revoked_at IS NULL ORDER BY expires_at DESC LIMIT 1',
    );
    const end = new Date(token?.expires_at ?? 0).getTime();
    const me = () => stack.query<{ me: { email: string } | null }>('{ me { email } }', {}, session);

    vi.useFakeTimers({ toFake: ['Date'], now: end - 10_000 });
    expect((await me()).data?.me?.email).toBe(STAFF);

    vi.setSystemTime(end + 5_000);
    await stack.sql(
      `UPDATE auth_tokens SET expires_at = now() - interval '1 second' WHERE expires_at > now()`,
    );
    const after = await me();
    expect(codes(after)).toEqual(['UNAUTHENTICATED']);
    expect(after.setCookie.join()).toMatch(/hub_session=; Max-Age=0/);
  });

  it('refuses a personal access token right after its end, though it was cached a moment before', async () => {
    // A session of its own: the test above ends every token that was live.
    const owner = await stack.login(STAFF);
    const created = await stack.query<{ createAccessToken: { token: string } }>(
      'mutation { createAccessToken(input: { name: "short-lived script", lifetime: DAYS_30 }) { token } }',
      {},
      owner,
    );
    const token = created.data?.createAccessToken.token ?? '';
    expect(token).toMatch(/^hubpat_/);
    // The shortest lifetime one can ask for is 30 days; the test gives this token 30 seconds instead.
    const [row] = await stack.sql<{ id: number; expires_at: string }>(
      `UPDATE auth_tokens SET expires_at = now() + interval '30 seconds'
        WHERE id = (SELECT max(id) FROM auth_tokens WHERE kind = 'personal') RETURNING id, expires_at`,
    );
    const end = new Date(row?.expires_at ?? 0).getTime();
    const me = () => stack.query<{ me: { email: string } | null }>('{ me { email } }', {}, { token });

    vi.useFakeTimers({ toFake: ['Date'], now: end - 10_000 });
    expect((await me()).data?.me?.email).toBe(STAFF);

    vi.setSystemTime(end + 1_000);
    await stack.sql(`UPDATE auth_tokens SET expires_at = now() - interval '1 second' WHERE id = $1`, [
      row?.id,
    ]);
    expect(codes(await me())).toEqual(['UNAUTHENTICATED']);
  });
});

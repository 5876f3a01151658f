// A session is never served past its token's end (issue 16 item 8): signed in through the gateway, the
// token ends 12 hours later; the gateway's own clock is moved to just before that end and the session
// validated again, then to just after it. Inside the cached minute the gateway must not answer from its
// cache any more: it asks fleet-api, which has expired the token, and the answer is UNAUTHENTICATED.
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
});

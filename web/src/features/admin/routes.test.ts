// The admin screens' route preloads: skipped for a person the signed-in hint says may not administer
// (the gateway would refuse the request), started as before otherwise.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { rememberSignedIn } from '../../app/auth/signedInHint';
import type { PreloadArgs } from '../../app/routing/types';
import { routes } from './routes';

async function preloadAt(path: string, url: string, signedInUser?: PreloadArgs['signedInUser']) {
  const route = routes.find((r) => r.path === path);
  await route?.preload?.prepare?.();
  const preloadQuery = Object.assign(
    vi.fn(() => ({})),
    { toPromise: vi.fn(() => Promise.resolve()) },
  );
  const started = await route?.preload?.({
    params: {},
    url: new URL(url, 'http://localhost'),
    preloadQuery: preloadQuery as unknown as PreloadArgs['preloadQuery'],
    signedInUser,
  });
  return { preloadQuery, started };
}

const ADMIN_PATHS = [
  '/admin',
  '/admin/profiles',
  '/admin/profile/:type/:id',
  '/admin/queries',
  '/admin/query/:id',
  '/admin/configuration',
];

afterEach(() => rememberSignedIn(false));

describe('admin route preloads', () => {
  it.each(ADMIN_PATHS)('%s: no request for someone without administrator rights', async (path) => {
    rememberSignedIn({ administer: false });
    const { preloadQuery, started } = await preloadAt(path, '/admin');
    expect(started).toBeNull();
    expect(preloadQuery).not.toHaveBeenCalled();
  });

  it.each(ADMIN_PATHS)(
    '%s: its request for an administrator, or when the rights are not known',
    async (path) => {
      rememberSignedIn({ administer: true });
      expect((await preloadAt(path, '/admin')).preloadQuery).toHaveBeenCalledTimes(1);
      rememberSignedIn(true);
      expect((await preloadAt(path, '/admin')).preloadQuery).toHaveBeenCalledTimes(1);
    },
  );
});

describe('the access tokens preload', () => {
  const everyone = (preloadQuery: ReturnType<typeof vi.fn>) =>
    (preloadQuery.mock.calls[0] as unknown[] | undefined)?.[1] as { variables?: { everyone?: boolean } };

  it('takes the rights from the hint without waiting for the signed-in user', async () => {
    rememberSignedIn({ administer: true });
    const never = new Promise<null>(() => undefined);
    const { preloadQuery } = await preloadAt('/account/tokens', '/account/tokens', never);
    expect(everyone(preloadQuery).variables?.everyone).toBe(true);
  });

  it("waits for the signed-in user's answer when the hint does not know the rights", async () => {
    rememberSignedIn(true);
    const { preloadQuery } = await preloadAt(
      '/account/tokens',
      '/account/tokens',
      Promise.resolve({ administer: false }),
    );
    expect(everyone(preloadQuery).variables?.everyone).toBe(false);
    rememberSignedIn(false);
    const signedOut = await preloadAt('/account/tokens', '/account/tokens', Promise.resolve(null));
    expect(signedOut.started).toBeNull();
    expect(signedOut.preloadQuery).not.toHaveBeenCalled();
  });
});

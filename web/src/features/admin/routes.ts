import { lazyScreen } from '../../app/routing/lazyScreen';
import { lazyPreload, preloadLazyScreenQuery } from '../../app/routing/screenQuery';
import type { AreaRoute, PreloadArgs, ScreenPreload } from '../../app/routing/types';
import { probablyMayAdminister } from '../../app/auth/signedInHint';

/**
 * An admin screen's preload, skipped when the last answer to who is signed in was a person without
 * administrator rights (app/auth/signedInHint.ts): the gateway would refuse the request, and the screen
 * shows AdminOnly's refusal without it. Not waiting for the signed-in user keeps administrators' one wave.
 */
function forAdministrators(preload: ScreenPreload): ScreenPreload {
  return Object.assign((args: PreloadArgs) => (probablyMayAdminister() ? preload(args) : null), {
    prepare: preload.prepare,
  });
}

// Each screen's query module is imported lazily (docs/performance.md "How a screen loads").
const profiles = forAdministrators(
  preloadLazyScreenQuery(() =>
    import('./profilesQuery').then((m) => [m.ProfilesPage_Query, () => ({})] as const),
  ),
);

// Spec 3 §2.1, §2.6–§2.8: the admin screens; and every signed-in person's personal access tokens.
export const routes: AreaRoute[] = [
  // /admin opens the profiles: their request starts here, and their route finds it answered.
  { path: '/admin', Screen: lazyScreen(() => import('./AdminHome')), preload: profiles },
  { path: '/admin/profiles', Screen: lazyScreen(() => import('./ProfilesPage')), preload: profiles },
  {
    path: '/admin/profile/:type/:id',
    Screen: lazyScreen(() => import('./ProfileDetailPage')),
    preload: forAdministrators(
      preloadLazyScreenQuery(() =>
        import('./profileDetailQuery').then(
          (m) => [m.ProfileDetailPage_Query, m.profileDetailVariables] as const,
        ),
      ),
    ),
  },
  {
    path: '/admin/queries',
    Screen: lazyScreen(() => import('./QueriesPage')),
    preload: forAdministrators(
      preloadLazyScreenQuery(() =>
        import('./queriesQuery').then((m) => [m.QueriesPage_Query, m.queriesVariables] as const),
      ),
    ),
  },
  {
    path: '/admin/query/:id',
    Screen: lazyScreen(() => import('./QueryDetailPage')),
    preload: forAdministrators(
      preloadLazyScreenQuery(() =>
        import('./queryDetailQuery').then((m) => [m.QueryDetailPage_Query, m.queryDetailVariables] as const),
      ),
    ),
  },
  {
    path: '/admin/configuration',
    Screen: lazyScreen(() => import('./ConfigurationPage')),
    preload: forAdministrators(
      preloadLazyScreenQuery(() =>
        import('./configurationQuery').then((m) => [m.ConfigurationPage_Query, () => ({})] as const),
      ),
    ),
  },
  {
    path: '/account/tokens',
    Screen: lazyScreen(() => import('./AccessTokensPage')),
    preload: lazyPreload(() => import('./accessTokensQuery').then((m) => m.preloadAccessTokens)),
  },
];

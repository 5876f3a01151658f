import {
  Navigate,
  type LoaderFunctionArgs,
  type RouteObject,
  type ShouldRevalidateFunction,
} from 'react-router-dom';
import { loadApollo } from '../apollo/loadApollo';
import { WithApollo } from '../apollo/WithApollo';
import { probablySignedIn, rememberSignedIn } from '../auth/signedInHint';
import { CurrentUser_Query } from '../auth/currentUserQuery';
import { Shell } from '../shell/Shell';
import { NotFoundPage } from './NotFoundPage';
import { RouteError } from './RouteError';
import { ScreenQueryProvider, ScreenSuspense } from './screenQuery';
import { ScreenLoading } from './ScreenLoading';
import type { AreaRoute } from './types';

function routeElement({ Screen, access = 'staff', apollo }: AreaRoute, withLoaders: boolean) {
  // The login page runs without Apollo Client, so it paints before the client's chunk has arrived.
  if (apollo === false)
    return (
      <ScreenSuspense screen={Screen}>
        <Screen />
      </ScreenSuspense>
    );
  // The login check comes before the lazy chunk, so a logged-out visitor never downloads a screen.
  const element = (
    <WithApollo fallback={<ScreenLoading />}>
      {({ RequireLogin, AwaitScreenQuery, LeaveGuard }) => {
        const screen = (
          <ScreenSuspense screen={Screen}>
            <AwaitScreenQuery>
              <Screen />
            </AwaitScreenQuery>
          </ScreenSuspense>
        );
        return (
          <>
            {/* useBlocker needs the data router: the app's (with loaders), not the unit tests' plain one. */}
            {withLoaders && <LeaveGuard />}
            {access === 'public' ? screen : <RequireLogin>{screen}</RequireLogin>}
          </>
        );
      }}
    </WithApollo>
  );
  return withLoaders ? <ScreenQueryProvider>{element}</ScreenQueryProvider> : element;
}

/**
 * The loader of a screen (docs/performance.md "How a screen loads"): at navigation it asks who is signed
 * in and, at the same moment, starts the screen's query and code, so a hard navigation is one wave. The
 * signed-in user is only waited for when nothing says someone is signed in (no stored flag): then a
 * logged-out visitor downloads no screen code and sends no screen query. The user and the query go
 * through Apollo Client, which the loader loads first (usually on its way already: startEarly.ts); the
 * screen's code is started with the query, so the two still travel together (e2e/tests/waves.test.ts).
 * The login page's loader loads only the page's code.
 */
function screenLoader(route: AreaRoute) {
  return async ({ params, request }: LoaderFunctionArgs) => {
    if (route.apollo === false) {
      void route.Screen.preload?.();
      return null;
    }
    // The query's document, when it is not in the entry, is fetched beside Apollo's chunk (prepare).
    const [{ client, preloadQuery }] = await Promise.all([loadApollo(), route.preload?.prepare?.()]);
    const me = client.query({ query: CurrentUser_Query }).then(
      (result) => result.data?.me ?? null,
      () => null,
    );
    if (route.access !== 'public' && !probablySignedIn()) {
      const user = await me;
      if (!user) return null;
      rememberSignedIn({ administer: user.administer });
    }
    // The query first, then the code: on a fast link a chunk arrives in a few milliseconds, and the request
    // should not queue behind it (both leave in this tick; the document is here, prepared above).
    const preloaded = route.preload?.({ params, url: new URL(request.url), preloadQuery, signedInUser: me });
    void route.Screen.preload?.();
    return preloaded ?? null;
  };
}

// Loaders run again only when the path changes: a screen that keeps its filters in the query string
// (the issues list) loads each change itself, and a second preload would send a second request.
const onPathChange: ShouldRevalidateFunction = ({ currentUrl, nextUrl, defaultShouldRevalidate }) =>
  currentUrl.pathname !== nextUrl.pathname && defaultShouldRevalidate;

/**
 * The app's routes as react-router route objects. With loaders, each screen gets its loader (the data
 * router of App); without, the same tree for <AppRoutes> under a plain router (unit tests, which install
 * their Apollo runtime first: renderWithProviders).
 */
export function appRouteObjects(routes: readonly AreaRoute[], withLoaders = false): RouteObject[] {
  const object = (route: AreaRoute): RouteObject => ({
    path: route.path,
    element: routeElement(route, withLoaders),
    ...(withLoaders
      ? {
          loader: screenLoader(route),
          shouldRevalidate: onPathChange,
          // Shown on a hard navigation while the loader waits for Apollo's code or the signed-in user.
          hydrateFallbackElement: <ScreenLoading />,
          // A screen whose code, data or drawing failed says so inside the shell, which stays usable.
          errorElement: <RouteError />,
        }
      : {}),
  });
  const bare = routes.filter((route) => route.layout === 'bare');
  const inShell = routes.filter((route) => route.layout !== 'bare');
  return [
    ...bare.map(object),
    {
      element: <Shell />,
      ...(withLoaders ? { errorElement: <RouteError /> } : {}),
      children: [
        { index: true, element: <Navigate to="/dashboard" replace /> },
        ...inShell.map(object),
        {
          path: '*',
          element: (
            <WithApollo fallback={<ScreenLoading />}>
              {({ RequireLogin }) => (
                <RequireLogin>
                  <NotFoundPage />
                </RequireLogin>
              )}
            </WithApollo>
          ),
        },
      ],
    },
  ];
}

import type { ApolloClient } from '@apollo/client';
import { createQueryPreloader } from '@apollo/client/react';
import {
  Navigate,
  type LoaderFunctionArgs,
  type RouteObject,
  type ShouldRevalidateFunction,
} from 'react-router-dom';
import { RequireLogin } from '../auth/RequireLogin';
import { probablySignedIn, rememberSignedIn } from '../auth/signedInHint';
import { CurrentUser_Query } from '../auth/useCurrentUser';
import { Shell } from '../shell/Shell';
import { NotFoundPage } from './NotFoundPage';
import { AwaitScreenQuery, ScreenQueryProvider, ScreenSuspense } from './screenQuery';
import { ScreenLoading } from './ScreenLoading';
import type { AreaRoute } from './types';

function routeElement({ Screen, access = 'staff' }: AreaRoute, withLoaders: boolean) {
  // The login check comes before the lazy chunk, so a logged-out visitor never downloads a screen.
  const screen = (
    <ScreenSuspense screen={Screen}>
      <AwaitScreenQuery>
        <Screen />
      </AwaitScreenQuery>
    </ScreenSuspense>
  );
  const guarded = access === 'public' ? screen : <RequireLogin>{screen}</RequireLogin>;
  return withLoaders ? <ScreenQueryProvider>{guarded}</ScreenQueryProvider> : guarded;
}

/**
 * The loader of a staff screen (docs/performance.md "How a screen loads"): at navigation it asks who is
 * signed in and, at the same moment, starts the screen's query and code, so a hard navigation is one
 * wave. The signed-in user is only waited for when nothing says someone is signed in (no stored flag):
 * then a logged-out visitor downloads no screen code and sends no screen query.
 */
function screenLoader(
  route: AreaRoute,
  client: ApolloClient,
  preloadQuery: ReturnType<typeof createQueryPreloader>,
) {
  return async ({ params, request }: LoaderFunctionArgs) => {
    const me = client.query({ query: CurrentUser_Query }).then(
      (result) => result.data?.me ?? null,
      () => null,
    );
    if (route.access !== 'public' && !probablySignedIn()) {
      if (!(await me)) return null;
      rememberSignedIn(true);
    }
    void route.Screen.preload?.();
    return route.preload?.({ params, url: new URL(request.url), preloadQuery, signedInUser: me }) ?? null;
  };
}

// Loaders run again only when the path changes: a screen that keeps its filters in the query string
// (the issues list) loads each change itself, and a second preload would send a second request.
const onPathChange: ShouldRevalidateFunction = ({ currentUrl, nextUrl, defaultShouldRevalidate }) =>
  currentUrl.pathname !== nextUrl.pathname && defaultShouldRevalidate;

/**
 * The app's routes as react-router route objects. With a client, each screen gets its loader (the data
 * router of App); without, the same tree for <AppRoutes> under a plain router (unit tests).
 */
export function appRouteObjects(routes: readonly AreaRoute[], client?: ApolloClient): RouteObject[] {
  const preloadQuery = client ? createQueryPreloader(client) : null;
  const object = (route: AreaRoute): RouteObject => ({
    path: route.path,
    element: routeElement(route, Boolean(client)),
    ...(client && preloadQuery
      ? {
          loader: screenLoader(route, client, preloadQuery),
          shouldRevalidate: onPathChange,
          // Shown on a hard navigation while the loader waits for the signed-in user (no stored flag).
          hydrateFallbackElement: <ScreenLoading />,
        }
      : {}),
  });
  const bare = routes.filter((route) => route.layout === 'bare');
  const inShell = routes.filter((route) => route.layout !== 'bare');
  return [
    ...bare.map(object),
    {
      element: <Shell />,
      children: [
        { index: true, element: <Navigate to="/dashboard" replace /> },
        ...inShell.map(object),
        {
          path: '*',
          element: (
            <RequireLogin>
              <NotFoundPage />
            </RequireLogin>
          ),
        },
      ],
    },
  ];
}

import { Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { RequireLogin } from '../auth/RequireLogin';
import { Shell } from '../shell/Shell';
import { allRoutes } from './areaRoutes';
import { NotFoundPage } from './NotFoundPage';
import { ScreenLoading } from './ScreenLoading';
import type { AreaRoute } from './types';

function routeElement({ Screen, access = 'staff' }: AreaRoute) {
  // The login check comes before the lazy chunk, so a logged-out visitor never downloads a screen.
  const screen = (
    <Suspense fallback={<ScreenLoading />}>
      <Screen />
    </Suspense>
  );
  return access === 'public' ? screen : <RequireLogin>{screen}</RequireLogin>;
}

export function AppRoutes({ routes = allRoutes }: { routes?: readonly AreaRoute[] }) {
  const bare = routes.filter((route) => route.layout === 'bare');
  const inShell = routes.filter((route) => route.layout !== 'bare');
  return (
    <Routes>
      {bare.map((route) => (
        <Route key={route.path} path={route.path} element={routeElement(route)} />
      ))}
      <Route element={<Shell />}>
        <Route index element={<Navigate to="/dashboard" replace />} />
        {inShell.map((route) => (
          <Route key={route.path} path={route.path} element={routeElement(route)} />
        ))}
        <Route
          path="*"
          element={
            <RequireLogin>
              <NotFoundPage />
            </RequireLogin>
          }
        />
      </Route>
    </Routes>
  );
}

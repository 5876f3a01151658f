import { useRoutes } from 'react-router-dom';
import { allRoutes } from './areaRoutes';
import { appRouteObjects } from './routeObjects';
import type { AreaRoute } from './types';

/** The app's routes under a plain router, without loaders: what the unit tests render. */
export function AppRoutes({ routes = allRoutes }: { routes?: readonly AreaRoute[] }) {
  return useRoutes(appRouteObjects(routes));
}

import { lazyScreen } from '../../app/routing/lazyScreen';
import { preloadScreenQuery } from '../../app/routing/screenQuery';
import type { AreaRoute } from '../../app/routing/types';
import { HubOverviewScreen_Query, hubOverviewVariables } from './overview/overviewQuery';
import { hubTabRoute } from './tabs/hubRoutes';

export const routes: AreaRoute[] = [
  hubTabRoute(
    'Overview',
    lazyScreen(() => import('./overview/HubOverviewPage')),
    preloadScreenQuery(HubOverviewScreen_Query, ({ params }) => hubOverviewVariables(params['id'])),
  ),
];

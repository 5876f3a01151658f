import type { Params } from 'react-router-dom';
import { lazyScreen } from '../../app/routing/lazyScreen';
import { preloadLazyScreenQuery } from '../../app/routing/screenQuery';
import type { AreaRoute } from '../../app/routing/types';
import { hubTabRoute } from './tabs/hubRoutes';

export const routes: AreaRoute[] = [
  hubTabRoute(
    'Overview',
    lazyScreen(() => import('./overview/HubOverviewPage')),
    preloadLazyScreenQuery(() =>
      import('./overview/overviewQuery').then(
        (m) =>
          [
            m.HubOverviewScreen_Query,
            ({ params }: { params: Params }) => m.hubOverviewVariables(params['id']),
          ] as const,
      ),
    ),
  ),
];

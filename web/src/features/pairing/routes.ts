import { lazyScreen } from '../../app/routing/lazyScreen';
import { preloadHubTab } from '../hub/tabs/preloadHubTab';
import type { AreaRoute } from '../../app/routing/types';
import { hubTabRoute } from '../hub/tabs/hubRoutes';

export const routes: AreaRoute[] = [
  hubTabRoute(
    'Pairings',
    lazyScreen(() => import('./HubPairingsPage')),
    preloadHubTab(() =>
      import('./pairingsQuery').then((m) => [m.HubPairingsPage_Query, m.hubPairingsVariables] as const),
    ),
  ),
];

import { lazyScreen } from '../../app/routing/lazyScreen';
import { preloadHubTab } from '../hub/tabs/preloadHubTab';
import { HubPairingsPage_Query, hubPairingsVariables } from './pairingsQuery';
import type { AreaRoute } from '../../app/routing/types';
import { hubTabRoute } from '../hub/tabs/hubRoutes';

export const routes: AreaRoute[] = [
  hubTabRoute(
    'Pairings',
    lazyScreen(() => import('./HubPairingsPage')),
    preloadHubTab(HubPairingsPage_Query, hubPairingsVariables),
  ),
];

import { lazyScreen } from '../../app/routing/lazyScreen';
import { preloadHubTab } from '../hub/tabs/preloadHubTab';
import type { AreaRoute } from '../../app/routing/types';
import { hubTabRoute } from '../hub/tabs/hubRoutes';

export const routes: AreaRoute[] = [
  hubTabRoute(
    'Comms',
    lazyScreen(() => import('./HubCommsPage')),
    preloadHubTab(
      () => import('./commsQuery').then((m) => [m.HubCommsPage_Query, m.hubCommsVariables] as const),
      { fetchPolicy: 'network-only' },
    ),
  ),
];

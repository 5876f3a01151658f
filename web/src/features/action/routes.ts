import { lazyScreen } from '../../app/routing/lazyScreen';
import { preloadHubTab } from '../hub/tabs/preloadHubTab';
import type { AreaRoute } from '../../app/routing/types';
import { hubTabRoute } from '../hub/tabs/hubRoutes';

export const routes: AreaRoute[] = [
  hubTabRoute(
    'Actions',
    lazyScreen(() => import('./HubActionsPage')),
    preloadHubTab(
      () => import('./actionsQuery').then((m) => [m.HubActionsPage_Query, m.hubActionsVariables] as const),
      { fetchPolicy: 'network-only' },
    ),
  ),
];

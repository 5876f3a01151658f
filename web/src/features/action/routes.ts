import { lazyScreen } from '../../app/routing/lazyScreen';
import { preloadHubTab } from '../hub/tabs/preloadHubTab';
import { HubActionsPage_Query, hubActionsVariables } from './actionsQuery';
import type { AreaRoute } from '../../app/routing/types';
import { hubTabRoute } from '../hub/tabs/hubRoutes';

export const routes: AreaRoute[] = [
  hubTabRoute(
    'Actions',
    lazyScreen(() => import('./HubActionsPage')),
    preloadHubTab(HubActionsPage_Query, hubActionsVariables, { fetchPolicy: 'network-only' }),
  ),
];

import { lazyScreen } from '../../app/routing/lazyScreen';
import { preloadHubTab } from '../hub/tabs/preloadHubTab';
import { HubCommsPage_Query, hubCommsVariables } from './commsQuery';
import type { AreaRoute } from '../../app/routing/types';
import { hubTabRoute } from '../hub/tabs/hubRoutes';

export const routes: AreaRoute[] = [
  hubTabRoute(
    'Comms',
    lazyScreen(() => import('./HubCommsPage')),
    preloadHubTab(HubCommsPage_Query, hubCommsVariables, { fetchPolicy: 'network-only' }),
  ),
];

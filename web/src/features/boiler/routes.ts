import { lazyScreen } from '../../app/routing/lazyScreen';
import { preloadHubTab } from '../hub/tabs/preloadHubTab';
import { HubOilPage_Query } from './oilQuery';
import type { AreaRoute } from '../../app/routing/types';
import { hubTabRoute } from '../hub/tabs/hubRoutes';

// Spec 1 §2: the Oil tab is the boiler and fuel fills screen.
export const routes: AreaRoute[] = [
  hubTabRoute(
    'Oil',
    lazyScreen(() => import('./HubOilPage')),
    preloadHubTab(HubOilPage_Query, (hubId: number) => ({ hubId })),
  ),
];

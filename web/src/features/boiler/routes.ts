import { lazyScreen } from '../../app/routing/lazyScreen';
import { preloadHubTab } from '../hub/tabs/preloadHubTab';
import type { AreaRoute } from '../../app/routing/types';
import { hubTabRoute } from '../hub/tabs/hubRoutes';

// Spec 1 §2: the Oil tab is the boiler and fuel fills screen.
export const routes: AreaRoute[] = [
  hubTabRoute(
    'Oil',
    lazyScreen(() => import('./HubOilPage')),
    preloadHubTab(() =>
      import('./oilQuery').then((m) => [m.HubOilPage_Query, (hubId: number) => ({ hubId })] as const),
    ),
  ),
];

import { lazyScreen } from '../../app/routing/lazyScreen';
import { preloadHubTab } from '../hub/tabs/preloadHubTab';
import type { AreaRoute } from '../../app/routing/types';
import { hubTabRoute } from '../hub/tabs/hubRoutes';

// Spec 2 §2 Hub health view, the hub's Health tab.
export const routes: AreaRoute[] = [
  hubTabRoute(
    'Health',
    lazyScreen(() => import('./HubHealthPage')),
    preloadHubTab(() =>
      import('./healthQuery').then((m) => [m.HubHealthPage_Query, m.hubHealthVariables] as const),
    ),
  ),
];

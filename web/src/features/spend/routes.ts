import { lazyScreen } from '../../app/routing/lazyScreen';
import { preloadHubTab } from '../hub/tabs/preloadHubTab';
import type { AreaRoute } from '../../app/routing/types';
import { hubTabRoute } from '../hub/tabs/hubRoutes';

export const routes: AreaRoute[] = [
  hubTabRoute(
    'Spend',
    lazyScreen(() => import('./HubSpendPage')),
    preloadHubTab(() =>
      import('./spendQuery').then((m) => [m.HubSpendPage_Query, m.hubSpendVariables] as const),
    ),
  ),
];

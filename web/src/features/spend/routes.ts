import { lazyScreen } from '../../app/routing/lazyScreen';
import { preloadHubTab } from '../hub/tabs/preloadHubTab';
import { HubSpendPage_Query, hubSpendVariables } from './spendQuery';
import type { AreaRoute } from '../../app/routing/types';
import { hubTabRoute } from '../hub/tabs/hubRoutes';

export const routes: AreaRoute[] = [
  hubTabRoute(
    'Spend',
    lazyScreen(() => import('./HubSpendPage')),
    preloadHubTab(HubSpendPage_Query, hubSpendVariables),
  ),
];

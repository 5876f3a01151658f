import { lazyScreen } from '../../app/routing/lazyScreen';
import { preloadHubTab } from '../hub/tabs/preloadHubTab';
import type { AreaRoute } from '../../app/routing/types';
import { hubTabRoute } from '../hub/tabs/hubRoutes';

export const routes: AreaRoute[] = [
  hubTabRoute(
    'Schedule',
    lazyScreen(() => import('./HubSchedulePage')),
    preloadHubTab(() =>
      import('./scheduleQuery').then((m) => [m.HubSchedulePage_Query, m.hubScheduleVariables] as const),
    ),
  ),
];

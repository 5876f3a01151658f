import { lazyScreen } from '../../app/routing/lazyScreen';
import { preloadHubTab } from '../hub/tabs/preloadHubTab';
import { HubSchedulePage_Query, hubScheduleVariables } from './scheduleQuery';
import type { AreaRoute } from '../../app/routing/types';
import { hubTabRoute } from '../hub/tabs/hubRoutes';

export const routes: AreaRoute[] = [
  hubTabRoute(
    'Schedule',
    lazyScreen(() => import('./HubSchedulePage')),
    preloadHubTab(HubSchedulePage_Query, hubScheduleVariables),
  ),
];

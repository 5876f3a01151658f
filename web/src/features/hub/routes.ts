import { lazy } from 'react';
import type { AreaRoute } from '../../app/routing/types';
import { hubTabRoute } from './tabs/hubRoutes';

export const routes: AreaRoute[] = [
  hubTabRoute(
    'Overview',
    lazy(() => import('./overview/HubOverviewPage')),
  ),
];

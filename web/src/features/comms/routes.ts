import { lazy } from 'react';
import type { AreaRoute } from '../../app/routing/types';
import { hubTabRoute } from '../hub/tabs/hubRoutes';

export const routes: AreaRoute[] = [
  hubTabRoute(
    'Comms',
    lazy(() => import('./HubCommsPage')),
  ),
];

import { lazy } from 'react';
import type { AreaRoute } from '../../app/routing/types';
import { hubTabRoute } from '../hub/tabs/hubRoutes';

// Spec 2 §2 Hub health view, the hub's Health tab.
export const routes: AreaRoute[] = [
  hubTabRoute(
    'Health',
    lazy(() => import('./HubHealthPage')),
  ),
];

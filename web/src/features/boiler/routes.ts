import { lazy } from 'react';
import type { AreaRoute } from '../../app/routing/types';
import { hubTabRoute } from '../hub/tabs/hubRoutes';

// Spec 1 §2: the Oil tab is the boiler and fuel fills screen.
export const routes: AreaRoute[] = [
  hubTabRoute(
    'Oil',
    lazy(() => import('./HubOilPage')),
  ),
];

import { lazy } from 'react';
import type { AreaRoute } from '../../app/routing/types';

export const routes: AreaRoute[] = [
  { path: '/mastersheet', Screen: lazy(() => import('./LeadsDashboardPage')) },
];

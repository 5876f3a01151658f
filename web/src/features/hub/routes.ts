import { lazy } from 'react';
import type { AreaRoute } from '../../app/routing/types';

export const routes: AreaRoute[] = [
  { path: '/hub/:id', Screen: lazy(() => import('./overview/HubOverviewPage')) },
];

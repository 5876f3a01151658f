import { lazy } from 'react';
import type { AreaRoute } from '../../app/routing/types';

export const routes: AreaRoute[] = [
  { path: '/firmwaresets', Screen: lazy(() => import('./FirmwareSetsPage')) },
  { path: '/firmwares', Screen: lazy(() => import('./FirmwaresPage')) },
];

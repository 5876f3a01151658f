import { lazy } from 'react';
import type { AreaRoute } from '../routing/types';

export const authRoutes: AreaRoute[] = [
  { path: '/login', Screen: lazy(() => import('./LoginPage')), access: 'public' },
  { path: '/logout', Screen: lazy(() => import('./LogoutPage')), access: 'public' },
];

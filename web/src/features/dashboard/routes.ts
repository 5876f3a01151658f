import { lazy } from 'react';
import type { AreaRoute } from '../../app/routing/types';

const DashboardPage = lazy(() => import('./DashboardPage'));

// Spec 3 §2.1: /dashboard and /auth are the same screen.
export const routes: AreaRoute[] = [
  { path: '/dashboard', Screen: DashboardPage },
  { path: '/auth', Screen: DashboardPage },
];

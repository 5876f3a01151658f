import { lazyScreen } from '../../app/routing/lazyScreen';
import { preloadScreenQuery } from '../../app/routing/screenQuery';
import type { AreaRoute } from '../../app/routing/types';
import { DashboardPage_Query, dashboardVariables } from './dashboardQuery';

const DashboardPage = lazyScreen(() => import('./DashboardPage'));
// 'all': a count that fails comes back null with its error, and the other panels keep theirs.
const preload = preloadScreenQuery(DashboardPage_Query, dashboardVariables, { errorPolicy: 'all' });

// Spec 3 §2.1: /dashboard and /auth are the same screen.
export const routes: AreaRoute[] = [
  { path: '/dashboard', Screen: DashboardPage, preload },
  { path: '/auth', Screen: DashboardPage, preload },
];

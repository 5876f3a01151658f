import { lazy } from 'react';
import type { AreaRoute } from '../../app/routing/types';

const StockSummaryPage = lazy(() => import('./StockSummaryPage'));
const AllStockPage = lazy(() => import('./AllStockPage'));
const InstallationsPage = lazy(() => import('./InstallationsPage'));

// Spec 2 §2 Stock sub-menu.
export const routes: AreaRoute[] = [
  { path: '/stock/summary', Screen: StockSummaryPage },
  { path: '/stock/all', Screen: AllStockPage },
  { path: '/stock/installations', Screen: InstallationsPage },
];

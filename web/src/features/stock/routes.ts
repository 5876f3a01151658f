import { lazy } from 'react';
import type { AreaRoute } from '../../app/routing/types';

const StockSummaryPage = lazy(() => import('./StockSummaryPage'));
const AllStockPage = lazy(() => import('./AllStockPage'));
const InstallationsPage = lazy(() => import('./InstallationsPage'));
const InstallUploadPage = lazy(() => import('./InstallUploadPage'));

// Spec 2 §2 Stock sub-menu.
export const routes: AreaRoute[] = [
  { path: '/stock/summary', Screen: StockSummaryPage },
  { path: '/stock/all', Screen: AllStockPage },
  { path: '/stock/install_upload', Screen: InstallUploadPage },
  { path: '/stock/installations', Screen: InstallationsPage },
];

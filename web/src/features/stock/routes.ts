import { lazyScreen } from '../../app/routing/lazyScreen';
import { preloadLazyScreenQuery } from '../../app/routing/screenQuery';
import type { AreaRoute } from '../../app/routing/types';

const StockSummaryPage = lazyScreen(() => import('./StockSummaryPage'));
const AllStockPage = lazyScreen(() => import('./AllStockPage'));
const InstallationsPage = lazyScreen(() => import('./InstallationsPage'));
const InstallUploadPage = lazyScreen(() => import('./InstallUploadPage'));

// Spec 2 §2 Stock sub-menu.
export const routes: AreaRoute[] = [
  {
    path: '/stock/summary',
    Screen: StockSummaryPage,
    preload: preloadLazyScreenQuery(() =>
      import('./stockSummaryQuery').then((m) => [m.StockSummaryPage_Query, () => ({})] as const),
    ),
  },
  {
    path: '/stock/all',
    Screen: AllStockPage,
    // The grid's first window of rows, out of the normalised cache as its later fetches are.
    preload: preloadLazyScreenQuery(
      () =>
        import('./allStockQuery').then(
          (m) =>
            [
              m.AllStockPage_Rows,
              ({ url }: { url: URL }) => m.firstStockRowsVariables(m.stockSearch(url.searchParams)),
            ] as const,
        ),
      { fetchPolicy: 'no-cache' },
    ),
  },
  // The upload form loads nothing until a file is sent.
  { path: '/stock/install_upload', Screen: InstallUploadPage },
  {
    path: '/stock/installations',
    Screen: InstallationsPage,
    preload: preloadLazyScreenQuery(() =>
      import('./installationsQuery').then((m) => [m.InstallationsPage_Query, () => ({})] as const),
    ),
  },
];

import { lazyScreen } from '../../app/routing/lazyScreen';
import type { AreaRoute } from '../../app/routing/types';
import { preloadOpenPanel } from './leadsPanels';

export const routes: AreaRoute[] = [
  {
    path: '/mastersheet',
    Screen: lazyScreen(() => import('./LeadsDashboardPage')),
    // The panel named in the address (?panel=): its first request and its code, at navigation.
    preload: preloadOpenPanel,
  },
];

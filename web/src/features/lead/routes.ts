import { lazyScreen } from '../../app/routing/lazyScreen';
import { lazyPreload } from '../../app/routing/screenQuery';
import type { AreaRoute } from '../../app/routing/types';

export const routes: AreaRoute[] = [
  {
    path: '/mastersheet',
    Screen: lazyScreen(() => import('./LeadsDashboardPage')),
    // The panel named in the address (?panel=): its first request and its code, at navigation.
    preload: lazyPreload(() => import('./leadsPanelQueries').then((m) => m.preloadOpenPanel)),
  },
];

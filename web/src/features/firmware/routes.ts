import { lazyScreen } from '../../app/routing/lazyScreen';
import { preloadLazyScreenQuery } from '../../app/routing/screenQuery';
import type { AreaRoute } from '../../app/routing/types';

export const routes: AreaRoute[] = [
  {
    path: '/firmwaresets',
    Screen: lazyScreen(() => import('./FirmwareSetsPage')),
    preload: preloadLazyScreenQuery(() =>
      import('./firmwareSetsQuery').then((m) => [m.FirmwareSetsPage_Query, () => ({})] as const),
    ),
  },
  {
    path: '/firmwares',
    Screen: lazyScreen(() => import('./FirmwaresPage')),
    preload: preloadLazyScreenQuery(() =>
      import('./firmwaresQuery').then((m) => [m.FirmwaresPage_Query, () => ({})] as const),
    ),
  },
];

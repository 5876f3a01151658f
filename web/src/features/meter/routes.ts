import { lazyScreen } from '../../app/routing/lazyScreen';
import { preloadLazyScreenQuery } from '../../app/routing/screenQuery';
import type { AreaRoute } from '../../app/routing/types';
import { hubTabRoute } from '../hub/tabs/hubRoutes';
import { preloadHubTab } from '../hub/tabs/preloadHubTab';

const AllMetersPage = lazyScreen(() => import('./MeterPages').then((m) => ({ default: m.AllMetersPage })));

// Spec 2 §2 meter readings: all hubs, and the hub's Meter Readings tab.
export const routes: AreaRoute[] = [
  {
    path: '/allmeters',
    Screen: AllMetersPage,
    preload: preloadLazyScreenQuery(() =>
      import('./allMetersQuery').then(
        (m) => [m.MeterReadings_Query, ({ page }: { page: string | null }) => ({ after: page })] as const,
      ),
    ),
  },
  hubTabRoute(
    'Meter Readings',
    lazyScreen(() => import('./MeterPages').then((m) => ({ default: m.HubMeterReadingsTab }))),
    preloadHubTab(() =>
      import('./meterReadingsHubQuery').then(
        (m) => [m.MeterReadings_HubQuery, m.hubMeterReadingsVariables] as const,
      ),
    ),
  ),
];

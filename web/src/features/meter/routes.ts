import { lazyScreen } from '../../app/routing/lazyScreen';
import { preloadHubTab } from '../hub/tabs/preloadHubTab';
import { MeterReadings_HubQuery, hubMeterReadingsVariables } from './meterReadingsHubQuery';
import { lazy } from 'react';
import type { AreaRoute } from '../../app/routing/types';
import { hubTabRoute } from '../hub/tabs/hubRoutes';

const AllMetersPage = lazy(() => import('./MeterPages').then((m) => ({ default: m.AllMetersPage })));

// Spec 2 §2 meter readings: all hubs, and the hub's Meter Readings tab.
export const routes: AreaRoute[] = [
  { path: '/allmeters', Screen: AllMetersPage },
  hubTabRoute(
    'Meter Readings',
    lazyScreen(() => import('./MeterPages').then((m) => ({ default: m.HubMeterReadingsTab }))),
    preloadHubTab(MeterReadings_HubQuery, hubMeterReadingsVariables),
  ),
];

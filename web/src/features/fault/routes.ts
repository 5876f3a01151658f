import { lazyScreen } from '../../app/routing/lazyScreen';
import { preloadHubTab } from '../hub/tabs/preloadHubTab';
import { RebootLog_HubQuery, hubRebootsVariables } from './rebootLogHubQuery';
import { lazy } from 'react';
import type { AreaRoute } from '../../app/routing/types';
import { hubTabRoute } from '../hub/tabs/hubRoutes';

const GlitchesPage = lazy(() => import('./FaultPages').then((m) => ({ default: m.GlitchesPage })));
const RebootsPage = lazy(() => import('./FaultPages').then((m) => ({ default: m.RebootsPage })));

// Spec 2 §2 glitch and reboot logs, and spec 1 §2's Reboots tab.
export const routes: AreaRoute[] = [
  { path: '/glitches', Screen: GlitchesPage },
  { path: '/hubs/reboots', Screen: RebootsPage },
  hubTabRoute(
    'Reboots',
    lazyScreen(() => import('./FaultPages').then((m) => ({ default: m.HubRebootsTab }))),
    preloadHubTab(RebootLog_HubQuery, hubRebootsVariables),
  ),
];

import { lazyScreen } from '../../app/routing/lazyScreen';
import type { AreaRoute } from '../../app/routing/types';
import { hubTabRoute } from '../hub/tabs/hubRoutes';
import { preloadHubTab } from '../hub/tabs/preloadHubTab';
import { RebootLog_HubQuery, hubRebootsVariables } from './rebootLogHubQuery';

const GlitchesPage = lazyScreen(() => import('./FaultPages').then((m) => ({ default: m.GlitchesPage })));
const RebootsPage = lazyScreen(() => import('./FaultPages').then((m) => ({ default: m.RebootsPage })));

// Spec 2 §2 glitch and reboot logs, and spec 1 §2's Reboots tab.
export const routes: AreaRoute[] = [
  {
    path: '/glitches',
    Screen: GlitchesPage,
    preload: (args) => import('./glitchLogQuery').then((m) => m.preloadGlitches(args)),
  },
  {
    path: '/hubs/reboots',
    Screen: RebootsPage,
    preload: (args) => import('./rebootLogQuery').then((m) => m.preloadReboots(args)),
  },
  hubTabRoute(
    'Reboots',
    lazyScreen(() => import('./FaultPages').then((m) => ({ default: m.HubRebootsTab }))),
    preloadHubTab(RebootLog_HubQuery, hubRebootsVariables),
  ),
];

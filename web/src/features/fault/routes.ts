import { lazyScreen } from '../../app/routing/lazyScreen';
import { lazyPreload } from '../../app/routing/screenQuery';
import type { AreaRoute } from '../../app/routing/types';
import { hubTabRoute } from '../hub/tabs/hubRoutes';
import { preloadHubTab } from '../hub/tabs/preloadHubTab';

const GlitchesPage = lazyScreen(() => import('./FaultPages').then((m) => ({ default: m.GlitchesPage })));
const RebootsPage = lazyScreen(() => import('./FaultPages').then((m) => ({ default: m.RebootsPage })));

// Spec 2 §2 glitch and reboot logs, and spec 1 §2's Reboots tab.
export const routes: AreaRoute[] = [
  {
    path: '/glitches',
    Screen: GlitchesPage,
    preload: lazyPreload(() => import('./glitchLogQuery').then((m) => m.preloadGlitches)),
  },
  {
    path: '/hubs/reboots',
    Screen: RebootsPage,
    preload: lazyPreload(() => import('./rebootLogQuery').then((m) => m.preloadReboots)),
  },
  hubTabRoute(
    'Reboots',
    lazyScreen(() => import('./FaultPages').then((m) => ({ default: m.HubRebootsTab }))),
    preloadHubTab(() =>
      import('./rebootLogHubQuery').then((m) => [m.RebootLog_HubQuery, m.hubRebootsVariables] as const),
    ),
  ),
];

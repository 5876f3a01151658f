import { lazyScreen } from '../../app/routing/lazyScreen';
import { preloadHubTab } from '../hub/tabs/preloadHubTab';
import type { AreaRoute } from '../../app/routing/types';
import { hubTabRoute } from '../hub/tabs/hubRoutes';

export const routes: AreaRoute[] = [
  hubTabRoute(
    'Installation',
    lazyScreen(() => import('./HubInstallationPage')),
    preloadHubTab(() =>
      import('./installationQuery').then(
        (m) => [m.HubInstallationPage_Query, m.hubInstallationVariables] as const,
      ),
    ),
  ),
];

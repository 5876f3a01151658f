import { lazyScreen } from '../../app/routing/lazyScreen';
import { preloadHubTab } from '../hub/tabs/preloadHubTab';
import { HubInstallationPage_Query, hubInstallationVariables } from './installationQuery';
import type { AreaRoute } from '../../app/routing/types';
import { hubTabRoute } from '../hub/tabs/hubRoutes';

export const routes: AreaRoute[] = [
  hubTabRoute(
    'Installation',
    lazyScreen(() => import('./HubInstallationPage')),
    preloadHubTab(HubInstallationPage_Query, hubInstallationVariables),
  ),
];

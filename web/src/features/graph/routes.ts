import { lazyScreen } from '../../app/routing/lazyScreen';
import type { AreaRoute } from '../../app/routing/types';
import { hubPageRoute } from '../hub/tabs/hubRoutes';
import { preloadHubTab } from '../hub/tabs/preloadHubTab';

// Spec 1 §2: the graph is a further hub route, not a tab. Its title is "Hub {id}", set by the screen.
export const routes: AreaRoute[] = [
  hubPageRoute(
    '/graph',
    null,
    lazyScreen(() => import('./HubGraphPage')),
    preloadHubTab(() =>
      import('./hubGraphQuery').then((m) => [m.HubGraphPage_Query, (hubId: number) => ({ hubId })] as const),
    ),
  ),
];

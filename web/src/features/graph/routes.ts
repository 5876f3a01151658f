import { lazyScreen } from '../../app/routing/lazyScreen';
import { preloadLazyScreenQuery } from '../../app/routing/screenQuery';
import type { AreaRoute } from '../../app/routing/types';
import { hubPageRoute } from '../hub/tabs/hubRoutes';

// Spec 1 §2: the graph is a further hub route, not a tab. Its title is "Hub {id}", set by the screen.
export const routes: AreaRoute[] = [
  hubPageRoute(
    '/graph',
    null,
    lazyScreen(() => import('./HubGraphPage')),
    preloadLazyScreenQuery(() =>
      import('./hubGraphQuery').then((m) => [m.HubGraphPage_Query, m.hubGraphVariables] as const),
    ),
  ),
];

import { lazy } from 'react';
import type { AreaRoute } from '../../app/routing/types';
import { hubPageRoute } from '../hub/tabs/hubRoutes';

// Spec 1 §2: the graph is a further hub route, not a tab. Its title is "Hub {id}", set by the screen.
export const routes: AreaRoute[] = [
  hubPageRoute(
    '/graph',
    null,
    lazy(() => import('./HubGraphPage')),
  ),
];

import { lazy } from 'react';
import type { AreaRoute } from '../../app/routing/types';

const AllHubsPage = lazy(() => import('./AllHubsPage'));
const NewHubsPage = lazy(() => import('./OtherHubListsPage').then((m) => ({ default: m.NewHubsPage })));
const ProblemHubsPage = lazy(() =>
  import('./OtherHubListsPage').then((m) => ({ default: m.ProblemHubsPage })),
);
const WiresChangedHubsPage = lazy(() =>
  import('./OtherHubListsPage').then((m) => ({ default: m.WiresChangedHubsPage })),
);

// Spec 2 §2 hub lists.
export const routes: AreaRoute[] = [
  { path: '/hubs/all', Screen: AllHubsPage },
  { path: '/hubs/version/:version', Screen: AllHubsPage },
  { path: '/hubs/health/:health', Screen: AllHubsPage },
  { path: '/hubs/new', Screen: NewHubsPage },
  { path: '/hubs/problems', Screen: ProblemHubsPage },
  { path: '/hubs/wire_mode_changed', Screen: WiresChangedHubsPage },
];

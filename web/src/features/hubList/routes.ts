import { lazyScreen } from '../../app/routing/lazyScreen';
import type { AreaRoute } from '../../app/routing/types';

// lazyScreen: the route's loader starts fetching the list's code at navigation.
const AllHubsPage = lazyScreen(() => import('./AllHubsPage'));
const NewHubsPage = lazyScreen(() => import('./OtherHubListsPage').then((m) => ({ default: m.NewHubsPage })));
const ProblemHubsPage = lazyScreen(() =>
  import('./OtherHubListsPage').then((m) => ({ default: m.ProblemHubsPage })),
);
const WiresChangedHubsPage = lazyScreen(() =>
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

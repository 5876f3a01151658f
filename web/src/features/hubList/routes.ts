import { lazyScreen } from '../../app/routing/lazyScreen';
import { preloadLazyScreenQuery } from '../../app/routing/screenQuery';
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

// The lists stay out of the normalised cache (no-cache, HubTable's HUB_LIST_FETCH_POLICY): the screen
// takes the loader's answer with usePreloadedQuery, so its 200 rows paint as fast as before.
const options = { fetchPolicy: 'no-cache' } as const;
const allHubs = preloadLazyScreenQuery(
  () => import('./hubListQueries').then((m) => [m.AllHubsPage_Query, m.allHubsVariables] as const),
  options,
);

// Spec 2 §2 hub lists.
export const routes: AreaRoute[] = [
  { path: '/hubs/all', Screen: AllHubsPage, preload: allHubs },
  { path: '/hubs/version/:version', Screen: AllHubsPage, preload: allHubs },
  { path: '/hubs/health/:health', Screen: AllHubsPage, preload: allHubs },
  {
    path: '/hubs/new',
    Screen: NewHubsPage,
    preload: preloadLazyScreenQuery(
      () => import('./hubListQueries').then((m) => [m.NewHubsPage_Query, m.noVariables] as const),
      options,
    ),
  },
  {
    path: '/hubs/problems',
    Screen: ProblemHubsPage,
    preload: preloadLazyScreenQuery(
      () => import('./hubListQueries').then((m) => [m.ProblemHubsPage_Query, m.noVariables] as const),
      options,
    ),
  },
  {
    path: '/hubs/wire_mode_changed',
    Screen: WiresChangedHubsPage,
    preload: preloadLazyScreenQuery(
      () => import('./hubListQueries').then((m) => [m.WiresChangedHubsPage_Query, m.noVariables] as const),
      options,
    ),
  },
];

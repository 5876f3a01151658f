import { lazyScreen } from '../../app/routing/lazyScreen';
import { preloadLazyScreenQuery } from '../../app/routing/screenQuery';
import type { AreaRoute } from '../../app/routing/types';

const LookupTablePage = lazyScreen(() => import('./LookupTablePage'));
const preload = preloadLazyScreenQuery(() =>
  import('./lookupTableQuery').then((m) => [m.LookupTablePage_Query, m.lookupTableVariables] as const),
);

// Spec 2 §2 Lookup tables; /customertypes is the customer_types table.
export const routes: AreaRoute[] = [
  { path: '/lookups/:lookup', Screen: LookupTablePage, preload },
  { path: '/customertypes', Screen: LookupTablePage, preload },
];

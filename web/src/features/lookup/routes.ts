import { lazy } from 'react';
import type { AreaRoute } from '../../app/routing/types';

const LookupTablePage = lazy(() => import('./LookupTablePage'));

// Spec 2 §2 Lookup tables; /customertypes is the customer_types table.
export const routes: AreaRoute[] = [
  { path: '/lookups/:lookup', Screen: LookupTablePage },
  { path: '/customertypes', Screen: LookupTablePage },
];

import { lazy } from 'react';
import type { AreaRoute } from '../../app/routing/types';

// Spec 3 §2.1, §2.6–§2.8: the admin screens; and every signed-in person's personal access tokens.
export const routes: AreaRoute[] = [
  { path: '/admin', Screen: lazy(() => import('./AdminHome')) },
  { path: '/admin/profiles', Screen: lazy(() => import('./ProfilesPage')) },
  { path: '/admin/profile/:type/:id', Screen: lazy(() => import('./ProfileDetailPage')) },
  { path: '/admin/queries', Screen: lazy(() => import('./QueriesPage')) },
  { path: '/admin/query/:id', Screen: lazy(() => import('./QueryDetailPage')) },
  { path: '/admin/configuration', Screen: lazy(() => import('./ConfigurationPage')) },
  { path: '/account/tokens', Screen: lazy(() => import('./AccessTokensPage')) },
];

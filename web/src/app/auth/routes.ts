import { lazy } from 'react';
import type { AreaRoute } from '../routing/types';
import LoginPage from './LoginPage';

export const authRoutes: AreaRoute[] = [
  // Without Apollo Client: the login page paints, and signs in, before the client's chunk has arrived.
  // It is in the entry, not a chunk of its own: it is the first screen of every visit, and what it uses
  // (the form fields, the alert, graphql-js's printer) every later screen needs too, so a separate chunk
  // would only add files (docs/performance.md "First load").
  { path: '/login', Screen: LoginPage, access: 'public', apollo: false },
  { path: '/logout', Screen: lazy(() => import('./LogoutPage')), access: 'public' },
];

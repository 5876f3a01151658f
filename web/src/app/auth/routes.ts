import { lazy } from 'react';
import type { AreaRoute } from '../routing/types';
import LoginPage from './LoginPage';

export const authRoutes: AreaRoute[] = [
  // Without Apollo Client: the login page paints before the client's chunk has arrived (its request's
  // code, postOperation with graphql-js's printer, is in that chunk and loaded when the form is sent).
  // It is in the entry, not a chunk of its own: it is the first screen of every visit, and what it uses
  // (the form fields, the alert) every later screen needs too, so a separate chunk would only add files
  // (docs/performance.md "First load").
  { path: '/login', Screen: LoginPage, access: 'public', apollo: false },
  { path: '/logout', Screen: lazy(() => import('./LogoutPage')), access: 'public' },
];

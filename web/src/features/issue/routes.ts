import { lazy } from 'react';
import type { AreaRoute } from '../../app/routing/types';
import { hubPageRoute } from '../hub/tabs/hubRoutes';

export const routes: AreaRoute[] = [
  { path: '/issues', Screen: lazy(() => import('./IssuesPage')) },
  hubPageRoute(
    '/issues',
    'Issues',
    lazy(() => import('./HubIssuesPage')),
  ),
];

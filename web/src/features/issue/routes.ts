import { lazyScreen } from '../../app/routing/lazyScreen';
import { preloadScreenQuery } from '../../app/routing/screenQuery';
import type { AreaRoute } from '../../app/routing/types';
import { hubPageRoute } from '../hub/tabs/hubRoutes';
import {
  HubIssuesPage_Query,
  hubIssuesPageVariables,
  IssuesPage_Query,
  issuesPageVariables,
} from './issuesPageQuery';

export const routes: AreaRoute[] = [
  {
    path: '/issues',
    Screen: lazyScreen(() => import('./IssuesPage')),
    preload: preloadScreenQuery(IssuesPage_Query, ({ url }) => issuesPageVariables(url)),
  },
  hubPageRoute(
    '/issues',
    'Issues',
    lazyScreen(() => import('./HubIssuesPage')),
    preloadScreenQuery(HubIssuesPage_Query, hubIssuesPageVariables),
  ),
];

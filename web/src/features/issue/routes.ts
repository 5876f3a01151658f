import { lazyScreen } from '../../app/routing/lazyScreen';
import { preloadLazyScreenQuery } from '../../app/routing/screenQuery';
import type { AreaRoute } from '../../app/routing/types';
import { hubPageRoute } from '../hub/tabs/hubRoutes';

const issuesPageQuery = () => import('./issuesPageQuery');

export const routes: AreaRoute[] = [
  {
    path: '/issues',
    Screen: lazyScreen(() => import('./IssuesPage')),
    preload: preloadLazyScreenQuery(() =>
      issuesPageQuery().then(
        (m) =>
          [
            m.IssuesPage_Query,
            ({ url, page }: { url: URL; page: string | null }) => m.issuesPageVariables(url, page),
          ] as const,
      ),
    ),
  },
  hubPageRoute(
    '/issues',
    'Issues',
    lazyScreen(() => import('./HubIssuesPage')),
    preloadLazyScreenQuery(() =>
      issuesPageQuery().then((m) => [m.HubIssuesPage_Query, m.hubIssuesPageVariables] as const),
    ),
  ),
];

// The dashboard's one request, composed from its panels' fragments (each panel reads its own part with
// useFragment). It lives apart from the panels so the route's loader can start it without their code.
import { OPEN_ISSUE_STATUSES } from '@hub/domain';
import { graphql } from '../../__generated__';
import type { IssueFilter } from '../../__generated__/graphql';

/** The open-issues list on the dashboard: every open status, all priorities, 15 rows. */
export const DASHBOARD_OPEN_ISSUES: { filter: IssueFilter; first: number } = {
  filter: { statuses: [...OPEN_ISSUE_STATUSES] },
  first: 15,
};

export const DashboardPage_Query = graphql(`
  query DashboardPage_Query($openIssues: IssueFilter, $first: Int) {
    ...VersionCountsPanel_Counts
    ...IssueStatusCountsPanel_Counts
    ...HealthGradeCountsPanel_Counts
    issues(filter: $openIssues, first: $first) {
      ...IssueList_Page
    }
  }
`);

export const dashboardVariables = () => ({
  openIssues: DASHBOARD_OPEN_ISSUES.filter,
  first: DASHBOARD_OPEN_ISSUES.first,
});

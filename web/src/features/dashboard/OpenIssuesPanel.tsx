import { Panel } from '../../ui/Panel';
import { IssueList } from '../issue/IssueList';
import { DASHBOARD_OPEN_ISSUES } from './dashboardQuery';

/**
 * Spec 1 §2 Dashboard: the list of open issues. Its first page came with the dashboard's request (the
 * IssueList_Page fragment, same filter and size), so the list's own query finds it in the cache.
 */
export function OpenIssuesPanel() {
  return (
    <Panel title="Open Issues">
      <IssueList initialStatus="ALL_OPEN" showFilters={false} pageSize={DASHBOARD_OPEN_ISSUES.first} />
    </Panel>
  );
}

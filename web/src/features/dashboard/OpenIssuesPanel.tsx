import { Panel } from '../../ui/Panel';
import { IssueList } from '../issue/IssueList';

/** Spec 1 §2 Dashboard: the list of open issues. */
export function OpenIssuesPanel() {
  return (
    <Panel title="Open Issues">
      <IssueList initialStatus="ALL_OPEN" showFilters={false} pageSize={15} />
    </Panel>
  );
}

import { Panel } from '../../ui/Panel';
import { useHubId } from '../hub/tabs/useHubId';
import { IssueList } from './IssueList';

/** /hub/{id}/issues: the issues list of one hub, hub columns hidden, filters in the URL. */
export default function HubIssuesPage() {
  const hubId = useHubId();
  return (
    <Panel title="Issues">
      <IssueList key={hubId} hubId={hubId} filtersInUrl />
    </Panel>
  );
}

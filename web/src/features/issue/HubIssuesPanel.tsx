import { Link } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { Panel } from '../../ui/Panel';
import { HUB_ISSUES_PANEL_SIZE } from './hubIssuesPanelVariables';
import { IssueList } from './IssueList';

/** The hub overview's issues panel (spec 1 §2 Hub detail): this hub's issues, 10 at a time. */
export function HubIssuesPanel({ hubId }: { hubId: number }) {
  return (
    <Panel
      title="Issues"
      actions={
        <Link asChild colorPalette="blue" fontSize="sm">
          <RouterLink to={`/hub/${hubId}/issues`}>All issues of this hub</RouterLink>
        </Link>
      }
    >
      <IssueList hubId={hubId} pageSize={HUB_ISSUES_PANEL_SIZE} />
    </Panel>
  );
}

import { Heading, Stack } from '@chakra-ui/react';
import { Panel } from '../../ui/Panel';
import { usePageTitle } from '../../ui/usePageTitle';
import { IssueList } from './IssueList';
import { IssueStatisticsPanel } from './IssueStatisticsPanel';

/** /issues (spec 2 §2): "All Issues", the list (filters in the URL), then the statistics. */
export default function IssuesPage() {
  usePageTitle('All Issues');
  return (
    <Stack gap="4">
      <Heading as="h1" size="md">
        All Issues
      </Heading>
      {/* The list is what staff come for; the statistics (two long tag tables) follow it. */}
      <Panel title="Issues">
        <IssueList filtersInUrl />
      </Panel>
      <IssueStatisticsPanel />
    </Stack>
  );
}

import { Heading, SimpleGrid, Stack } from '@chakra-ui/react';
import { usePageTitle } from '../../ui/usePageTitle';
import { HealthGradeCountsPanel } from './HealthGradeCountsPanel';
import { IssueStatusCountsPanel } from './IssueStatusCountsPanel';
import { OpenIssuesPanel } from './OpenIssuesPanel';
import { VersionCountsPanel } from './VersionCountsPanel';

/** Spec 1 §2 Dashboard. Each panel has its own query, so one failing count does not blank the others. */
export default function DashboardPage() {
  usePageTitle('Dashboard');
  return (
    <Stack gap="4">
      <Heading as="h1" size="md">
        Dashboard
      </Heading>
      <SimpleGrid columns={{ base: 1, lg: 3 }} gap="4" alignItems="start">
        <VersionCountsPanel />
        <IssueStatusCountsPanel />
        <HealthGradeCountsPanel />
      </SimpleGrid>
      <OpenIssuesPanel />
    </Stack>
  );
}

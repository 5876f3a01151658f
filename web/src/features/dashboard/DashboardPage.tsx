import { Heading, SimpleGrid, Stack } from '@chakra-ui/react';
import { DASHBOARD_REFRESH_MS } from '@hub/domain';
import { startTransition, useEffect } from 'react';
import { ScreenStatusProvider } from '../../app/routing/screenPart';
import { useScreenQuery } from '../../app/routing/useScreenQuery';
import { usePageTitle } from '../../ui/usePageTitle';
import { DashboardPage_Query, dashboardVariables } from './dashboardQuery';
import { HealthGradeCountsPanel } from './HealthGradeCountsPanel';
import { IssueStatusCountsPanel } from './IssueStatusCountsPanel';
import { OpenIssuesPanel } from './OpenIssuesPanel';
import { VersionCountsPanel } from './VersionCountsPanel';

/**
 * Spec 1 §2 Dashboard. One request holds every panel's fragment (started by the route's loader); a count
 * that fails comes back null with its own error, so one failing count does not blank the others.
 */
export default function DashboardPage() {
  usePageTitle('Dashboard');
  const { error, refetch } = useScreenQuery(DashboardPage_Query, dashboardVariables(), {
    errorPolicy: 'all',
  });
  // The counts refresh every 15 minutes: one request for the whole screen, as at first. In a transition,
  // so the panels keep showing the last counts while it loads instead of the screen's loading state.
  const refresh = () => startTransition(() => void refetch().catch(() => undefined));
  useEffect(() => {
    const timer = setInterval(refresh, DASHBOARD_REFRESH_MS);
    return () => clearInterval(timer);
    // refetch is stable for the life of the query.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [refetch]);
  return (
    <ScreenStatusProvider value={{ error, retry: refresh }}>
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
    </ScreenStatusProvider>
  );
}

import { Stack } from '@chakra-ui/react';
import { PROBLEM_HUBS_LIMIT } from '@hub/domain';
import { usePreloadedQuery } from '../../app/routing/usePreloadedQuery';
import { QueryContent } from '../../ui/QueryContent';
import { useRefreshErrorLog } from '../../ui/useRefreshErrorLog';
import { HubListLayout } from './HubListLayout';
import { HUB_LIST_FETCH_POLICY, HubCount, HubTable } from './HubTable';
import { NewHubsPage_Query, ProblemHubsPage_Query, WiresChangedHubsPage_Query } from './hubListQueries';
export { NewHubsPage_Query, ProblemHubsPage_Query, WiresChangedHubsPage_Query } from './hubListQueries';

// The upstream's own caps (docs/rest-api.md, "Hub lists").
const NEW_HUBS_LIMIT = 1000;
const WIRES_CHANGED_LIMIT = 5000;

export function NewHubsPage() {
  const { data, previousData, error, refetch } = usePreloadedQuery(NewHubsPage_Query, {
    fetchPolicy: HUB_LIST_FETCH_POLICY,
  });
  useRefreshErrorLog('New hubs', error, (data ?? previousData) !== undefined);
  return (
    <HubListLayout title="New Hubs">
      <QueryContent
        data={data}
        previousData={previousData}
        error={error}
        errorTitle="The new hubs could not be loaded."
        loadingText="Fetching data..."
        onRetry={() => void refetch()}
      >
        {({ newHubs }) => (
          <Stack gap="2">
            <HubCount count={newHubs.length} limit={NEW_HUBS_LIMIT} />
            <HubTable hubs={newHubs} />
          </Stack>
        )}
      </QueryContent>
    </HubListLayout>
  );
}

export function ProblemHubsPage() {
  const { data, previousData, error, refetch } = usePreloadedQuery(ProblemHubsPage_Query, {
    fetchPolicy: HUB_LIST_FETCH_POLICY,
  });
  useRefreshErrorLog('Problem hubs', error, (data ?? previousData) !== undefined);
  return (
    <HubListLayout title="Problem Hubs">
      <QueryContent
        data={data}
        previousData={previousData}
        error={error}
        errorTitle="The problem hubs could not be loaded."
        loadingText="Fetching data..."
        onRetry={() => void refetch()}
      >
        {({ problemHubs }) => (
          <Stack gap="2">
            <HubCount count={problemHubs.length} limit={PROBLEM_HUBS_LIMIT} />
            <HubTable hubs={problemHubs} withReasons />
          </Stack>
        )}
      </QueryContent>
    </HubListLayout>
  );
}

export function WiresChangedHubsPage() {
  const { data, previousData, error, refetch } = usePreloadedQuery(WiresChangedHubsPage_Query, {
    fetchPolicy: HUB_LIST_FETCH_POLICY,
  });
  useRefreshErrorLog('Wires changed hubs', error, (data ?? previousData) !== undefined);
  return (
    <HubListLayout title="Wires Changed Hubs">
      <QueryContent
        data={data}
        previousData={previousData}
        error={error}
        errorTitle="The hubs whose wires changed could not be loaded."
        loadingText="Fetching data..."
        onRetry={() => void refetch()}
      >
        {({ wiresChangedHubs }) => (
          <Stack gap="2">
            <HubCount count={wiresChangedHubs.length} limit={WIRES_CHANGED_LIMIT} />
            <HubTable hubs={wiresChangedHubs} withWiresChange />
          </Stack>
        )}
      </QueryContent>
    </HubListLayout>
  );
}

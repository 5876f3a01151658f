import { useQuery } from '@apollo/client/react';
import { graphql } from '../../__generated__';
import { QueryContent } from '../../ui/QueryContent';
import { useRefreshErrorLog } from '../../ui/useRefreshErrorLog';
import { HubListLayout } from './HubListLayout';
import { HubTable } from './HubTable';

export const NewHubsPage_Query = graphql(`
  query NewHubsPage_Query {
    newHubs {
      ...HubListColumns
    }
  }
`);

export const ProblemHubsPage_Query = graphql(`
  query ProblemHubsPage_Query {
    problemHubs {
      ...HubListColumns
      problemReasons {
        code
        text
      }
    }
  }
`);

export const WiresChangedHubsPage_Query = graphql(`
  query WiresChangedHubsPage_Query {
    wiresChangedHubs {
      ...HubListColumns
    }
  }
`);

export function NewHubsPage() {
  const { data, previousData, error, refetch } = useQuery(NewHubsPage_Query);
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
        {({ newHubs }) => <HubTable hubs={newHubs} />}
      </QueryContent>
    </HubListLayout>
  );
}

export function ProblemHubsPage() {
  const { data, previousData, error, refetch } = useQuery(ProblemHubsPage_Query);
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
        {({ problemHubs }) => <HubTable hubs={problemHubs} withReasons />}
      </QueryContent>
    </HubListLayout>
  );
}

export function WiresChangedHubsPage() {
  const { data, previousData, error, refetch } = useQuery(WiresChangedHubsPage_Query);
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
        {({ wiresChangedHubs }) => <HubTable hubs={wiresChangedHubs} />}
      </QueryContent>
    </HubListLayout>
  );
}

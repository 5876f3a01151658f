import { Stack, Text } from '@chakra-ui/react';
import { HUB_PAGE_SIZE } from '@hub/domain';
import { useParams } from 'react-router-dom';
import { usePreloadedQuery } from '../../app/routing/usePreloadedQuery';
import { QueryContent } from '../../ui/QueryContent';
import { Pager } from '../../ui/Pager';
import { usePager } from '../../ui/usePager';
import { useRefreshErrorLog } from '../../ui/useRefreshErrorLog';
import { useSelectionData } from '../../ui/useSelectionData';
import { HubListLayout } from './HubListLayout';
import { HUB_LIST_FETCH_POLICY, HubTable } from './HubTable';
import { allHubsFilter, AllHubsPage_Query } from './hubListQueries';
export { AllHubsPage_Query } from './hubListQueries';

function titleFor(version: string | undefined, health: string | undefined): string {
  if (version !== undefined) return `All Hubs with Version ${version}`;
  if (health !== undefined) return `All Hubs with Health ${health}`;
  return 'All Hubs';
}

/** Spec 2 §2 All Hubs: /hubs/all, /hubs/version/{v} and /hubs/health/{grade}, 200 a page. */
export default function AllHubsPage() {
  const params = useParams();
  const { version, health: healthParam } = params;
  const health = healthParam?.charAt(0).toUpperCase();
  const { unknownVersion, unknownGrade, filter } = allHubsFilter(params);
  const pages = usePager();
  // The first page is the one the route's loader asked for (allHubsVariables); later pages ask here.
  const { data, error, refetch } = usePreloadedQuery(AllHubsPage_Query, {
    variables: { first: HUB_PAGE_SIZE, after: pages.after, ...(filter ? { filter } : {}) },
    skip: unknownGrade || unknownVersion,
    fetchPolicy: HUB_LIST_FETCH_POLICY,
  });
  pages.observe({ data, error });
  // Another version's or grade's hubs never stand under this title while it loads or fails.
  const previousData = useSelectionData(data, JSON.stringify(filter ?? null));
  useRefreshErrorLog('The hub list', error, previousData !== undefined);
  const title = titleFor(version, health);

  if (unknownGrade || unknownVersion)
    return (
      <HubListLayout title={title}>
        <Text>
          {unknownVersion
            ? `There is no software version ${version}: a version reads like 1.1.4 or, with its build, 1.1.3.40.`
            : `There is no health grade ${healthParam}.`}
        </Text>
      </HubListLayout>
    );

  return (
    <HubListLayout title={title}>
      <QueryContent
        data={data}
        previousData={previousData}
        error={error}
        errorTitle="The hubs could not be loaded."
        loadingText="Fetching data..."
        onRetry={() => void refetch()}
      >
        {({ hubs }) => (
          <Stack gap="3">
            <HubTable hubs={hubs.edges.map((edge) => edge.node)} />
            {/* Spec 2 §2: Next appears when a page returned 200 or more. */}
            <Pager
              pager={pages}
              hasOlder={hubs.edges.length >= HUB_PAGE_SIZE && hubs.pageInfo.hasNextPage}
              endCursor={hubs.pageInfo.endCursor}
              newerText="Previous"
              olderText="Next"
              // A page opened from a link (?after=) does not know its number.
              label={`${pages.depth === null ? '' : `Page ${pages.depth + 1}, `}${hubs.edges.length} hubs`}
              hideUnavailable
            />
          </Stack>
        )}
      </QueryContent>
    </HubListLayout>
  );
}

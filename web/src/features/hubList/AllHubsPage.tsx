import { useQuery } from '@apollo/client/react';
import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { HUB_PAGE_SIZE, parseVersion } from '@hub/domain';
import { useParams } from 'react-router-dom';
import { graphql } from '../../__generated__';
import type { HealthGrade } from '../../__generated__/graphql';
import { QueryContent } from '../../ui/QueryContent';
import { PageMoveStatus } from '../../ui/Pager';
import { usePager } from '../../ui/usePager';
import { useRefreshErrorLog } from '../../ui/useRefreshErrorLog';
import { useSelectionData } from '../../ui/useSelectionData';
import { HubListLayout } from './HubListLayout';
import { HUB_LIST_FETCH_POLICY, HubTable } from './HubTable';

export const AllHubsPage_Query = graphql(`
  query AllHubsPage_Query($first: Int!, $after: String, $filter: HubFilter) {
    hubs(first: $first, after: $after, filter: $filter) {
      edges {
        cursor
        node {
          ...HubListColumns
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);

const GRADES = ['A', 'B', 'C', 'D', 'E', 'F', 'G'];

function titleFor(version: string | undefined, health: string | undefined): string {
  if (version !== undefined) return `All Hubs with Version ${version}`;
  if (health !== undefined) return `All Hubs with Health ${health}`;
  return 'All Hubs';
}

/** Spec 2 §2 All Hubs: /hubs/all, /hubs/version/{v} and /hubs/health/{grade}, 200 a page. */
export default function AllHubsPage() {
  const { version, health: healthParam } = useParams();
  const health = healthParam?.charAt(0).toUpperCase();
  const grade = health && GRADES.includes(health) ? (health as HealthGrade) : undefined;
  // A version that is not one (/hubs/version/abc) is said plainly: asking again would not help.
  const unknownVersion = version !== undefined && parseVersion(version) === null;
  const unknownGrade = healthParam !== undefined && grade === undefined;
  const pages = usePager();
  const { data, error, refetch } = useQuery(AllHubsPage_Query, {
    variables: {
      // 200 a page, asked for: the API's default page is smaller.
      first: HUB_PAGE_SIZE,
      after: pages.after,
      ...(version || grade
        ? {
            filter: {
              ...(version ? { versions: [version] } : {}),
              ...(grade ? { healthGrades: [grade] } : {}),
            },
          }
        : {}),
    },
    skip: unknownGrade || unknownVersion,
    fetchPolicy: HUB_LIST_FETCH_POLICY,
  });
  pages.observe({ data, error });
  // Another version's or grade's hubs never stand under this title while it loads or fails.
  const previousData = useSelectionData(data, `${version ?? ''}|${grade ?? ''}`);
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
            <HStack gap="2">
              {pages.hasNewer && (
                <Button size="sm" variant="outline" disabled={pages.moving} onClick={pages.newer}>
                  Previous
                </Button>
              )}
              {hubs.edges.length >= HUB_PAGE_SIZE && hubs.pageInfo.hasNextPage && (
                <Button
                  size="sm"
                  variant="outline"
                  disabled={pages.moving}
                  onClick={() => pages.older(hubs.pageInfo.endCursor)}
                >
                  Next
                </Button>
              )}
              <Text fontSize="sm" color="fg.muted">
                {`Page ${pages.depth + 1}, ${hubs.edges.length} hubs`}
              </Text>
            </HStack>
            <PageMoveStatus pager={pages} />
          </Stack>
        )}
      </QueryContent>
    </HubListLayout>
  );
}

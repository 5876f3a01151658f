import { useQuery } from '@apollo/client/react';
import { Table } from '@chakra-ui/react';
import { graphql } from '../../__generated__';
import { QueryContent } from '../../ui/QueryContent';
import { usePager } from '../../ui/usePager';
import { useRefreshErrorLog } from '../../ui/useRefreshErrorLog';
import { HubLogTable } from './HubLogTable';

export const GlitchLog_Query = graphql(`
  query GlitchLog_Query($hubId: Int, $after: String) {
    glitches(hubId: $hubId, first: 50, after: $after) {
      edges {
        node {
          id
          hubId
          created
          information
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);

/** Spec 2 §2 glitch log, newest first; a row opens its hub. */
export function GlitchLog({ hubId }: { hubId: number | null }) {
  const pages = usePager();
  const { data, previousData, error, refetch } = useQuery(GlitchLog_Query, {
    variables: { hubId, after: pages.after },
  });
  pages.observe({ data, error });
  useRefreshErrorLog('The glitch log', error, (data ?? previousData) !== undefined);
  return (
    <QueryContent
      data={data}
      previousData={previousData}
      error={error}
      errorTitle="The glitches could not be loaded."
      loadingText="Fetching data..."
      onRetry={() => void refetch()}
    >
      {({ glitches }) => (
        <HubLogTable
          label="Glitches"
          connection={glitches}
          pages={pages}
          emptyText="No glitches."
          columns={['Information']}
          cells={(node) => <Table.Cell>{node.information}</Table.Cell>}
        />
      )}
    </QueryContent>
  );
}

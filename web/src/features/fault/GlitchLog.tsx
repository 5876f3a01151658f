import { useQuery } from '@apollo/client/react';
import { Table, Text } from '@chakra-ui/react';
import { graphql } from '../../__generated__';
import { QueryContent } from '../../ui/QueryContent';
import { usePager } from '../../ui/usePager';
import { useRefreshErrorLog } from '../../ui/useRefreshErrorLog';
import { HubLogTable } from './HubLogTable';

export const GlitchLog_rows = graphql(`
  fragment GlitchLog_rows on GlitchConnection {
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
`);

/** Every hub's rows (the fleet log). */
export const GlitchLog_Query = graphql(`
  query GlitchLog_Query($after: String) {
    glitches(first: 50, after: $after) {
      ...GlitchLog_rows
    }
  }
`);

/** One hub's rows. */
export const GlitchLog_HubQuery = graphql(`
  query GlitchLog_HubQuery($hubId: Int!, $after: String) {
    hub(id: $hubId) {
      id
      glitches(first: 50, after: $after) {
        ...GlitchLog_rows
      }
    }
  }
`);

/** Spec 2 §2 glitch log, newest first; a row opens its hub. */
export function GlitchLog({ hubId }: { hubId: number | null }) {
  const pages = usePager();
  const fleet = useQuery(GlitchLog_Query, { variables: { after: pages.after }, skip: hubId !== null });
  const ofHub = useQuery(GlitchLog_HubQuery, {
    variables: { hubId: hubId ?? 0, after: pages.after },
    skip: hubId === null,
  });
  const fleetWide = hubId === null;
  const error = fleetWide ? fleet.error : ofHub.error;
  const refetch = () => (fleetWide ? fleet.refetch() : ofHub.refetch());
  // Wrapped, so that a hub that does not exist (rows: null) is an answer, not "still loading".
  const data = fleetWide
    ? fleet.data && { rows: fleet.data.glitches }
    : ofHub.data && { rows: ofHub.data.hub?.glitches ?? null };
  const previousData = fleetWide
    ? fleet.previousData && { rows: fleet.previousData.glitches }
    : ofHub.previousData && { rows: ofHub.previousData.hub?.glitches ?? null };
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
      {({ rows: glitches }) =>
        glitches === null ? (
          <Text>{`Hub ${hubId} was not found.`}</Text>
        ) : (
          <HubLogTable
            label="Glitches"
            connection={glitches}
            pages={pages}
            emptyText="No glitches."
            columns={['Information']}
            cells={(node) => <Table.Cell>{node.information}</Table.Cell>}
          />
        )
      }
    </QueryContent>
  );
}

import { DoesNotExist } from '../../ui/DoesNotExist';
import { Table } from '@chakra-ui/react';
import { graphql } from '../../__generated__';
import { QueryContent } from '../../ui/QueryContent';
import { usePager } from '../../ui/usePager';
import { useFleetOrHubLog } from '../../ui/useFleetOrHubLog';
import { HubLogTable } from './HubLogTable';
import { GlitchLog_Query, GlitchLog_HubQuery } from './glitchLogQuery';
export { GlitchLog_Query, GlitchLog_HubQuery } from './glitchLogQuery';

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

/** Spec 2 §2 glitch log, newest first; a row opens its hub. */
export function GlitchLog({ hubId }: { hubId: number | null }) {
  const pages = usePager();
  const { data, previousData, error, refetch } = useFleetOrHubLog(
    hubId,
    pages,
    { fleet: GlitchLog_Query, hub: GlitchLog_HubQuery },
    { fleet: (answer) => answer.glitches, hub: (answer) => answer.hub?.glitches ?? null },
    'The glitch log',
  );
  return (
    <QueryContent
      data={data}
      previousData={previousData}
      error={error}
      errorTitle="The glitches could not be loaded."
      loadingText="Fetching data..."
      onRetry={refetch}
    >
      {({ rows: glitches }) =>
        glitches === null ? (
          <DoesNotExist what="Hub" id={hubId ?? ''} />
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

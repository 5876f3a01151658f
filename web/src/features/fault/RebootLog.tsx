import { useQuery } from '@apollo/client/react';
import { Table } from '@chakra-ui/react';
import { graphql } from '../../__generated__';
import { QueryContent } from '../../ui/QueryContent';
import { usePager } from '../../ui/usePager';
import { useRefreshErrorLog } from '../../ui/useRefreshErrorLog';
import { HubLogTable } from './HubLogTable';

export const RebootLog_Query = graphql(`
  query RebootLog_Query($hubId: Int, $after: String) {
    reboots(hubId: $hubId, first: 20, after: $after) {
      edges {
        node {
          id
          hubId
          created
          osVersion
          resetCause
          timezone
          wifiVersion
          traces
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);

/** Spec 2 §2 reboot log, 20 a page, newest first; a row opens its hub. */
export function RebootLog({ hubId }: { hubId: number | null }) {
  const pages = usePager();
  const { data, previousData, error, refetch } = useQuery(RebootLog_Query, {
    variables: { hubId, after: pages.after },
  });
  pages.observe({ data, error });
  useRefreshErrorLog('The reboot log', error, (data ?? previousData) !== undefined);
  return (
    <QueryContent
      data={data}
      previousData={previousData}
      error={error}
      errorTitle="The reboots could not be loaded."
      loadingText="Fetching data..."
      onRetry={() => void refetch()}
    >
      {({ reboots }) => (
        <HubLogTable
          label="Reboots"
          connection={reboots}
          pages={pages}
          emptyText="No reboots."
          columns={['OS version', 'Reset cause', 'Timezone', 'Wifi', 'Traces']}
          cells={(node) => (
            <>
              <Table.Cell>{node.osVersion}</Table.Cell>
              <Table.Cell>{node.resetCause}</Table.Cell>
              <Table.Cell>{node.timezone}</Table.Cell>
              <Table.Cell>{node.wifiVersion}</Table.Cell>
              <Table.Cell fontFamily="mono" fontSize="xs" whiteSpace="pre-wrap" maxW="32rem">
                {node.traces}
              </Table.Cell>
            </>
          )}
        />
      )}
    </QueryContent>
  );
}

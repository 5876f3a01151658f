import { DoesNotExist } from '../../ui/DoesNotExist';
import { Table } from '@chakra-ui/react';
import { graphql } from '../../__generated__';
import { RebootLog_HubQuery } from './rebootLogHubQuery';
import { QueryContent } from '../../ui/QueryContent';
import { usePager } from '../../ui/usePager';
import { useFleetOrHubLog } from '../../ui/useFleetOrHubLog';
import { HubLogTable } from './HubLogTable';
import { RebootLog_Query } from './rebootLogQuery';
export { RebootLog_Query } from './rebootLogQuery';

export const RebootLog_rows = graphql(`
  fragment RebootLog_rows on RebootConnection {
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
`);

// Kept in rebootLogHubQuery.ts so the route's loader can start it without this module's code.
export { RebootLog_HubQuery } from './rebootLogHubQuery';

/** Spec 2 §2 reboot log, 20 a page, newest first; a row opens its hub. */
export function RebootLog({ hubId }: { hubId: number | null }) {
  const pages = usePager();
  const { data, previousData, error, refetch } = useFleetOrHubLog(
    hubId,
    pages,
    { fleet: RebootLog_Query, hub: RebootLog_HubQuery },
    { fleet: (answer) => answer.reboots, hub: (answer) => answer.hub?.reboots ?? null },
    'The reboot log',
  );
  return (
    <QueryContent
      data={data}
      previousData={previousData}
      error={error}
      errorTitle="The reboots could not be loaded."
      loadingText="Fetching data..."
      onRetry={refetch}
    >
      {({ rows: reboots }) =>
        reboots === null ? (
          <DoesNotExist what="Hub" id={hubId ?? ''} />
        ) : (
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
        )
      }
    </QueryContent>
  );
}

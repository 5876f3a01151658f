import { useQuery } from '@apollo/client/react';
import { Box, Stack, Table, Text } from '@chakra-ui/react';
import { useNavigate } from 'react-router-dom';
import { graphql } from '../../__generated__';
import { formatDateTime } from '../../ui/formatting';
import { QueryContent } from '../../ui/QueryContent';
import { useCursorStack } from '../../ui/useCursorStack';
import { useRefreshErrorLog } from '../../ui/useRefreshErrorLog';
import { LogPager } from './LogPager';

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
  const navigate = useNavigate();
  const pages = useCursorStack();
  const { data, previousData, error, refetch } = useQuery(RebootLog_Query, {
    variables: { hubId, after: pages.after },
  });
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
        <Stack gap="3">
          <LogPager
            hasNewer={pages.hasNewer}
            hasOlder={reboots.pageInfo.hasNextPage}
            onNewer={pages.newer}
            onOlder={() => pages.older(reboots.pageInfo.endCursor)}
          />
          {reboots.edges.length === 0 ? (
            <Text color="fg.muted">No reboots.</Text>
          ) : (
            <Box overflowX="auto" borderWidth="1px" rounded="md" bg="white">
              <Table.Root size="sm" interactive>
                <Table.Header>
                  <Table.Row>
                    {['Created', 'Hub', 'OS version', 'Reset cause', 'Timezone', 'Wifi', 'Traces'].map(
                      (h) => (
                        <Table.ColumnHeader key={h} whiteSpace="nowrap">
                          {h}
                        </Table.ColumnHeader>
                      ),
                    )}
                  </Table.Row>
                </Table.Header>
                <Table.Body>
                  {reboots.edges.map(({ node }) => (
                    <Table.Row
                      key={node.id}
                      cursor="pointer"
                      data-hubid={node.hubId}
                      onClick={() => void navigate(`/hub/${node.hubId}`)}
                    >
                      <Table.Cell whiteSpace="nowrap">{formatDateTime(node.created)}</Table.Cell>
                      <Table.Cell>{node.hubId}</Table.Cell>
                      <Table.Cell>{node.osVersion}</Table.Cell>
                      <Table.Cell>{node.resetCause}</Table.Cell>
                      <Table.Cell>{node.timezone}</Table.Cell>
                      <Table.Cell>{node.wifiVersion}</Table.Cell>
                      <Table.Cell fontFamily="mono" fontSize="xs" whiteSpace="pre-wrap" maxW="32rem">
                        {node.traces}
                      </Table.Cell>
                    </Table.Row>
                  ))}
                </Table.Body>
              </Table.Root>
            </Box>
          )}
        </Stack>
      )}
    </QueryContent>
  );
}

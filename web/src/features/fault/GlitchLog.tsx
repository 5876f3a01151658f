import { useQuery } from '@apollo/client/react';
import { Box, Stack, Table, Text } from '@chakra-ui/react';
import { useNavigate } from 'react-router-dom';
import { graphql } from '../../__generated__';
import { formatDateTime } from '../../ui/formatting';
import { QueryContent } from '../../ui/QueryContent';
import { useCursorStack } from '../../ui/useCursorStack';
import { useRefreshErrorLog } from '../../ui/useRefreshErrorLog';
import { LogPager } from './LogPager';

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
  const navigate = useNavigate();
  const pages = useCursorStack();
  const { data, previousData, error, refetch } = useQuery(GlitchLog_Query, {
    variables: { hubId, after: pages.after },
  });
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
        <Stack gap="3">
          <LogPager
            hasNewer={pages.hasNewer}
            hasOlder={glitches.pageInfo.hasNextPage}
            onNewer={pages.newer}
            onOlder={() => pages.older(glitches.pageInfo.endCursor)}
          />
          {glitches.edges.length === 0 ? (
            <Text color="fg.muted">No glitches.</Text>
          ) : (
            <Box overflowX="auto" borderWidth="1px" rounded="md" bg="white">
              <Table.Root size="sm" interactive>
                <Table.Header>
                  <Table.Row>
                    <Table.ColumnHeader>Created</Table.ColumnHeader>
                    <Table.ColumnHeader>Hub</Table.ColumnHeader>
                    <Table.ColumnHeader>Information</Table.ColumnHeader>
                  </Table.Row>
                </Table.Header>
                <Table.Body>
                  {glitches.edges.map(({ node }) => (
                    <Table.Row
                      key={node.id}
                      cursor="pointer"
                      data-hubid={node.hubId}
                      onClick={() => void navigate(`/hub/${node.hubId}`)}
                    >
                      <Table.Cell whiteSpace="nowrap">{formatDateTime(node.created)}</Table.Cell>
                      <Table.Cell>{node.hubId}</Table.Cell>
                      <Table.Cell>{node.information}</Table.Cell>
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

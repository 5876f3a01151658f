import { Box, Stack, Table, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { formatDateTime } from '../../ui/formatting';
import { Pager } from '../../ui/Pager';
import type { Pager as PagerState } from '../../ui/usePager';

interface HubLogNode {
  id: string | number;
  hubId: number;
  created: string;
}

interface HubLogTableProps<N extends HubLogNode> {
  connection: {
    edges: readonly { node: N }[];
    pageInfo: { hasNextPage: boolean; endCursor?: string | null };
  };
  pages: PagerState;
  emptyText: string;
  /** Headers of the columns after Created and Hub. */
  columns: readonly string[];
  /** The cells of those columns for one entry. */
  cells: (node: N) => ReactNode;
}

/**
 * The glitch and reboot logs (spec 2 §2) share this page: Newer/Older paging, then a newest-first table
 * that starts with Created and Hub, and a row that opens its hub. Only the further columns differ.
 */
export function HubLogTable<N extends HubLogNode>({
  connection,
  pages,
  emptyText,
  columns,
  cells,
}: HubLogTableProps<N>) {
  const navigate = useNavigate();
  return (
    <Stack gap="3">
      <Pager
        pager={pages}
        hasOlder={connection.pageInfo.hasNextPage}
        endCursor={connection.pageInfo.endCursor}
      />
      {connection.edges.length === 0 ? (
        <Text color="fg.muted">{emptyText}</Text>
      ) : (
        <Box overflowX="auto" borderWidth="1px" rounded="md" bg="white">
          <Table.Root size="sm" interactive>
            <Table.Header>
              <Table.Row>
                {['Created', 'Hub', ...columns].map((h) => (
                  <Table.ColumnHeader key={h} whiteSpace="nowrap">
                    {h}
                  </Table.ColumnHeader>
                ))}
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {connection.edges.map(({ node }) => (
                <Table.Row
                  key={node.id}
                  cursor="pointer"
                  data-hubid={node.hubId}
                  onClick={() => void navigate(`/hub/${node.hubId}`)}
                >
                  <Table.Cell whiteSpace="nowrap">{formatDateTime(node.created)}</Table.Cell>
                  <Table.Cell>{node.hubId}</Table.Cell>
                  {cells(node)}
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Box>
      )}
    </Stack>
  );
}

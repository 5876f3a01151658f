import { Stack, Table, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { formatDateTime } from '../../ui/formatting';
import { CellLink, rowClick, ScrollTable } from '../../ui/ScrollTable';
import { Pager } from '../../ui/Pager';
import type { Pager as PagerState } from '../../ui/usePager';

interface HubLogNode {
  id: string | number;
  hubId: number;
  created: string;
}

interface HubLogTableProps<N extends HubLogNode> {
  /** Names the table's scroll region, e.g. "Glitches". */
  label: string;
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
  label,
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
        <ScrollTable label={label} tableProps={{ interactive: true }}>
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
                onClick={rowClick(() => void navigate(`/hub/${node.hubId}`))}
              >
                <Table.Cell whiteSpace="nowrap">
                  <CellLink to={`/hub/${node.hubId}`}>{formatDateTime(node.created)}</CellLink>
                </Table.Cell>
                <Table.Cell>
                  <CellLink to={`/hub/${node.hubId}`}>{node.hubId}</CellLink>
                </Table.Cell>
                {cells(node)}
              </Table.Row>
            ))}
          </Table.Body>
        </ScrollTable>
      )}
    </Stack>
  );
}

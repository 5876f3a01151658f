import type { ErrorLike } from '@apollo/client';
import { Box, Table, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { LoadFailedRow } from './LoadFailedRow';

interface AdminListTableProps {
  /** The header row's cells. */
  header: ReactNode;
  /** How many columns the header has (the failed-load row spans them). */
  columns: number;
  /** The table's greatest height: the window's less what the page puts above it. */
  maxH: string;
  /** The list's query has answered. */
  loaded: boolean;
  error: ErrorLike | undefined;
  /** A retry is under way: the failed-load row waits for its answer. */
  loading: boolean;
  /** The failed-load row's title, e.g. "The profiles could not be loaded." */
  failedTitle: string;
  onRetry: () => void;
  /** The rows. */
  children: ReactNode;
}

/**
 * An administration list loaded by one query (spec 3), in a scroll region under a header that stays in
 * view: while it loads a "Loading..." line under the header, and a failed load turns into the load-failed
 * row with its retry, the rows left out (spec 3 §8: no stale rows are shown with the error).
 */
export function AdminListTable(props: AdminListTableProps) {
  const { error } = props;
  return (
    <Box borderWidth="1px" rounded="md" bg="white" maxH={props.maxH} overflow="auto">
      <Table.Root size="sm" interactive stickyHeader>
        <Table.Header>
          <Table.Row>{props.header}</Table.Row>
        </Table.Header>
        <Table.Body>
          {error && !props.loading && (
            <LoadFailedRow
              columns={props.columns}
              title={props.failedTitle}
              error={error}
              onRetry={props.onRetry}
            />
          )}
          {!error && props.children}
        </Table.Body>
      </Table.Root>
      {!props.loaded && !error && (
        <Text p="3" color="fg.muted">
          Loading...
        </Text>
      )}
    </Box>
  );
}

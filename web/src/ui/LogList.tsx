import { Box, Button, HStack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useRef } from 'react';
import { Virtuoso } from 'react-virtuoso';
import type { VirtuosoHandle } from 'react-virtuoso';
import { ErrorNotice } from './ErrorNotice';
import type { LogPages } from './useLogPages';

interface LogListProps<N> {
  /** What the list is, e.g. "Comms log"; names the scroll region for assistive technology and tests. */
  label: string;
  pages: LogPages<N>;
  header: ReactNode;
  /** The CSS grid columns shared by the header and every row. */
  columns: string;
  rowKey: (row: N) => string;
  renderRow: (row: N) => ReactNode;
  emptyText: string;
  errorTitle: string;
}

/**
 * The one cursor list: a log as one virtual list (react-virtuoso), paged by cursors (useLogPages):
 * scrolling to the end loads the older page; Newer fetches what arrived since the newest row and puts it
 * on top. Older jumps to the end of what is loaded, which loads the next page. Used by the comms and
 * action logs. Not the data grid's VirtualTable: a log's rows open in place (the comms headers, body and
 * raw payload) so they vary in height, and the list grows at both ends from cursors rather than being
 * addressed by offset.
 */
export function LogList<N>(props: LogListProps<N>) {
  const { label, pages, header, columns, rowKey, renderRow, emptyText, errorTitle } = props;
  const list = useRef<VirtuosoHandle>(null);
  const { rows, firstItemIndex, loading, error, hasOlder, upToDate } = pages;
  return (
    <Box display="flex" flexDirection="column" gap="2" h="calc(100vh - 11rem)" minH="24rem">
      <HStack justify="space-between" wrap="wrap">
        <HStack gap="2">
          <Button
            size="xs"
            variant="outline"
            onClick={() => {
              pages.loadNewer();
              list.current?.scrollToIndex({ index: 0 });
            }}
            disabled={loading}
          >
            Newer
          </Button>
          <Button
            size="xs"
            variant="outline"
            onClick={() => {
              list.current?.scrollToIndex({ index: rows.length - 1, align: 'end' });
              pages.loadOlder();
            }}
            disabled={loading || !hasOlder || rows.length === 0}
          >
            Older
          </Button>
          {upToDate && <Text fontSize="sm">Nothing newer.</Text>}
        </HStack>
        <Text fontSize="sm" color="fg.muted" aria-live="polite">
          {loading ? 'Loading...' : `${rows.length} rows loaded${hasOlder ? '' : ', oldest reached'}`}
        </Text>
      </HStack>
      {error && <ErrorNotice title={errorTitle} error={error} onRetry={pages.reload} />}
      <Box
        display="grid"
        gridTemplateColumns={columns}
        gap="2"
        px="2"
        py="1"
        fontWeight="semibold"
        fontSize="sm"
        borderBottomWidth="1px"
      >
        {header}
      </Box>
      {!loading && !error && rows.length === 0 ? (
        <Text>{emptyText}</Text>
      ) : (
        <Box flex="1" minH="0" role="region" aria-label={label}>
          <Virtuoso
            ref={list}
            style={{ height: '100%' }}
            data={rows}
            firstItemIndex={firstItemIndex}
            computeItemKey={(_, row) => rowKey(row)}
            endReached={pages.loadOlder}
            increaseViewportBy={200}
            itemContent={(_, row) => renderRow(row)}
          />
        </Box>
      )}
    </Box>
  );
}

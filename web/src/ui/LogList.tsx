import { Box, Button, HStack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useRef, useState } from 'react';
import { Virtuoso } from 'react-virtuoso';
import type { VirtuosoHandle } from 'react-virtuoso';
import { ErrorNotice } from './ErrorNotice';
import type { LogPages } from './useLogPages';

interface LogListProps<N> {
  /** What the list is, e.g. "Comms log"; names the scroll region for assistive technology and tests. */
  label: string;
  pages: LogPages<N>;
  header: ReactNode;
  /**
   * The CSS grid columns shared by the header and every row. Each row pads inline by 2, as the header
   * does, so the two line up.
   */
  columns: string;
  rowKey: (row: N) => string;
  renderRow: (row: N) => ReactNode;
  emptyText: string;
  errorTitle: string;
}

// The header and the rows are in one scroll region, in both directions: the header is sticky at its top,
// so it stays in view as the rows scroll down and moves with them when they scroll sideways (a header
// outside the scroller stayed put, over other columns, and made the page itself as wide as the columns).
// The region's content is as wide as the header needs (the sum of its columns' least widths) and at least
// the region's width; the virtual rows take that width and add none of their own (`contain`), so a
// long value loaded further down never widens the list. The region is a size container, so what opens
// under a row (LogRowDetail) can be kept to the width that is in view.
const REGION_CSS = { containerType: 'inline-size' } as const;
const ROWS_CSS = { contain: 'inline-size' } as const;

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
  // The region scrolls the list (react-virtuoso's customScrollParent), so that the header can be in it.
  const [scroller, setScroller] = useState<HTMLDivElement | null>(null);
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
              scroller?.scrollTo({ top: 0 });
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
      {!loading && !error && rows.length === 0 ? (
        <Text>{emptyText}</Text>
      ) : (
        <Box
          ref={setScroller}
          flex="1"
          minH="0"
          role="region"
          aria-label={label}
          // The keyboard scrolls it (arrows, Page Down) once it has the focus, as it does a table's region.
          tabIndex={0}
          overflow="auto"
          // A control reached with Tab is scrolled into view below the sticky header, not under it.
          scrollPaddingTop="2.5rem"
          borderWidth="1px"
          rounded="md"
          bg="bg"
          css={REGION_CSS}
        >
          <Box width="max-content" minW="full">
            <Box
              data-testid="log-header"
              position="sticky"
              top="0"
              zIndex="1"
              bg="bg"
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
            {scroller && (
              <Box css={ROWS_CSS}>
                <Virtuoso
                  ref={list}
                  customScrollParent={scroller}
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
        </Box>
      )}
    </Box>
  );
}

/**
 * What opens under a log's row (a comms row's headers, body or raw payload): as wide as the list's
 * visible part, and kept there when the list is scrolled sideways to other columns, so it reads on a
 * phone without scrolling back and forth.
 */
export function LogRowDetail({ children, testId }: { children: ReactNode; testId: string }) {
  return (
    <Box
      data-testid={testId}
      mt="1"
      position="sticky"
      left="2"
      maxW="calc(100cqw - 2 * var(--chakra-spacing-2))"
    >
      {children}
    </Box>
  );
}

import { Box, Table } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import './grid/cellPieces.css';

interface ScrollTableProps {
  /** Names the scroll region for assistive technology and tests. */
  label: string;
  children: ReactNode;
  /** The table's own props (size, interactive, aria-busy …). */
  tableProps?: Table.RootProps;
}

// The header's and body's rows and cells are styled here once, at table level, as Chakra's small "line" table draws
// its Table.Row / Table.ColumnHeader / Table.Cell: a list's rows can then be plain <tr>/<th>/<td> (with the class names below for
// what differs per column), instead of a Chakra component per cell that computes its Emotion styles per
// cell (issue 19: most of a list's time from data to painted rows). Chakra cells inside look the same.
const BODY_CSS = {
  // The whole header is what stays in view (Chakra's stickyHeader sticks each header row at the top, so a
  // header of two rows, as the health view's groups and columns, would draw one row over the other).
  '& > thead': { position: 'sticky', top: 0, zIndex: 1 },
  // The header is opaque over the rows scrolling under it. Body rows are left to the row: a table-level
  // rule here outranked a row's own bg (severity, read/unread, job status colours showed white).
  '& > thead > tr': { background: 'var(--chakra-colors-bg)' },
  '& > thead > tr > th': {
    paddingInline: 'var(--chakra-spacing-2)',
    paddingBlock: 'var(--chakra-spacing-2)',
    borderBottomWidth: '1px',
    fontWeight: 'var(--chakra-font-weights-medium)',
    textAlign: 'start',
    color: 'var(--chakra-colors-fg)',
  },
  '& > tbody > tr > td': {
    paddingInline: 'var(--chakra-spacing-2)',
    paddingBlock: 'var(--chakra-spacing-2)',
    borderBottomWidth: '1px',
    textAlign: 'start',
  },
  '& > tbody > tr.cell-clickable': { cursor: 'pointer' },
  '& > tbody > tr[tabindex]:focus-visible': {
    outline: '2px solid var(--chakra-colors-gray-focus-ring)',
    outlineOffset: '-2px',
  },
  '& > tbody > tr > td.cell-strong': { fontWeight: 'var(--chakra-font-weights-semibold)' },
  '& > tbody > tr > td.cell-nowrap': { whiteSpace: 'nowrap' },
  '& > tbody > tr > td.cell-mono': { fontFamily: 'var(--chakra-fonts-mono)' },
  '& > tbody > tr > td.cell-muted': { color: 'var(--chakra-colors-fg-muted)' },
  '& a.cell-link': {
    display: 'block',
    alignItems: 'center',
    outline: 'none',
    cursor: 'pointer',
    borderRadius: 'var(--chakra-radii-l1)',
    color: 'var(--chakra-colors-blue-700)',
  },
  '& a.cell-link:hover': {
    textDecoration: 'underline',
    textUnderlineOffset: '3px',
    textDecorationColor: 'color-mix(in srgb, currentColor 20%, transparent)',
  },
  '& a.cell-link:focus-visible': {
    outline: '2px solid var(--chakra-colors-gray-focus-ring)',
    outlineOffset: '2px',
  },
};

/**
 * A short list's table (a page of 20 to 50 rows, or rows that expand) in a scroll region of the window's
 * height, so its header stays in view while the rows scroll. Lists that hold hundreds of rows use the
 * virtual table (ui/grid/VirtualTable) instead.
 */
export function ScrollTable({ label, children, tableProps }: ScrollTableProps) {
  return (
    <Box
      role="region"
      aria-label={label}
      tabIndex={0}
      overflow="auto"
      // As tall as its rows, up to the window's height less the page above; on a short window that limit
      // is 12rem at the least. (A min-height instead drew a few rows over a blank box.)
      maxH="max(12rem, calc(100vh - 12rem))"
      borderWidth="1px"
      rounded="md"
      bg="white"
    >
      <Table.Root size="sm" stickyHeader css={BODY_CSS} {...tableProps}>
        {children}
      </Table.Root>
    </Box>
  );
}

/**
 * A cell's content as a real link (middle-click, open in a new tab, keyboard focus), link-coloured as the
 * data grid's row links are (ui/grid/VirtualTable), so a person sees the row opens something. A plain
 * router link with the class ScrollTable styles (`cell-link`, drawn as Chakra's plain Link), not a Chakra
 * component per row.
 */
export function CellLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <RouterLink to={to} className="cell-link">
      {children}
    </RouterLink>
  );
}

/**
 * A row's click handler for rows that also hold a real link to the same place (CellLink): a plain click
 * anywhere on the row opens it, clicks on a link (or a control) inside the row are left to it, and a
 * click with Ctrl, Cmd or Shift is not turned into a navigation of this tab (the person asked for a new
 * tab or window, which only the row's link can give).
 */
export function rowClick(open: () => void) {
  return (event: React.MouseEvent) => {
    if ((event.target as Element).closest('a, button, input, select, textarea')) return;
    if (event.ctrlKey || event.metaKey || event.shiftKey) return;
    open();
  };
}

/**
 * The props of a row that opens in place (an issue's editor, a firmware's detail) rather than going to
 * another page: a click anywhere on it (rowClick) toggles it, and so do Enter and Space once it has the
 * keyboard focus (it is in the tab order), and it says whether it is open. Rows that go somewhere use
 * CellLink instead.
 */
export function toggleRow(open: boolean, toggle: () => void) {
  return {
    tabIndex: 0,
    'aria-expanded': open,
    onClick: rowClick(toggle),
    onKeyDown: (event: React.KeyboardEvent) => {
      // Keys typed into the open row's editor (or on a link in the row) are theirs.
      if (event.target !== event.currentTarget) return;
      if (event.key !== 'Enter' && event.key !== ' ') return;
      event.preventDefault();
      toggle();
    },
  };
}

import { Box, Link, Table } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';

interface ScrollTableProps {
  /** Names the scroll region for assistive technology and tests. */
  label: string;
  children: ReactNode;
  /** The table's own props (size, interactive, aria-busy …). */
  tableProps?: Table.RootProps;
}

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
      maxH="calc(100vh - 12rem)"
      minH="12rem"
      borderWidth="1px"
      rounded="md"
      bg="white"
    >
      <Table.Root size="sm" stickyHeader {...tableProps}>
        {children}
      </Table.Root>
    </Box>
  );
}

/**
 * A cell's content as a real link (middle-click, open in a new tab, keyboard focus), link-coloured as the
 * data grid's row links are (ui/grid/VirtualTable), so a person sees the row opens something.
 */
export function CellLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link asChild color="blue.700" display="block" _hover={{ textDecoration: 'underline' }}>
      <RouterLink to={to}>{children}</RouterLink>
    </Link>
  );
}

/** A row's click handler that leaves clicks on a link (or a control) inside the row to it. */
export function rowClick(open: () => void) {
  return (event: React.MouseEvent) => {
    if ((event.target as Element).closest('a, button, input, select, textarea')) return;
    open();
  };
}

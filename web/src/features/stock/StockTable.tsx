import { Box, Table } from '@chakra-ui/react';
import type { ReactNode } from 'react';

interface StockTableProps {
  /** The table's accessible name. */
  label: string;
  headers: readonly string[];
  /** Scroll inside this height, headers staying in view. */
  maxH?: string;
  /** The rows (Table.Row elements). */
  children: ReactNode;
}

/** The plain table of the stock screens: a bordered box, headers that stay in view, aligned numbers. */
export function StockTable({ label, headers, maxH, children }: StockTableProps) {
  return (
    <Box overflow="auto" maxH={maxH} borderWidth="1px" rounded="md" bg="white">
      <Table.Root size="sm" stickyHeader aria-label={label}>
        <Table.Header>
          <Table.Row>
            {headers.map((header) => (
              <Table.ColumnHeader key={header} whiteSpace="nowrap">
                {header}
              </Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body fontVariantNumeric="tabular-nums">{children}</Table.Body>
      </Table.Root>
    </Box>
  );
}

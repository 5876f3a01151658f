import { Table } from '@chakra-ui/react';
import { Fragment, useState, type ReactNode } from 'react';
import { ScrollTable, toggleRow } from '../../ui/ScrollTable';

interface ExpandableRowsTableProps<R extends { id: number }> {
  /** The table's accessible name (and its scroll region's). */
  label: string;
  columns: readonly string[];
  rows: readonly R[];
  /** The cells of a row, one per column. */
  cells: (row: R) => ReactNode;
  /** What an open row shows below it, across all columns. */
  detail: (row: R) => ReactNode;
}

/**
 * The firmware screens (spec 1 §2) list their records the same way: clicking a row (or Enter on it, from
 * the keyboard: ui/ScrollTable's toggleRow) opens it (aria-expanded, tinted) with its detail in a
 * full-width row below; one row is open at a time and a second click closes it. In the shared ScrollTable,
 * so a table wider than a phone's window (390 px: Created and Set) scrolls in its own box instead of
 * widening the page and cutting its last column.
 */
export function ExpandableRowsTable<R extends { id: number }>({
  label,
  columns,
  rows,
  cells,
  detail,
}: ExpandableRowsTableProps<R>) {
  const [expanded, setExpanded] = useState<number | null>(null);
  return (
    <ScrollTable label={label} tableProps={{ 'aria-label': label }}>
      <Table.Header>
        <Table.Row>
          {columns.map((column) => (
            <Table.ColumnHeader key={column}>{column}</Table.ColumnHeader>
          ))}
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {rows.map((row) => (
          <Fragment key={row.id}>
            <Table.Row
              cursor="pointer"
              bg={expanded === row.id ? 'teal.50' : undefined}
              _focusVisible={{
                outline: '2px solid',
                outlineColor: 'colorPalette.focusRing',
                outlineOffset: '-2px',
              }}
              {...toggleRow(expanded === row.id, () => setExpanded(expanded === row.id ? null : row.id))}
            >
              {cells(row)}
            </Table.Row>
            {expanded === row.id && (
              <Table.Row bg="teal.50">
                <Table.Cell colSpan={columns.length}>{detail(row)}</Table.Cell>
              </Table.Row>
            )}
          </Fragment>
        ))}
      </Table.Body>
    </ScrollTable>
  );
}

import { Box, Table } from '@chakra-ui/react';
import { Fragment, useState, type ReactNode } from 'react';
import { formatDateTime } from '../../ui/formatting';
import { ScrollTable, toggleRow } from '../../ui/ScrollTable';
import './expandableRows.css';

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
 * so a table wider than a phone's window scrolls in its own box instead of widening the page and cutting
 * its last column. The open row's detail is kept to the part of the box in view (expandableRows.css),
 * so its form reads and types on a phone without scrolling sideways; on a phone the cells pad less and a
 * date (WhenCell) takes two lines, so the firmwares' five columns fit a 390 px window.
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
    <Box className="expandable-rows">
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
                  <Table.Cell colSpan={columns.length}>
                    <div className="expandable-rows-detail">{detail(row)}</div>
                  </Table.Cell>
                </Table.Row>
              )}
            </Fragment>
          ))}
        </Table.Body>
      </ScrollTable>
    </Box>
  );
}

/**
 * A time's cell, "19 Nov 2026, 02:34": on one line where there is room; on a phone it may break after the
 * comma (date above time), and nowhere else.
 */
export function WhenCell({ iso }: { iso: string | null | undefined }) {
  const text = formatDateTime(iso);
  const comma = text.lastIndexOf(', ');
  return (
    <Table.Cell className="expandable-rows-when">
      {comma < 0 ? (
        text
      ) : (
        <>
          <span>{text.slice(0, comma + 1)}</span> <span>{text.slice(comma + 2)}</span>
        </>
      )}
    </Table.Cell>
  );
}

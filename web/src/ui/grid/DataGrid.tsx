import { Box, HStack, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ErrorNotice } from '../ErrorNotice';
import { convertEdit } from './convertSearch';
import { FilterBox } from './FilterBox';
import { GRID_ROW_HEIGHT, GRID_VIEWPORT_PX } from './rowWindow';
import type { GridColumn, GridDataSource, RowId } from './types';
import { useGridFilters, type GridFilters } from './useGridFilters';
import { useGridSelection, type GridSelection } from './useGridSelection';
import { useRowWindow } from './useRowWindow';
import { UNCERTAIN_WRITE_TEXT, saveFailureKind } from '../saveFailureKind';
import { VirtualTable, type CellStatus } from './VirtualTable';
import { formatNumber } from '../formatting';

export interface DataGridProps<Row> {
  /** Names the grid (its region and table) for assistive technology and tests. */
  label: string;
  columns: readonly GridColumn<Row>[];
  source: GridDataSource<Row>;
  rowId(row: Row): RowId;
  rowColour?(row: Row, index: number): string | undefined;
  /** Prefix of this grid's searches in the URL; two grids on one page need different ones. */
  urlPrefix?: string;
  /** A checkbox column and a select-all header. */
  selectable?: boolean;
  /** With `selectable`: offer the select-all header (default true); false ticks rows one by one only. */
  selectAll?: boolean;
  /** Said when the search matches no row (default "No rows match."). */
  emptyText?: string;
  /** Buttons beside "Count: n" (export, bulk panels), given the selection and the searches. */
  toolbar?(state: { selection: GridSelection; filters: GridFilters }): ReactNode;
  /** Told the ticked rows' ids each time they change, for a panel outside the grid that follows them. */
  onSelectionChange?(ids: ReadonlySet<RowId>): void;
  rowHeight?: number;
  height?: string;
}

const ROWS_NOT_LOADED = 'The rows could not be loaded.';

const cellKey = (id: RowId, field: string) => `${String(id)}\u0001${field}`;

/**
 * What a grid reads while one of its searches cannot be read: nothing. The search is not dropped (that
 * showed every row, counted them all and let select-all tick them for a bulk change).
 */
const NO_ROWS: GridDataSource<never> = {
  fetchRows: () => Promise.resolve([]),
  count: () => Promise.resolve(0),
  allIds: () => Promise.resolve([]),
};

/**
 * The one data grid (ARCHITECTURE.md "Shared pieces"): server paging through a bounded window with the
 * scrollbar spanning the whole result, column searches kept in the URL, select-all over the search, typed
 * in-place edits that show at once and roll back with the error on the cell when the write fails.
 */
export function DataGrid<Row>(props: DataGridProps<Row>) {
  const { columns, source, rowId, selectable = false, selectAll = true } = props;
  // A grid whose columns have no search boxes has no filter row.
  const searchable = columns.some((column) => column.filter !== false);
  const filters = useGridFilters(columns, props.urlPrefix);
  const [cells, setCells] = useState<ReadonlyMap<string, CellStatus & { field: string; id: RowId }>>(
    new Map(),
  );
  // Rows as their last write's answer gave them (the whole row as stored), shown instead of the row loaded
  // before it, until the row is loaded again.
  const [savedRows, setSavedRows] = useState<ReadonlyMap<RowId, Row>>(new Map());
  // Rows that come back from the source carry what was saved: their saved edits and saved rows are no
  // longer needed. A failed edit's message stays (the cell shows the row as stored).
  const onLoaded = useCallback(
    (rows: readonly Row[]) => {
      const loaded = new Set(rows.map(rowId));
      setSavedRows((current) => {
        if (![...current.keys()].some((id) => loaded.has(id))) return current;
        return new Map([...current].filter(([id]) => !loaded.has(id)));
      });
      setCells((current) => {
        if (current.size === 0) return current;
        const next = new Map(current);
        for (const [key, status] of current)
          if (loaded.has(status.id) && !status.saving && !status.error) next.delete(key);
        return next.size === current.size ? current : next;
      });
    },
    [rowId],
  );
  const problem = filters.problem;
  const rows = useRowWindow(problem ? NO_ROWS : source, filters.filters, filters.key, onLoaded);
  const selection = useGridSelection(problem ? NO_ROWS : source, filters.filters, filters.key);
  const onSelectionChange = useRef(props.onSelectionChange);
  onSelectionChange.current = props.onSelectionChange;
  useEffect(() => onSelectionChange.current?.(selection.ids), [selection.ids]);
  const mounted = useRef(true);
  useEffect(
    () => () => {
      mounted.current = false;
    },
    [],
  );

  const setCell = (id: RowId, field: string, status: CellStatus | null) =>
    setCells((current) => {
      const next = new Map(current);
      if (status) next.set(cellKey(id, field), { ...status, id, field });
      else next.delete(cellKey(id, field));
      return next;
    });

  /** Writes an edit; false when its text cannot be the column's type (said, and nothing sent). */
  const commit = (row: Row, column: GridColumn<Row>, text: string): boolean => {
    const id = rowId(row);
    const converted = convertEdit(column.type ?? 'text', text, column.withTime);
    if (!converted.ok) {
      setCell(id, column.field, { error: `${column.header}: ${converted.message}` });
      return false;
    }
    if (!source.updateCell) return true;
    setCell(id, column.field, { value: converted.value, saving: true });
    source.updateCell(id, column.field, converted.value).then(
      (stored) => {
        if (!mounted.current) return;
        if (!stored) return setCell(id, column.field, { value: converted.value });
        // The row as stored replaces the typed value (and the rest of the row as loaded).
        setSavedRows((current) => new Map(current).set(id, stored));
        setCell(id, column.field, null);
      },
      (failure: unknown) => {
        if (!mounted.current) return;
        const error = failure instanceof Error ? failure : new Error(String(failure));
        // A write that got no answer may have gone through: said so, not "not saved" (issue 16).
        const uncertain = saveFailureKind(error) === 'uncertain';
        setCell(id, column.field, {
          error: uncertain
            ? `${column.header} may have been saved. ${UNCERTAIN_WRITE_TEXT}`
            : `${column.header}: ${error.message}`,
          uncertain,
        });
        // The cell then shows what is stored, not the value from before the edit.
        if (uncertain) rows.reload();
      },
    );
    return true;
  };

  const failures = [...cells.values()].filter((status) => status.error);
  const total = rows.total;
  // The rows could not be loaded (none has been): the count is not coming, and what acts on the rows
  // (a bulk panel, export, select-all) waits for a load that succeeds (Try again).
  const failed = rows.error !== null && rows.held === 0;
  const countText =
    total !== null ? `Count: ${formatNumber(total)}` : rows.error !== null ? 'Count unknown' : 'Count: …';

  return (
    <Stack gap="2" cursor={rows.loading ? 'progress' : undefined}>
      <HStack gap="4" wrap="wrap">
        {/* No count while a search cannot be read: the rows it would count are not the search's. */}
        {!problem && (
          <Text fontWeight="semibold" aria-live="polite">
            {countText}
          </Text>
        )}
        {selectable && !problem && (
          <Text fontSize="sm" color="fg.muted" aria-live="polite">
            {selection.loadingAll
              ? 'Selecting every matching row...'
              : `Selected: ${formatNumber(selection.ids.size)}${selection.all ? ' (all matching)' : ''}`}
          </Text>
        )}
        {props.toolbar && (
          // A disabled fieldset disables every control the page put in the toolbar, whichever grid it is.
          <fieldset className="grid-toolbar" disabled={failed} title={failed ? ROWS_NOT_LOADED : undefined}>
            {props.toolbar({ selection, filters })}
          </fieldset>
        )}
        {rows.loading && (
          <Text fontSize="sm" color="fg.muted">
            Loading...
          </Text>
        )}
      </HStack>
      {rows.error && <ErrorNotice title={ROWS_NOT_LOADED} error={rows.error.message} onRetry={rows.retry} />}
      {selection.error && (
        <ErrorNotice title="Could not select every matching row." error={selection.error.message} />
      )}
      {/* Above the table, where the edited row is in view: under a tall grid it was off the screen. */}
      {failures.length > 0 && (
        <Box role="alert" color="red.700" fontSize="sm">
          {failures.slice(-3).map((status) => (
            <Text key={cellKey(status.id, status.field)}>
              {status.uncertain
                ? `Row ${String(status.id)}: ${status.error}`
                : `Row ${String(status.id)} not saved. ${status.error}`}
            </Text>
          ))}
        </Box>
      )}
      <VirtualTable
        // A new search starts at the top of its result (offset 0). Not a key: remounting the table would
        // also remount the filter row and lose what is being typed in another box meanwhile.
        resetKey={filters.key}
        label={props.label}
        columns={columns}
        rowCount={rows.rowCount}
        rowAt={(index) => {
          const row = rows.rowAt(index);
          return row === undefined ? row : (savedRows.get(rowId(row)) ?? row);
        }}
        rowId={rowId}
        rowColour={props.rowColour}
        rowHeight={props.rowHeight ?? GRID_ROW_HEIGHT}
        height={props.height ?? `${GRID_VIEWPORT_PX}px`}
        onRangeChanged={rows.onRangeChanged}
        emptyText={
          problem ?? (!rows.loading && total === 0 ? (props.emptyText ?? 'No rows match.') : undefined)
        }
        filterCell={
          searchable
            ? (column) => (
                <FilterBox
                  column={column}
                  applied={filters.texts[column.field] ?? ''}
                  error={filters.errors[column.field]}
                  onApply={(text) => filters.apply(column.field, text)}
                  onClear={() => filters.clear(column.field)}
                />
              )
            : undefined
        }
        selection={
          selectable
            ? {
                isSelected: (row) => selection.ids.has(rowId(row)),
                toggle: (row) => selection.toggle(rowId(row)),
                header: selectAll ? (
                  <input
                    type="checkbox"
                    aria-label="Select every matching row"
                    checked={selection.all}
                    ref={(box) => {
                      if (box) box.indeterminate = !selection.all && selection.ids.size > 0;
                    }}
                    // Nothing to select while a search cannot be read (no rows are shown then).
                    disabled={selection.loadingAll || problem !== null || failed}
                    title={problem ?? (failed ? ROWS_NOT_LOADED : undefined)}
                    onChange={selection.toggleAll}
                  />
                ) : null,
              }
            : undefined
        }
        cellStatus={cells.size ? (row, column) => cells.get(cellKey(rowId(row), column.field)) : undefined}
        onCommit={source.updateCell ? commit : undefined}
        // A refused edit's message stays until the cell is saved, or its next edit is given up.
        onCancelEdit={(row, column) => {
          if (cells.get(cellKey(rowId(row), column.field))?.error) setCell(rowId(row), column.field, null);
        }}
      />
    </Stack>
  );
}

import { Box } from '@chakra-ui/react';
import type { CSSProperties, ReactNode } from 'react';
import { forwardRef, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { TableVirtuoso, type TableComponents, type TableVirtuosoHandle } from 'react-virtuoso';
import { cellValue, displayText } from './cellText';
import { CellEditor, type EditorExit } from './CellEditor';
import type { VisibleRange } from './rowWindow';
import type { GridColumn, RowId } from './types';
import { isPlainClick } from '../isPlainClick';
import './virtualTable.css';

/** What the grid knows about one cell beyond its row: an edit on its way, or one that failed. */
export interface CellStatus {
  /** The value being written (shown at once); absent after a failed write, which shows the row's value. */
  value?: unknown;
  saving?: boolean;
  error?: string;
  /** The write got no answer: it may have gone through (`error` says so). */
  uncertain?: boolean;
}

export interface RowSelection<Row> {
  isSelected(row: Row): boolean;
  toggle(row: Row): void;
  /** The header checkbox. */
  header: ReactNode;
}

export interface VirtualTableProps<Row> {
  /** Names the table for assistive technology and tests. */
  label: string;
  columns: readonly GridColumn<Row>[];
  rowCount: number;
  /** The row at an index; undefined shows a placeholder row (not loaded yet). */
  rowAt(index: number): Row | undefined;
  rowId(row: Row): RowId;
  /** Rows that open something are real links: each cell is an <a href> (middle-click, new tab). */
  rowHref?(row: Row): string;
  /** A row's background; default alternating grey and white. */
  rowColour?(row: Row, index: number): string | undefined;
  /** A row's text colour, readable on its rowColour; default the table's. */
  rowTextColour?(row: Row, index: number): string | undefined;
  /** px; default 28. */
  rowHeight?: number;
  /**
   * Headers may wrap at their spaces ("Voltage (mV)" on two lines over a column as narrow as its values);
   * the header row is as tall as its tallest. A word wider than its column still overflows (and is cut).
   */
  wrapHeaders?: boolean;
  /** The scroller's height (CSS); the header stays in view while the rows scroll under it. */
  height: string;
  /**
   * A header the screen draws instead of the column's text (a button that sorts by it), with the column's
   * aria-sort; the header cell itself (width, the key column staying in view) stays the table's.
   */
  header?(column: GridColumn<Row>): { content: ReactNode; sort?: 'ascending' | 'descending' | 'none' };
  /** The content of a column's cell in the filter row under the headers; no filter row when absent. */
  filterCell?(column: GridColumn<Row>): ReactNode;
  selection?: RowSelection<Row>;
  cellStatus?(row: Row, column: GridColumn<Row>): CellStatus | undefined;
  /** Editing is on when given: the text typed in an editable cell (different from where it started). */
  /** An edit to write; false when its text was refused before sending (the editor then stays open). */
  onCommit?(row: Row, column: GridColumn<Row>, text: string): boolean | void;
  /** An edit of the cell was given up (Escape): what was said about an earlier edit of it is done with. */
  onCancelEdit?(row: Row, column: GridColumn<Row>): void;
  onRangeChanged?(range: VisibleRange): void;
  emptyText?: string;
  /**
   * Changes with each new search: the rows go back to the top and the active cell to the first. The table
   * is not remounted for it, so the filter row keeps what is being typed in another box, and its focus.
   */
  resetKey?: string;
}

interface Position {
  row: number;
  col: number;
}

interface Context<Row> {
  props: VirtualTableProps<Row>;
  active: Position;
  editing: Position | null;
  tableWidth: number;
  /** A cell that should take focus once it is rendered (after a keyboard move scrolled it into view). */
  focusWanted: { current: Position | null };
  /** The table's region, where its cells are looked up. */
  box: { current: HTMLDivElement | null };
  activate(position: Position, edit?: boolean): void;
  commit(row: Row, column: GridColumn<Row>, text: string, exit: EditorExit): boolean;
  cancelEdit(row: Row, column: GridColumn<Row>): void;
  openRow(href: string): void;
}

const DEFAULT_WIDTH = 120;
const CHECKBOX_WIDTH = 28;
// Under a search row a date column is wide enough for its box's example ("20 Feb 2027"): ECMS's Completed
// On (110 px) showed "20 Feb 202".
const DATE_SEARCH_WIDTH = 130;

/** The column's width in px: its own, or the default; widened for a date column's search box. */
function widthOf<Row>(column: GridColumn<Row>, searched: boolean): number {
  const width = column.width ?? DEFAULT_WIDTH;
  return searched && column.type === 'date' ? Math.max(width, DATE_SEARCH_WIDTH) : width;
}

// Components are declared once, outside any render: inline ones would remount every row on each render
// and lose the focus of a cell editor (ARCHITECTURE.md, react-virtuoso).
const components: TableComponents<unknown, Context<unknown>> = {
  Table: ({ context, style, ...props }) => (
    <table {...props} style={{ ...style, width: context?.tableWidth, tableLayout: 'fixed' }} />
  ),
  TableRow: ({ context, item: _item, ...props }) => {
    const index = props['data-index'];
    const row = context?.props.rowAt(index);
    const background =
      row === undefined
        ? undefined
        : (context?.props.rowColour?.(row, index) ??
          (index % 2 === 1 ? 'var(--chakra-colors-gray-100)' : 'white'));
    const color = row === undefined ? undefined : context?.props.rowTextColour?.(row, index);
    return (
      <tr
        {...props}
        aria-rowindex={index + 2}
        aria-busy={row === undefined || undefined}
        data-row-index={index}
        data-row-id={row === undefined ? undefined : context?.props.rowId(row)}
        style={{ ...props.style, background, color }}
      />
    );
  },
  TableHead: forwardRef<HTMLTableSectionElement>(function GridHead(props, ref) {
    return <thead {...props} ref={ref} className="grid-head" />;
  }),
  // Nothing to show: said in the table's body under its header and search rows, as the other tables say
  // it (a row across every column), not above the header where it read as a note about the page.
  EmptyPlaceholder: ({ context }) =>
    context?.props.emptyText ? (
      <tbody>
        <tr>
          <td
            className="grid-empty"
            colSpan={context.props.columns.length + (context.props.selection ? 1 : 0)}
          >
            {context.props.emptyText}
          </td>
        </tr>
      </tbody>
    ) : null,
};

/** The height of the body's row that says there is nothing to show (`.grid-empty`). */
const EMPTY_ROW_HEIGHT = 40;

function focusCell(position: Position, scroller: HTMLElement | null): boolean {
  const cell = scroller?.querySelector<HTMLElement>(`[data-cell="${position.row}:${position.col}"]`);
  cell?.focus();
  return cell !== null && cell !== undefined;
}

/** Whether a row is among those drawn (all of them, as far as is known, before the first are). */
const isDrawnRow = (drawn: { first: number; last: number } | null, row: number) =>
  drawn === null || (row >= drawn.first && row <= drawn.last);

/** What a column may render in a cell that Tab would stop at, unless taken out of the tab order. */
const INNER_FOCUSABLE =
  'a[href]:not([tabindex="-1"]), button:not([tabindex="-1"]), input:not([tabindex="-1"]), select:not([tabindex="-1"]), textarea:not([tabindex="-1"]), [tabindex]:not([tabindex="-1"])';

/** A cell's link or button, which Enter on the cell follows or presses. */
const cellControl = (cell: Element) => cell.querySelector<HTMLElement>('a[href], button:not(:disabled)');

/**
 * A cell whose text is cut (an ellipsis, or a clamp to two lines) gets its whole text as its title, shown on
 * hover; measured as the pointer comes over it, not for every cell drawn. A cell's error keeps its title.
 */
function titleIfClipped(target: EventTarget) {
  const cell = (target as Element).closest?.('td[data-cell]');
  if (!(cell instanceof HTMLElement) || cell.hasAttribute('aria-invalid')) return;
  const inner = cell.firstElementChild;
  const clipped = [cell, inner].some(
    (box) =>
      box instanceof HTMLElement &&
      (box.scrollWidth > box.clientWidth + 1 || box.scrollHeight > box.clientHeight + 1),
  );
  const text = cell.textContent?.trim() ?? '';
  if (clipped && text) cell.title = text;
  else cell.removeAttribute('title');
}

/** The cell a mouse event happened in, as its position (cells carry `data-cell="row:col"`). */
function cellAt(target: EventTarget): Position | null {
  const cell = (target as Element).closest?.('td[data-cell]');
  const [row, col] = (cell?.getAttribute('data-cell') ?? '').split(':').map(Number);
  return row === undefined || col === undefined || Number.isNaN(row) || Number.isNaN(col)
    ? null
    : { row, col };
}

/**
 * The first column is the row's key (uid, hub id, serial): it stays in view, with the checkboxes, while a
 * wide grid scrolls sideways (virtualTable.css), so a ticked row can still be told from the next.
 */
const keyClass = (col: number) => (col === 0 ? 'grid-key' : undefined);

function cellClass(col: number, status: { error?: string; saving?: boolean } | undefined) {
  const state = status?.error ? 'grid-error' : status?.saving ? 'grid-saving' : undefined;
  return [keyClass(col), state].filter(Boolean).join(' ') || undefined;
}

// A row's cells. No handler or ref per cell: clicks are handled once on the table (VirtualTable's onClick,
// onDoubleClick), and a cell that should take focus as it mounts is focused by its row's layout effect.
// Per-cell closures cost React a prop diff and a ref attach per cell on every render of every row.
function RowCells<Row>({ index, context }: { index: number; context: Context<Row> }) {
  const { props, active, editing, focusWanted } = context;
  const row = props.rowAt(index);
  useLayoutEffect(() => {
    // The grid is one Tab stop (its active cell): links and buttons a column renders in its cells are taken
    // out of the tab order, as the row links are. They stay real (middle-click, new tab) and Enter on their
    // cell follows them (VirtualTable's onKeyDown). Each stepped through with Tab, All Stock's serials made
    // Tab walk the grid link by link.
    const cells = context.box.current?.querySelectorAll(`tr[data-row-index="${index}"] > td[data-cell]`);
    cells?.forEach((cell) => {
      if (cell.querySelector('.grid-editor')) return;
      cell.querySelectorAll<HTMLElement>(INNER_FOCUSABLE).forEach((inner) => {
        inner.tabIndex = -1;
      });
    });
    const wanted = focusWanted.current;
    if (wanted && wanted.row === index && focusCell(wanted, context.box.current)) focusWanted.current = null;
  });
  const cells: ReactNode[] = [];
  if (props.selection)
    cells.push(
      <td key="select" className="grid-select">
        {row !== undefined && (
          <input
            type="checkbox"
            tabIndex={-1}
            aria-label={`Select row ${String(props.rowId(row))}`}
            checked={props.selection.isSelected(row)}
            onChange={() => props.selection?.toggle(row)}
          />
        )}
      </td>,
    );
  const href = row === undefined ? undefined : props.rowHref?.(row);
  props.columns.forEach((column, col) => {
    const isActive = active.row === index && active.col === col;
    if (row === undefined) {
      cells.push(
        <td
          key={column.field}
          data-cell={`${index}:${col}`}
          tabIndex={isActive ? 0 : -1}
          className={keyClass(col)}
        >
          <span className="grid-placeholder" />
        </td>,
      );
      return;
    }
    const status = props.cellStatus?.(row, column);
    const value = status && 'value' in status ? status.value : cellValue(column, row);
    const isEditing = editing?.row === index && editing.col === col;
    let content: ReactNode;
    if (isEditing) {
      content = (
        <CellEditor
          column={column}
          value={value}
          onCommit={(text, exit) => context.commit(row, column, text, exit)}
          onCancel={() => context.cancelEdit(row, column)}
        />
      );
    } else {
      const shown = column.render ? column.render(row, value) : displayText(column, value);
      content = href ? (
        <a
          href={href}
          // The row's first column shows as a link; the others keep their text's look (and swatches).
          className={col === 0 ? 'grid-row-link grid-row-key' : 'grid-row-link'}
          tabIndex={-1}
        >
          {shown}
        </a>
      ) : (
        shown
      );
    }
    cells.push(
      <td
        key={column.field}
        data-cell={`${index}:${col}`}
        data-field={column.field}
        tabIndex={isActive ? 0 : -1}
        className={cellClass(col, status)}
        title={status?.error}
        aria-invalid={status?.error ? true : undefined}
      >
        {content}
      </td>,
    );
  });
  return <>{cells}</>;
}

function HeaderRows<Row>({ context }: { context: Context<Row> }) {
  const { props } = context;
  return (
    <>
      <tr>
        {props.selection && (
          <th className="grid-select" style={{ width: CHECKBOX_WIDTH }}>
            {props.selection.header}
          </th>
        )}
        {props.columns.map((column, col) => {
          const own = props.header?.(column);
          return (
            <th
              key={column.field}
              scope="col"
              className={keyClass(col)}
              style={{ width: widthOf(column, Boolean(props.filterCell)) }}
              aria-sort={own?.sort}
            >
              {own ? own.content : column.header}
            </th>
          );
        })}
      </tr>
      {props.filterCell && (
        <tr className="grid-filters">
          {props.selection && <th className="grid-select" />}
          {props.columns.map((column, col) => (
            <th key={column.field} className={keyClass(col)}>
              {props.filterCell?.(column)}
            </th>
          ))}
        </tr>
      )}
    </>
  );
}

/**
 * A virtualised table (react-virtuoso's TableVirtuoso): only the rows in view are in the DOM, the header
 * (and filter row) stay in view, rows not loaded show as placeholders. Arrow keys and Tab move between
 * cells as in a spreadsheet; Enter edits an editable cell (or opens the row's link), Space ticks the row.
 */
export function VirtualTable<Row>(props: VirtualTableProps<Row>) {
  const { columns, rowCount, rowHeight = 28, onCommit } = props;
  const navigate = useNavigate();
  const list = useRef<TableVirtuosoHandle>(null);
  const box = useRef<HTMLDivElement>(null);
  const [active, setActive] = useState<Position>({ row: 0, col: 0 });
  const [editing, setEditing] = useState<Position | null>(null);
  const focusWanted = useRef<Position | null>(null);

  const moveTo = useCallback(
    (position: Position) => {
      const next = {
        row: Math.max(0, Math.min(rowCount - 1, position.row)),
        col: Math.max(0, Math.min(columns.length - 1, position.col)),
      };
      setActive(next);
      setEditing(null);
      focusWanted.current = next;
      list.current?.scrollIntoView({ index: next.row });
      // Already rendered: focus now; otherwise the cell takes focus as it mounts (RowCells' ref).
      requestAnimationFrame(() => {
        if (focusWanted.current && focusCell(next, box.current)) focusWanted.current = null;
      });
    },
    [rowCount, columns.length],
  );

  const context: Context<Row> = {
    props,
    active,
    editing,
    tableWidth:
      columns.reduce((sum, column) => sum + widthOf(column, Boolean(props.filterCell)), 0) +
      (props.selection ? CHECKBOX_WIDTH : 0),
    focusWanted,
    box,
    activate: (position, edit = false) => {
      setActive(position);
      if (edit && onCommit && columns[position.col]?.editable) setEditing(position);
    },
    commit: (row, column, text, exit) => {
      // Refused text stays in its editor to be corrected, unless the person has gone elsewhere.
      if (onCommit?.(row, column, text) === false && exit !== 'leave') return false;
      const from = editing ?? active;
      setEditing(null);
      moveTo(exit === 'next' ? step(from, 1) : exit === 'previous' ? step(from, -1) : from);
      return true;
    },
    cancelEdit: (row, column) => {
      props.onCancelEdit?.(row, column);
      setEditing(null);
      moveTo(active);
    },
    openRow: (href) => void navigate(href),
  };

  function step(from: Position, by: 1 | -1): Position {
    const col = from.col + by;
    if (col >= columns.length) return { row: from.row + 1, col: 0 };
    if (col < 0) return { row: from.row - 1, col: columns.length - 1 };
    return { row: from.row, col };
  }

  // Clicks on cells, handled here once rather than by a handler per cell (RowCells).
  const onClick = (event: React.MouseEvent) => {
    const position = cellAt(event.target);
    if (!position) return;
    context.activate(position);
    // A plain click on a row's link opens it in the app; middle-click, Ctrl-click … stay the browser's.
    const link = (event.target as Element).closest('a.grid-row-link');
    if (link && isPlainClick(event)) {
      event.preventDefault();
      context.openRow(link.getAttribute('href') ?? '');
    }
  };
  const onDoubleClick = (event: React.MouseEvent) => {
    const position = cellAt(event.target);
    if (position) context.activate(position, true);
  };

  const onKeyDown = (event: React.KeyboardEvent) => {
    if (editing || !(event.target instanceof HTMLTableCellElement)) return;
    const { row, col } = active;
    const page = Math.max(1, Math.floor((box.current?.clientHeight ?? 600) / rowHeight) - 1);
    const moves: Record<string, Position | undefined> = {
      ArrowDown: { row: row + 1, col },
      ArrowUp: { row: row - 1, col },
      ArrowRight: { row, col: col + 1 },
      ArrowLeft: { row, col: col - 1 },
      PageDown: { row: row + page, col },
      PageUp: { row: row - page, col },
      Home: { row, col: 0 },
      End: { row, col: columns.length - 1 },
    };
    // Tab is left to the browser: the grid is one stop in the page's tab order (its active cell), and Tab
    // goes on past it, as the ARIA grid pattern has it. Stepping cell by cell, a keyboard user had to press
    // it once per cell of a 2,000-row grid to reach what follows (the arrows move between cells).
    const move = moves[event.key];
    if (move) {
      event.preventDefault();
      moveTo(move);
      return;
    }
    const current = props.rowAt(row);
    if (current === undefined) return;
    if (event.key === 'Enter' || event.key === 'F2') {
      const control = event.key === 'Enter' ? cellControl(event.target) : null;
      if (onCommit && columns[col]?.editable) {
        event.preventDefault();
        setEditing(active);
      } else if (event.key === 'Enter' && props.rowHref) {
        event.preventDefault();
        const href = props.rowHref(current);
        if (event.ctrlKey || event.metaKey) window.open(href, '_blank', 'noopener');
        else void navigate(href);
      } else if (control) {
        // A link or button a column renders in the cell (All Stock's serial, ECMS's Restore): out of the tab
        // order (RowCells), so Enter on its cell follows it, as Enter on a hub list's row opens the hub.
        event.preventDefault();
        // Ctrl or Cmd opens a link in a new tab, as on a hub list's row.
        if (control instanceof HTMLAnchorElement && (event.ctrlKey || event.metaKey))
          window.open(control.href, '_blank', 'noopener');
        else control.click();
      }
    } else if (event.key === ' ' && props.selection) {
      event.preventDefault();
      props.selection.toggle(current);
    }
  };

  // The grid's one Tab stop is its active cell; scrolled far enough away (by the wheel, say), that cell is
  // not drawn and Tab would pass the grid by. Until it is drawn again the scroller is the Tab stop, and
  // the focus arriving there goes on to the active cell (scrolled back into view).
  const [activeDrawn, setActiveDrawn] = useState(true);
  const drawn = useRef<{ first: number; last: number } | null>(null);
  const activeRow = useRef(active.row);
  activeRow.current = active.row;
  const itemsRendered = useCallback((items: readonly { index: number }[]) => {
    drawn.current = items.length === 0 ? null : { first: items[0]!.index, last: items.at(-1)!.index };
    setActiveDrawn(isDrawnRow(drawn.current, activeRow.current));
  }, []);
  useEffect(() => setActiveDrawn(isDrawnRow(drawn.current, active.row)), [active.row]);
  // Only the keyboard's arrival: a press on the scroller (its scrollbar) focuses it too, and must not
  // scroll the rows back to the active cell.
  const pressing = useRef(false);
  const onScrollerFocus = (event: React.FocusEvent) => {
    if (!pressing.current && event.target.hasAttribute('data-virtuoso-scroller')) moveTo(active);
  };

  // A new search starts at the top of its result, with the first cell active.
  const shownFor = useRef(props.resetKey);
  useEffect(() => {
    if (shownFor.current === props.resetKey) return;
    shownFor.current = props.resetKey;
    setActive({ row: 0, col: 0 });
    setEditing(null);
    focusWanted.current = null;
    list.current?.scrollToIndex({ index: 0 });
  }, [props.resetKey]);

  // A new row count (a new search) can leave the active cell past the end.
  useEffect(() => {
    if (active.row >= rowCount && rowCount > 0) setActive({ row: rowCount - 1, col: active.col });
  }, [rowCount, active]);

  const itemContent = useMemo(
    () => (index: number, _: unknown, ctx: Context<Row>) => <RowCells index={index} context={ctx} />,
    [],
  );

  // The header rows' height as drawn: a search's message under its box makes the filter row taller, and a
  // short list must still show its last row without scrolling.
  const [headHeight, setHeadHeight] = useState(0);
  useEffect(() => {
    const head = box.current?.querySelector('thead');
    if (!head || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => setHeadHeight(head.offsetHeight));
    observer.observe(head);
    return () => observer.disconnect();
  }, []);
  const headerRows = Math.max(props.filterCell ? 60 : 34, headHeight);

  return (
    <Box
      ref={box}
      role="region"
      aria-label={props.label}
      onKeyDown={onKeyDown}
      onPointerDownCapture={() => {
        // The focus a press gives comes in the same task as the press.
        pressing.current = true;
        setTimeout(() => (pressing.current = false));
      }}
      onClick={onClick}
      onDoubleClick={onDoubleClick}
      onMouseOver={(event) => titleIfClipped(event.target)}
      borderWidth="1px"
      rounded="md"
      bg="white"
      className={['virtual-table', rowHeight < 20 && 'grid-compact', props.wrapHeaders && 'grid-wrap-headers']
        .filter(Boolean)
        .join(' ')}
      style={
        {
          '--grid-row-height': `${rowHeight}px`,
          '--grid-key-left': `${props.selection ? CHECKBOX_WIDTH : 0}px`,
        } as CSSProperties
      }
    >
      {/* Shown when Tab reaches it: past a wide grid's column searches (34 boxes in the reports grid) to its
          rows in one key, which are then one stop moved through with the arrows. */}
      {props.filterCell && rowCount > 0 && (
        <button type="button" className="grid-skip" onClick={() => moveTo(active)}>
          Skip the column searches to the rows
        </button>
      )}
      {/* The table stays when nothing matches: its filter row is where the search is cleared. */}
      <TableVirtuoso<unknown, Context<Row>>
        ref={list}
        // Not a Tab stop of its own (react-virtuoso's default, for scrolling with the keys): the active cell
        // is the grid's one stop, and the arrow keys move it and scroll to it. The scroller was a second stop.
        // While the active cell is scrolled away (not drawn), the scroller stands in for it (above).
        tabIndex={activeDrawn ? -1 : 0}
        onFocus={onScrollerFocus}
        // Up to the height given; a short list is only as tall as its rows (plus the header rows).
        style={{
          height: `min(${props.height}, ${
            rowCount === 0 && props.emptyText
              ? EMPTY_ROW_HEIGHT + headerRows
              : rowCount * rowHeight + headerRows
          }px)`,
        }}
        totalCount={rowCount}
        fixedItemHeight={rowHeight}
        increaseViewportBy={200}
        context={context}
        components={components as TableComponents<unknown, Context<Row>>}
        fixedHeaderContent={() => <HeaderRows context={context} />}
        itemContent={itemContent}
        rangeChanged={props.onRangeChanged}
        itemsRendered={itemsRendered}
      />
    </Box>
  );
}

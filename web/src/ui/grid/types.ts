import type { ReactNode } from 'react';

/** How a column's values are read, searched and edited. */
export type ColumnType = 'text' | 'number' | 'date' | 'boolean' | 'lookup';

/** One entry of a lookup column: the id stored in the row and the name staff see and type. */
export interface LookupOption {
  id: number;
  name: string;
}

/** The id a grid uses for a row (the upstream's uid). */
export type RowId = string | number;

/** A column of the grid. */
export interface GridColumn<Row> {
  /** The field's name at the API: the filter, the edit, the CSV header and the URL use it. */
  field: string;
  header: string;
  /** Default text. */
  type?: ColumnType;
  /** Width in px (default 120). */
  width?: number;
  /** Editable in place (only in a grid given an updateCell). */
  editable?: boolean;
  /** Never emptied: the editor of a boolean or lookup cell offers no blank (the API refuses one). */
  required?: boolean;
  /** Show a search box for this column (default true); the master sheet's yes/no columns have none. */
  filter?: boolean;
  /**
   * Why the column's values are withheld from this person (blank cells, no search): the search box says
   * "Hidden" and this reason, so an empty column is not taken for empty data.
   */
  hiddenReason?: string;
  /** Date columns: also show the time ("20 Feb 2027, 12:36"); without it "20 Feb 2027". */
  withTime?: boolean;
  /**
   * Text columns holding one of a fixed list (a job's status): the editor picks among them instead of a
   * text box, so a value is chosen, not spelt. The search stays text.
   */
  choices?: readonly string[];
  /** Lookup columns: the ids and names (search matches a name case-insensitively, the editor offers them). */
  options?: readonly LookupOption[];
  /** The value of the row for this column; default row[field]. */
  value?: (row: Row) => unknown;
  /** A cell renderer; default the value formatted by its type. */
  render?: (row: Row, value: unknown) => ReactNode;
}

/** A column search converted to the column's type (spec 3 §5 conversions on search). */
export interface GridFilter {
  field: string;
  /** Numbers for number and lookup columns, booleans for boolean ones, "YYYY-MM-DD" for dates, text otherwise. */
  value: string | number | boolean;
}

/** A value written by an in-place edit: typed like the filter values, null to empty the cell. */
export type EditValue = string | number | boolean | null;

/**
 * Where a grid's rows come from: pages by offset, a count, and the ids of the whole search. The grid
 * never holds more than a bounded window of rows, so the source is asked again as the view moves.
 */
export interface GridDataSource<Row> {
  /** Rows [offset, offset + limit) of the search, in the grid's order. */
  fetchRows(filters: readonly GridFilter[], offset: number, limit: number): Promise<readonly Row[]>;
  /** How many rows match the search. */
  count(filters: readonly GridFilter[]): Promise<number>;
  /** The ids of every row matching the search (select-all). */
  allIds(filters: readonly GridFilter[]): Promise<readonly RowId[]>;
  /**
   * Write one cell (the row's id and the one changed field); rejects with an Error worded for staff.
   * Resolves with the whole row as stored when the write's answer carries it, and the grid shows that
   * row: what the server normalised (an Eircode in capitals) or derived (a company from the installer).
   */
  updateCell?(id: RowId, field: string, value: EditValue): Promise<Row | void>;
}

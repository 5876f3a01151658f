// A grid's column searches as the URL holds them (`?f.city=Cork`), converted to their columns' types: read
// by the grid (useGridFilters) and by a route loader that asks for the grid's first rows at navigation.
import { convertSearch } from './convertSearch';
import type { GridColumn, GridFilter } from './types';

/**
 * The longest column search, in characters. A search lives in the URL, and a URL of many thousand
 * characters is refused by the server on reload (HTTP 431, a blank page); no search needs more.
 */
export const GRID_SEARCH_MAX = 200;

export interface UrlSearches {
  /** What was typed per field, as it stands in the URL. */
  texts: Readonly<Record<string, string>>;
  /** The searches converted to their column's type; the ones that could not be converted are left out. */
  filters: readonly GridFilter[];
  /** Why a typed search could not be converted, per field. */
  errors: Readonly<Record<string, string>>;
}

/** The column searches a URL holds for a grid's columns (prefix: the grid's urlPrefix, default "f."). */
export function readGridFilters<Row>(
  columns: readonly GridColumn<Row>[],
  params: URLSearchParams,
  prefix = 'f.',
): UrlSearches {
  const texts: Record<string, string> = {};
  const filters: GridFilter[] = [];
  const errors: Record<string, string> = {};
  for (const column of columns) {
    // An older link may hold a longer search than the box now takes: it is read as the box would cut it.
    const text = params.get(prefix + column.field)?.slice(0, GRID_SEARCH_MAX) ?? null;
    if (text === null || text.trim() === '' || column.filter === false) continue;
    texts[column.field] = text;
    const converted = convertSearch(column.type ?? 'text', text, column.options);
    if (converted.ok) filters.push({ field: column.field, value: converted.value });
    else errors[column.field] = converted.message;
  }
  return { texts, filters, errors };
}

/**
 * The searches a grid will send for this URL, for its route's loader to ask for its first rows at
 * navigation; null when one of them is on a lookup column whose names are not known without asking
 * the gateway (the grid converts it once its lookups are there).
 */
export function urlGridFilters<Row>(
  columns: readonly GridColumn<Row>[],
  params: URLSearchParams,
  prefix = 'f.',
): readonly GridFilter[] | null {
  const { filters, errors } = readGridFilters(columns, params, prefix);
  const unknownLookup = columns.some(
    (column) => column.type === 'lookup' && !column.options?.length && column.field in errors,
  );
  return unknownLookup ? null : filters;
}

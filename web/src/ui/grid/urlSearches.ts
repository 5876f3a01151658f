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
  /**
   * The fields searched on a lookup column whose names are not here yet (its options undefined): neither a
   * filter nor an error until they are.
   */
  waiting: readonly string[];
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
  const waiting: string[] = [];
  for (const column of columns) {
    // An older link may hold a longer search than the box now takes: it is read as the box would cut it.
    const text = params.get(prefix + column.field)?.slice(0, GRID_SEARCH_MAX) ?? null;
    if (text === null || text.trim() === '' || column.filter === false) continue;
    texts[column.field] = text;
    if (column.type === 'lookup' && column.options === undefined) {
      waiting.push(column.field);
      continue;
    }
    const converted = convertSearch(column.type ?? 'text', text, column.options);
    if (converted.ok) filters.push({ field: column.field, value: converted.value });
    else errors[column.field] = converted.message;
  }
  return { texts, filters, errors, waiting };
}

/**
 * What the grid says in place of its rows while a search cannot be read, or not yet: it shows none then
 * (the search is not dropped, which showed every row and let select-all tick them all); null when every
 * search reads.
 */
export function searchProblem<Row>(
  columns: readonly GridColumn<Row>[],
  { errors, waiting }: Pick<UrlSearches, 'errors' | 'waiting'>,
): string | null {
  const wrong = headersOf(columns, (field) => field in errors);
  if (wrong)
    return `Correct the ${wrong.named} ${wrong.count === 1 ? 'search' : 'searches'} to see the rows.`;
  // Not yet readable, not wrong: its names are on their way (a panel opened with such a search).
  const pending = headersOf(columns, (field) => waiting.includes(field));
  return pending ? `Loading the ${pending.named} names to search by...` : null;
}

/** The headers of the columns whose field `has`, named as a list ("A, B and C"); null when none. */
function headersOf<Row>(columns: readonly GridColumn<Row>[], has: (field: string) => boolean) {
  const headers = columns.filter((column) => has(column.field)).map((column) => column.header);
  if (headers.length === 0) return null;
  const named =
    headers.length === 1 ? headers[0] : `${headers.slice(0, -1).join(', ')} and ${headers.at(-1)}`;
  return { named, count: headers.length };
}

/**
 * The searches a grid will send for this URL, for its route's loader to ask for its first rows at
 * navigation; null when one of them cannot be read (the grid shows no rows then, and asks for none) or is
 * on a lookup column whose names are not known without asking the gateway (the grid converts it once its
 * lookups are there).
 */
export function urlGridFilters<Row>(
  columns: readonly GridColumn<Row>[],
  params: URLSearchParams,
  prefix = 'f.',
): readonly GridFilter[] | null {
  const { filters, errors, waiting } = readGridFilters(columns, params, prefix);
  return Object.keys(errors).length > 0 || waiting.length > 0 ? null : filters;
}

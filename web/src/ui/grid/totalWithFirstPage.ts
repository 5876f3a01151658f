// A grid asks its source for the count and then, at once, for its first rows (useRowWindow). Where the
// page query can carry the search's total (a `withTotal` variable), the count rides on that page instead
// of being a request of its own: one request per grid load (issue 19), and the page is exactly what the
// route's loader asked for at navigation (GRID_FIRST_WINDOW), so the grid can take the loader's answer.
import type { GridDataSource, GridFilter } from './types';

/** A page of rows, with the search's total when it was asked for (null otherwise). */
export interface PageWithTotal<Row> {
  rows: readonly Row[];
  total: number | null;
}

const searchKey = (filters: readonly GridFilter[]) => JSON.stringify(filters);

/**
 * fetchRows and count for a source whose page query takes `withTotal`: a count asked for is answered by
 * the next page fetched for the same search, which asks for the total with its rows. A page without the
 * total, a failed page or a page for another search leaves the count to `countAlone`.
 */
export function totalWithFirstPage<Row>(
  fetchPage: (
    filters: readonly GridFilter[],
    offset: number,
    limit: number,
    withTotal: boolean,
  ) => Promise<PageWithTotal<Row>>,
  countAlone: (filters: readonly GridFilter[]) => Promise<number>,
): Pick<GridDataSource<Row>, 'fetchRows' | 'count'> {
  let awaiting: { key: string; give: (total: number | null) => void } | null = null;
  return {
    fetchRows: async (filters, offset, limit) => {
      const waiting = awaiting;
      awaiting = null;
      const give = waiting && waiting.key === searchKey(filters) ? waiting.give : null;
      if (waiting && !give) waiting.give(null);
      try {
        const page = await fetchPage(filters, offset, limit, give !== null);
        give?.(page.total);
        return page.rows;
      } catch (error) {
        give?.(null);
        throw error;
      }
    },
    count: (filters) =>
      new Promise<number>((resolve, reject) => {
        // Replaces a count still waiting (the grid has started again and no longer reads that one).
        awaiting = {
          key: searchKey(filters),
          give: (total) => (total === null ? countAlone(filters).then(resolve, reject) : resolve(total)),
        };
      }),
  };
}

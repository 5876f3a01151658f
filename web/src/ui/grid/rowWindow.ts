// The window of rows a server-paged grid holds (spec 3 §9 shared paging rules): 500 rows first, then 200
// per fetch; past three quarters of the window the next 200 are appended and the far 200 dropped, before
// the first quarter the previous 200 are prepended and the far 200 dropped. Beyond the spec, the view may
// land anywhere in the whole result (the scrollbar spans totalCount): a view outside the window starts
// a fresh window around it. Pure, so the rules are tested without a browser.

export const GRID_FIRST_ROWS = 500;
export const GRID_STEP_ROWS = 200;
/** Spec 3 §9 row height and viewport of the paged grids. */
export const GRID_ROW_HEIGHT = 16;
export const GRID_VIEWPORT_PX = 600;
/** Rows loaded above the view when a fresh window is started around it, so a little scroll up needs no fetch. */
const JUMP_LEAD = 150;

export interface RowWindow<Row> {
  /** Index of rows[0] in the whole result. */
  start: number;
  rows: readonly Row[];
}

export interface VisibleRange {
  startIndex: number;
  endIndex: number;
}

export interface FetchPlan {
  /** `reload`: the rows held now, asked for again in place (what is stored after an uncertain write). */
  kind: 'first' | 'jump' | 'append' | 'prepend' | 'reload';
  offset: number;
  limit: number;
}

export function emptyWindow<Row>(): RowWindow<Row> {
  return { start: 0, rows: [] };
}

/** The fetch the view needs next, or null when the window covers it. total is null while unknown. */
export function planFetch<Row>(
  window: RowWindow<Row>,
  view: VisibleRange,
  total: number | null,
): FetchPlan | null {
  const known = total ?? Number.POSITIVE_INFINITY;
  if (known === 0) return null;
  const size = window.rows.length;
  const end = window.start + size;
  if (size === 0 || view.endIndex < window.start || view.startIndex >= end) {
    const last = Math.max(0, known - GRID_FIRST_ROWS);
    const offset = Math.min(Math.max(0, view.startIndex - JUMP_LEAD), last);
    return { kind: size === 0 && offset === 0 ? 'first' : 'jump', offset, limit: GRID_FIRST_ROWS };
  }
  if (end < known && view.endIndex >= window.start + Math.floor((size * 3) / 4))
    return { kind: 'append', offset: end, limit: GRID_STEP_ROWS };
  if (window.start > 0 && view.startIndex < window.start + Math.floor(size / 4)) {
    const offset = Math.max(0, window.start - GRID_STEP_ROWS);
    return { kind: 'prepend', offset, limit: window.start - offset };
  }
  return null;
}

/** The fetch that asks for the held rows again where they are, or null when none are held. */
export function planReload<Row>(window: RowWindow<Row>): FetchPlan | null {
  return window.rows.length ? { kind: 'reload', offset: window.start, limit: window.rows.length } : null;
}

/** The window after a fetch has answered: rows placed, the far rows dropped past GRID_FIRST_ROWS. */
export function applyFetch<Row>(
  window: RowWindow<Row>,
  plan: FetchPlan,
  rows: readonly Row[],
): RowWindow<Row> {
  if (plan.kind === 'first' || plan.kind === 'jump' || plan.kind === 'reload')
    return { start: plan.offset, rows };
  if (plan.kind === 'append') {
    const joined = [...window.rows, ...rows];
    const drop = Math.max(0, joined.length - GRID_FIRST_ROWS);
    return { start: window.start + drop, rows: joined.slice(drop) };
  }
  const joined = [...rows, ...window.rows];
  return { start: plan.offset, rows: joined.slice(0, GRID_FIRST_ROWS) };
}

/**
 * The total after a fetch: a page shorter than asked for ends the result (the count may be missing, or
 * rows may have gone since it was taken).
 */
export function totalAfterFetch(total: number | null, plan: FetchPlan, received: number): number | null {
  if (plan.kind !== 'prepend' && received < plan.limit) return plan.offset + received;
  return total;
}

/** The row at an index of the whole result, or undefined when it is outside the window (a placeholder). */
export function rowAt<Row>(window: RowWindow<Row>, index: number): Row | undefined {
  return window.rows[index - window.start];
}

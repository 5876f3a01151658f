// Query statistics (spec 3 §2.8, §3, §9): the derived average, the cost band its cell is coloured by, and
// the order and number formats of the queries screen.

export interface QueryFigures {
  count: number;
  /** Total time spent in the statement, in seconds. */
  durationSeconds: number;
}

/** Duration / count, only when both are positive; otherwise there is no average (null). */
export function averageSeconds({ count, durationSeconds }: QueryFigures): number | null {
  return count > 0 && durationSeconds > 0 ? durationSeconds / count : null;
}

/** Bands of the average cell, cheapest first: below 0.01 s, 0.1 s, 1 s, 10 s, and the rest. */
export type QueryCostBand = 'FAST' | 'QUICK' | 'MODERATE' | 'SLOW' | 'VERY_SLOW';

export function queryCostBand(average: number | null): QueryCostBand | null {
  if (average === null) return null;
  if (average < 0.01) return 'FAST';
  if (average < 0.1) return 'QUICK';
  if (average < 1) return 'MODERATE';
  if (average < 10) return 'SLOW';
  return 'VERY_SLOW';
}

/** Largest total duration first; equal totals by ID, so the order is stable. */
export function byTotalDuration<T extends QueryFigures & { id: string }>(a: T, b: T): number {
  return b.durationSeconds - a.durationSeconds || a.id.localeCompare(b.id);
}

export const formatDuration = (seconds: number): string => seconds.toFixed(4);
export const formatAverage = (seconds: number | null): string => (seconds === null ? '' : seconds.toFixed(6));

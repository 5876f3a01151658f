import { describe, expect, it } from 'vitest';
import { applyFetch, planFetch, planReload, rowAt, totalAfterFetch, type RowWindow } from './rowWindow';

const range = (start: number, count: number) => Array.from({ length: count }, (_, i) => start + i);
const window = (start: number, count: number): RowWindow<number> => ({ start, rows: range(start, count) });

describe('planFetch (spec 3 §9 paging rules)', () => {
  it('loads 500 rows first', () => {
    expect(planFetch({ start: 0, rows: [] }, { startIndex: 0, endIndex: 40 }, null)).toEqual({
      kind: 'first',
      offset: 0,
      limit: 500,
    });
  });

  it('asks nothing while the view is inside the middle of the window', () => {
    expect(planFetch(window(0, 500), { startIndex: 100, endIndex: 140 }, 10_000)).toBeNull();
  });

  it('appends the next 200 past three quarters, then drops the oldest 200', () => {
    const plan = planFetch(window(0, 500), { startIndex: 340, endIndex: 380 }, 10_000);
    expect(plan).toEqual({ kind: 'append', offset: 500, limit: 200 });
    const next = applyFetch(window(0, 500), plan!, range(500, 200));
    expect(next.start).toBe(200);
    expect(next.rows).toHaveLength(500);
    expect(rowAt(next, 699)).toBe(699);
    expect(rowAt(next, 199)).toBeUndefined();
  });

  it('prepends the previous 200 before the first quarter, then drops the last 200', () => {
    const plan = planFetch(window(200, 500), { startIndex: 300, endIndex: 340 }, 10_000);
    expect(plan).toEqual({ kind: 'prepend', offset: 0, limit: 200 });
    const next = applyFetch(window(200, 500), plan!, range(0, 200));
    expect(next).toEqual({ start: 0, rows: range(0, 500) });
  });

  it('does not prepend at the top or append past the end', () => {
    expect(planFetch(window(0, 500), { startIndex: 0, endIndex: 40 }, 10_000)).toBeNull();
    expect(planFetch(window(9_500, 500), { startIndex: 9_960, endIndex: 9_999 }, 10_000)).toBeNull();
  });

  it('starts a fresh window around a view dragged outside the window, never past the end', () => {
    expect(planFetch(window(0, 500), { startIndex: 60_000, endIndex: 60_040 }, 100_000)).toEqual({
      kind: 'jump',
      offset: 59_850,
      limit: 500,
    });
    expect(planFetch(window(0, 500), { startIndex: 99_970, endIndex: 99_999 }, 100_000)).toEqual({
      kind: 'jump',
      offset: 99_500,
      limit: 500,
    });
    const jumped = applyFetch(
      window(0, 500),
      { kind: 'jump', offset: 59_850, limit: 500 },
      range(59_850, 500),
    );
    expect(rowAt(jumped, 60_000)).toBe(60_000);
  });

  it('asks nothing of an empty result', () => {
    expect(planFetch({ start: 0, rows: [] }, { startIndex: 0, endIndex: 0 }, 0)).toBeNull();
  });
});

describe('planReload', () => {
  it('asks for the held rows again where they are, and replaces them in place', () => {
    const held = window(700, 500);
    const plan = planReload(held)!;
    expect(plan).toEqual({ kind: 'reload', offset: 700, limit: 500 });
    const fresh = range(700, 500).map((n) => -n);
    expect(applyFetch(held, plan, fresh)).toEqual({ start: 700, rows: fresh });
    expect(planReload({ start: 0, rows: [] })).toBeNull();
  });
});

describe('totalAfterFetch', () => {
  it('ends the result at a short page and keeps the count otherwise', () => {
    expect(totalAfterFetch(null, { kind: 'first', offset: 0, limit: 500 }, 120)).toBe(120);
    expect(totalAfterFetch(900, { kind: 'append', offset: 500, limit: 200 }, 200)).toBe(900);
    expect(totalAfterFetch(900, { kind: 'prepend', offset: 0, limit: 200 }, 200)).toBe(900);
  });
});

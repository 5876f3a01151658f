import { describe, expect, it } from 'vitest';
import { chartLabel } from './chartLabels';

describe('spend chart labels (spec 1 §9)', () => {
  it('shows day and month when the period is over 7 days, the weekday otherwise', () => {
    expect(chartLabel('2026-11-18', 14)).toBe('18 Nov');
    expect(chartLabel('2026-11-18', 7)).toBe('Wed 18');
  });
});

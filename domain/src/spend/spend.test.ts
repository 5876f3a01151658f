import { describe, expect, it } from 'vitest';
import { burntimeMinutes, formatEuro, spendDay, spendPeriod, spendUnits, timeframeDays } from './spend.js';

// Wednesday 18 November 2026.
const TODAY = new Date('2026-11-18T15:00:00Z');

describe('spend (spec 1 §9)', () => {
  it('computes units and burntime by the spec formulas', () => {
    // (spend − daily aga × days) / cents per unit; units / units per minute.
    expect(spendUnits(5000, 200, 10, 100)).toBe(30);
    expect(burntimeMinutes(30, 0.04)).toBeCloseTo(750);
    expect(spendUnits(5000, 0, 10, null)).toBeNull();
    expect(burntimeMinutes(null, 0.04)).toBeNull();
  });

  it('counts the days of each timeframe, today included', () => {
    expect(timeframeDays('THIS_WEEK', TODAY)).toBe(4);
    expect(timeframeDays('THIS_MONTH', TODAY)).toBe(18);
    expect(timeframeDays('THIS_YEAR', TODAY)).toBe(322);
    expect(timeframeDays('LAST_14_DAYS', TODAY)).toBe(14);
    expect(timeframeDays('LAST_90_DAYS', TODAY)).toBe(90);
    expect(timeframeDays('LAST_365_DAYS', TODAY)).toBe(365);
  });

  it('totals a period over the days there are, aga apart', () => {
    const daily = [500, 400, 300, 200, 100];
    const rates = { dailyAga: 50, centsPerUnit: 100, unitsPerMinute: 0.05 };
    expect(spendPeriod(daily, 'THIS_WEEK', rates, TODAY)).toEqual({
      timeframe: 'THIS_WEEK',
      days: 4,
      totalCents: 1400,
      agaCents: 200,
      burnCents: 1200,
      units: 12,
      burntimeMinutes: 240,
    });
    expect(spendPeriod(daily, 'LAST_90_DAYS', rates, TODAY).days).toBe(5);
  });

  it('splits a day into burner and aga spend, dated back from today', () => {
    expect(spendDay(450, 2, { dailyAga: 150, centsPerUnit: 100, unitsPerMinute: 0.04 }, TODAY)).toEqual({
      daysAgo: 2,
      date: '2026-11-16',
      totalCents: 450,
      burnCents: 300,
      agaCents: 150,
      units: 3,
      burntimeMinutes: 75,
    });
  });

  it('shows cents in euro with 2 decimals', () => {
    expect(formatEuro(1234)).toBe('€12.34');
    expect(formatEuro(5)).toBe('€0.05');
    expect(formatEuro(123456)).toBe('€1,234.56');
    expect(formatEuro(null)).toBe('');
  });
});

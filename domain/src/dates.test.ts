import { describe, expect, it } from 'vitest';
import { EARLIEST_DATE, isBeforeEarliestDate } from './dates.js';

describe('isBeforeEarliestDate', () => {
  it('uses 2014-01-01 as the earliest acceptable date, itself acceptable', () => {
    expect(EARLIEST_DATE).toBe('2014-01-01');
    expect(isBeforeEarliestDate('2014-01-01')).toBe(false);
    expect(isBeforeEarliestDate('2013-12-31')).toBe(true);
    expect(isBeforeEarliestDate('2024-06-30')).toBe(false);
  });

  it('compares the calendar date of a date-time or a Date', () => {
    expect(isBeforeEarliestDate('2014-01-01T00:00:00.000Z')).toBe(false);
    expect(isBeforeEarliestDate('2013-12-31T23:59:59Z')).toBe(true);
    expect(isBeforeEarliestDate(new Date('2014-01-01'))).toBe(false);
    expect(isBeforeEarliestDate(new Date('2013-12-31'))).toBe(true);
  });

  it('is false for an empty date', () => {
    expect(isBeforeEarliestDate(null)).toBe(false);
    expect(isBeforeEarliestDate(undefined)).toBe(false);
    expect(isBeforeEarliestDate('')).toBe(false);
    expect(isBeforeEarliestDate('  ')).toBe(false);
  });

  it('treats a value that is not a real date as before the earliest date', () => {
    expect(isBeforeEarliestDate('yesterday')).toBe(true);
    expect(isBeforeEarliestDate('2015-02-30')).toBe(true);
    expect(isBeforeEarliestDate(new Date('nope'))).toBe(true);
  });
});

import { describe, expect, it } from 'vitest';
import { meterReadingWarnings } from './readingCheck.js';

// A hub using about 10 units a day, read daily.
const history = [0, 1, 2, 3, 4].map((day) => ({
  created: `2026-11-0${day + 1}T12:00:00.000Z`,
  reading: 57_760 + day * 10,
}));
const next = '2026-11-06T12:00:00.000Z';

describe('meterReadingWarnings', () => {
  it('says nothing about a reading in line with the hub history', () => {
    expect(meterReadingWarnings(57_812, next, history)).toEqual([]);
  });

  it('asks about a reading lower than the previous one', () => {
    expect(meterReadingWarnings(57_790, next, history)).toEqual([
      '57,790 is lower than the previous reading, 57,800. A meter only counts up.',
    ]);
  });

  it('asks about a reading implying more than 10 times the usual use, and not at 10 times', () => {
    expect(meterReadingWarnings(57_800 + 100, next, history)).toEqual([]);
    const [warning] = meterReadingWarnings(9_999_999_999, next, history);
    expect(warning).toContain('more than 10 times this hub');
    expect(meterReadingWarnings(57_800 + 101, next, history)).toHaveLength(1);
  });

  it('judges the use only with at least 3 earlier intervals, and ignores unsaved and later readings', () => {
    expect(meterReadingWarnings(9_999_999_999, next, history.slice(3))).toEqual([]);
    expect(
      meterReadingWarnings(57_812, next, [
        ...history,
        { created: '2026-11-07T12:00:00.000Z', reading: 99_999 },
      ]),
    ).toEqual([]);
    expect(meterReadingWarnings(57_812, next, [{ created: history[0]!.created, reading: null }])).toEqual([]);
  });
});

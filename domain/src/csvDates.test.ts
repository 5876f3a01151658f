import { describe, expect, it } from 'vitest';
import { csvDateTime } from './csvDates.js';

describe('csvDateTime', () => {
  it('writes Irish wall-clock time, summer and winter, and leaves what is not an instant alone', () => {
    expect(csvDateTime('2027-02-20T12:36:00.000Z')).toBe('2027-02-20 12:36:00');
    expect(csvDateTime('2027-06-30T23:15:09Z')).toBe('2027-07-01 00:15:09');
    expect(csvDateTime('not a time')).toBe('not a time');
  });
});

import { describe, expect, it } from 'vitest';
import { EARLIEST_DATE } from '../dates.js';
import { formatDateInput } from '../dateInput.js';
import {
  EARLIEST_DATE_DISPLAY,
  beforeEarliestDateMessage,
  earliestDateProblem,
  isBeforeEarliest,
} from './earliestDate.js';

describe('the earliest acceptable date (spec 1 §9, 2 §9)', () => {
  it('writes 2014-01-01 as the app writes dates', () => {
    expect(EARLIEST_DATE_DISPLAY).toBe(formatDateInput(EARLIEST_DATE));
    expect(beforeEarliestDateMessage('Date Sent')).toBe('Date Sent must not be before 1 Jan 2014');
  });

  it('refuses a day or an instant before it, and nothing else', () => {
    expect(isBeforeEarliest('2013-12-31')).toBe(true);
    expect(isBeforeEarliest('1900-01-01T09:00:00.000Z')).toBe(true);
    expect(isBeforeEarliest('2014-01-01')).toBe(false);
    expect(isBeforeEarliest('')).toBe(false);
    expect(isBeforeEarliest(null)).toBe(false);
    expect(earliestDateProblem('dateSent', 'Date Sent', '1900-01-01')).toEqual({
      field: 'dateSent',
      message: 'Date Sent must not be before 1 Jan 2014.',
      code: 'OUT_OF_RANGE',
    });
    expect(earliestDateProblem('dateSent', 'Date Sent', '2019-12-28')).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { formatDateInput, formatDateTimeInput, parseDateInput, parseDateTimeInput } from './dateInput.js';

describe('Irish date inputs', () => {
  it('shows dates and times as the tables do', () => {
    expect(formatDateInput('2027-02-20')).toBe('20 Feb 2027');
    expect(formatDateTimeInput('2027-02-20T12:36')).toBe('20 Feb 2027, 12:36');
    expect(formatDateInput('')).toBe('');
    expect(formatDateInput('2027-09-03')).toBe('3 Sept 2027');
    expect(parseDateInput('3 Sept 2027')).toBe('2027-09-03');
    expect(formatDateTimeInput('nonsense')).toBe('');
  });

  it('reads what people type, day first', () => {
    for (const text of [
      '20 Feb 2027',
      ' 20  feb 2027 ',
      '20 February 2027',
      '20/2/2027',
      '20-02-2027',
      '2027-02-20',
    ])
      expect(parseDateInput(text)).toBe('2027-02-20');
    expect(parseDateInput('02/20/2027')).toBeNull();
    expect(parseDateInput('31 Feb 2027')).toBeNull();
    expect(parseDateInput('20/2/27')).toBeNull();
    expect(parseDateInput('')).toBe('');
  });

  it('reads date-times in 24-hour time, with or without the comma', () => {
    for (const text of ['20 Feb 2027, 12:36', '20 Feb 2027 12:36', '20/02/2027 12:36', '2027-02-20T12:36'])
      expect(parseDateTimeInput(text)).toBe('2027-02-20T12:36');
    expect(parseDateTimeInput('02/20/2027, 12:36 PM')).toBeNull();
    expect(parseDateTimeInput('20 Feb 2027')).toBeNull();
    expect(parseDateTimeInput('  ')).toBe('');
  });
});

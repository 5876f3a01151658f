import { describe, expect, it } from 'vitest';
import { isReadingSaved, kwhPerMinute, roundedKwh, validateMeterReading } from './meterReading.js';

describe('meter readings', () => {
  it('treats a missing, zero or negative reading as unsaved', () => {
    expect([null, undefined, 0, -3, 0.1, 12345].map(isReadingSaved)).toEqual([
      false,
      false,
      false,
      false,
      true,
      true,
    ]);
  });

  it('computes kWh per minute as kwhdelta x 600000 / duration, to 4 decimals', () => {
    expect(kwhPerMinute(200, 604_800_000)).toBe(0.1984);
    expect(kwhPerMinute(1, 3)).toBe(200_000);
    expect(kwhPerMinute(200, 0)).toBeNull();
    expect(kwhPerMinute(null, 1000)).toBeNull();
  });

  it('rounds kWh to a whole number', () => {
    expect(roundedKwh(123.5)).toBe(124);
    expect(roundedKwh(null)).toBeNull();
  });

  it('accepts only a reading above 0', () => {
    expect(validateMeterReading('12345.6')).toEqual([]);
    expect(validateMeterReading(' ')).toEqual([
      { field: 'reading', message: 'Enter the reading shown on the meter.' },
    ]);
    expect(validateMeterReading('0')[0]?.message).toBe('The reading must be a number above 0.');
    expect(validateMeterReading('abc')[0]?.message).toBe('The reading must be a number above 0.');
    // What Number() would read as a number, but no one reads off a meter.
    for (const typed of ['1e3', '0x10', '12.5.3', 'Infinity'])
      expect(validateMeterReading(typed)[0]?.message).toBe('The reading must be a number above 0.');
  });

  it('refuses a reading the column cannot store, typed or as a number, on the reading', () => {
    const tooLarge = [
      { field: 'reading', message: 'The reading must be less than 100,000,000,000.', code: 'OUT_OF_RANGE' },
    ];
    expect(validateMeterReading('99999999999.9')).toEqual([]);
    expect(validateMeterReading('99999999999.96')).toEqual(tooLarge);
    expect(validateMeterReading('100000000000')).toEqual(tooLarge);
    expect(validateMeterReading('99999999999999999999')).toEqual(tooLarge);
    expect(validateMeterReading(1e20)).toEqual(tooLarge);
  });
});

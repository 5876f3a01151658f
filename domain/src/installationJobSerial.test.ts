import { describe, expect, it } from 'vitest';
import { installationJobSerial } from './installationJobSerial.js';

describe('installationJobSerial (spec 2 §5)', () => {
  it('uses serial_no when present', () => {
    expect(installationJobSerial({ serial_no: 1_012_390, scan_serial_number_of_hub: 1_000_168 })).toBe(
      1_012_390,
    );
    expect(installationJobSerial({ serial_no: '1012390' })).toBe(1_012_390);
  });

  it('uses the scanned value when it is a valid serial, else the entered one', () => {
    expect(installationJobSerial({ serial_no: null, scan_serial_number_of_hub: 1_000_168 })).toBe(1_000_168);
    expect(installationJobSerial({ serial_no: 0, scan_serial_number_of_hub: '1000168' })).toBe(1_000_168);
    expect(
      installationJobSerial({
        scan_serial_number_of_hub: 1_000_169,
        entered_serial_number_of_hub: 1_000_265,
      }),
    ).toBe(1_000_265);
  });

  it('gives -1 (none) for a value below 100 or no value at all', () => {
    expect(installationJobSerial({ entered_serial_number_of_hub: 99 })).toBe(-1);
    expect(installationJobSerial({})).toBe(-1);
    expect(installationJobSerial({ serial_no: '', scan_serial_number_of_hub: '  ' })).toBe(-1);
  });

  it('drops the last digit of a value above 10,000,000', () => {
    expect(installationJobSerial({ scan_serial_number_of_hub: 10_123_907 })).toBe(1_012_390);
  });

  it('multiplies a 6-digit value (above 100,000) by 10', () => {
    expect(installationJobSerial({ entered_serial_number_of_hub: 100_019 })).toBe(1_000_190);
  });

  it('multiplies a 5-digit value (above 10,000) by 100', () => {
    expect(installationJobSerial({ entered_serial_number_of_hub: 10_020 })).toBe(1_002_000);
    expect(installationJobSerial({ entered_serial_number_of_hub: 100_000 })).toBe(10_000_000);
  });

  it('treats a value from 100 up to 10,000 as a hub id', () => {
    expect(installationJobSerial({ entered_serial_number_of_hub: 123 })).toBe(1_012_390);
    expect(installationJobSerial({ entered_serial_number_of_hub: 100 })).toBe(1_010_062);
    expect(installationJobSerial({ entered_serial_number_of_hub: 9999 })).toBe(1_999_947);
    expect(installationJobSerial({ entered_serial_number_of_hub: 10_000 })).toBe(2_000_044);
  });

  it('recomputes the check digits of a 7-digit value that is not a valid serial', () => {
    expect(installationJobSerial({ scan_serial_number_of_hub: 1_012_391 })).toBe(1_012_390);
    expect(installationJobSerial({ entered_serial_number_of_hub: 1_000_100 })).toBe(1_000_168);
  });

  it('repairs the scanned value before the entered one', () => {
    expect(installationJobSerial({ scan_serial_number_of_hub: 123, entered_serial_number_of_hub: 2 })).toBe(
      1_012_390,
    );
  });
});

import { describe, expect, it } from 'vitest';
import { isMistypedSerial, mistypedSerialMessage } from './mistypedSerial.js';
import { serialFromHubId } from './serial.js';

describe('a mistyped serial', () => {
  it('is a number of a serial size whose check digits are wrong', () => {
    expect(isMistypedSerial('99999999')).toBe(true);
    expect(isMistypedSerial(' 1000000 ')).toBe(true);
    expect(isMistypedSerial('99999999999999999999')).toBe(true);
    expect(isMistypedSerial(serialFromHubId(1234))).toBe(false);
    expect(isMistypedSerial('999999')).toBe(false);
    expect(isMistypedSerial('1306412a')).toBe(false);
    expect(mistypedSerialMessage(' 1306412 ')).toBe(
      '1306412 is not a valid serial: check its last two digits.',
    );
  });
});

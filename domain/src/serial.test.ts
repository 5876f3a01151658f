import { describe, expect, it } from 'vitest';
import { hubIdFromSerial, isValidSerial, parseHubIdList, serialFromHubId, toHubId } from './serial.js';

// Worked by hand: 1,000,100 = 97 × 10,310 + 30, so c = 98 - 30 = 68 and hub 1's serial is 1,000,168.
const SERIALS: Array<[hubId: number, serial: number]> = [
  [1, 1_000_168],
  [2, 1_000_265],
  [42, 1_004_242],
  [123, 1_012_390],
  [9999, 1_999_947],
  [250_000, 26_000_075],
];

describe('serial numbers', () => {
  it.each(SERIALS)('hub %i has serial %i, which is valid and leads back to the hub', (hubId, serial) => {
    expect(serialFromHubId(hubId)).toBe(serial);
    expect(serial % 97).toBe(1);
    expect(isValidSerial(serial)).toBe(true);
    expect(hubIdFromSerial(serial)).toBe(hubId);
    expect(toHubId(serial)).toBe(hubId);
  });

  it('rejects a serial whose check digits are wrong', () => {
    expect(isValidSerial(1_000_169)).toBe(false);
    expect(isValidSerial(1_000_167)).toBe(false);
    expect(isValidSerial(1_012_391)).toBe(false);
  });

  it('rejects 1,000,000 itself, numbers below it and non-integers', () => {
    expect(isValidSerial(1_000_000)).toBe(false);
    expect(isValidSerial(999_990)).toBe(false);
    expect(isValidSerial(1_000_168.5)).toBe(false);
    expect(isValidSerial(Number.NaN)).toBe(false);
  });

  it('accepts a serial typed as text', () => {
    expect(isValidSerial(' 1000168 ')).toBe(true);
    expect(isValidSerial('1000169')).toBe(false);
    expect(isValidSerial('abc')).toBe(false);
    expect(isValidSerial('')).toBe(false);
  });

  it('takes any number that is not a valid serial to be a hub id', () => {
    expect(toHubId(123)).toBe(123);
    expect(toHubId(1_000_169)).toBe(1_000_169);
  });
});

describe('parseHubIdList', () => {
  it('splits on semicolon, comma, space and newline, converting serials to hub ids', () => {
    expect(parseHubIdList('1000168;2,  123\n1012390\r\n7 8')).toEqual({
      hubIds: [1, 2, 123, 7, 8],
      invalid: [],
    });
  });

  it('ignores empty parts and keeps the first of each duplicate', () => {
    expect(parseHubIdList(';;5,,5;\n\n1000168;1;')).toEqual({ hubIds: [5, 1], invalid: [] });
  });

  it('lists the parts that are not positive whole numbers', () => {
    expect(parseHubIdList('12;abc;-4;0;3.5;7')).toEqual({
      hubIds: [12, 7],
      invalid: ['abc', '-4', '0', '3.5'],
    });
  });

  it('lists a serial whose check digits are wrong, and any larger number, rather than sending it as a hub id', () => {
    // 1,000,168 is hub 1's serial; 1,000,167 is a slip of one digit, not hub 1000167.
    expect(parseHubIdList('1000168, 1000167 999999 1000000 99999999999')).toEqual({
      hubIds: [1, 999999],
      invalid: ['1000167', '1000000', '99999999999'],
    });
  });

  it('gives nothing for empty input', () => {
    expect(parseHubIdList('')).toEqual({ hubIds: [], invalid: [] });
    expect(parseHubIdList(null)).toEqual({ hubIds: [], invalid: [] });
  });
});

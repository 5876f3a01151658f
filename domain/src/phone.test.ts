import { describe, expect, it } from 'vitest';
import { irishPhoneDisplay, phoneForSave } from './phone.js';

describe('irishPhoneDisplay', () => {
  it.each([
    ['0871234567', '+353 (87) 123 4567'],
    ['087 123 4567', '+353 (87) 123 4567'],
    ['+353871234567', '+353 (87) 123 4567'],
    ['00353 87 123 4567', '+353 (87) 123 4567'],
    ['+353 (0)87 123 4567', '+353 (87) 123 4567'],
    ['+35312345678', '+353 (1) 234 5678'],
    ['01-234 5678', '+353 (1) 234 5678'],
    ['021 4123456', '+353 (21) 412 3456'],
    ['091 123456', '+353 (91) 12 3456'],
    ['0402 12345', '+353 (402) 1 2345'],
    ['0504 21234', '+353 (504) 2 1234'],
  ])('shows %s as %s', (phone, shown) => {
    expect(irishPhoneDisplay(phone)).toBe(shown);
  });

  it('shows numbers that are not Irish, or not phone numbers, unchanged', () => {
    for (const phone of [
      '+44 20 7946 0958',
      '0044 20 7946 0958',
      '871234567',
      '012345',
      'ring reception',
      '',
    ]) {
      expect(irishPhoneDisplay(phone)).toBe(phone);
    }
    expect(irishPhoneDisplay(null)).toBe('');
  });
});

describe('phoneForSave', () => {
  it('keeps only digits and plus', () => {
    expect(phoneForSave('+353 (87) 123-4567')).toBe('+353871234567');
    expect(phoneForSave(' 087 123 4567 ')).toBe('0871234567');
  });

  it('stores an empty number as null', () => {
    expect(phoneForSave('')).toBeNull();
    expect(phoneForSave(' - ')).toBeNull();
    expect(phoneForSave(null)).toBeNull();
  });
});

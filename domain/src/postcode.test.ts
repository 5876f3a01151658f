import { describe, expect, it } from 'vitest';
import { jobPostcodeDisplay, postcodeDisplay, postcodeForSave } from './postcode.js';

describe('postcodeDisplay', () => {
  it('shows a 6 or 7 character postcode upper-case, split after the third character', () => {
    expect(postcodeDisplay('d02xy45')).toBe('D02 XY45');
    expect(postcodeDisplay('D02 XY45')).toBe('D02 XY45');
    expect(postcodeDisplay(' a65f4e ')).toBe('A65 F4E');
  });

  it('shows any other postcode as given, trimmed', () => {
    expect(postcodeDisplay('Dublin 4')).toBe('Dublin 4');
    expect(postcodeDisplay('d4')).toBe('d4');
    expect(postcodeDisplay('d0 2xy45')).toBe('d0 2xy45');
    expect(postcodeDisplay('sw1a1aa0')).toBe('sw1a1aa0');
    expect(postcodeDisplay('  ')).toBe('');
    expect(postcodeDisplay(null)).toBe('');
  });
});

describe('postcodeForSave', () => {
  it('stores two alphanumeric groups of 3-4 (7-8 characters) upper-case without spaces', () => {
    expect(postcodeForSave('d02 xy45')).toBe('D02XY45');
    expect(postcodeForSave('d02xy45')).toBe('D02XY45');
    expect(postcodeForSave(' A65 F4E2 ')).toBe('A65F4E2');
    expect(postcodeForSave('abcd1234')).toBe('ABCD1234');
    expect(postcodeForSave('abc 1234')).toBe('ABC1234');
    expect(postcodeForSave('abcd 123')).toBe('ABCD123');
  });

  it('stores anything else as typed, trimmed, and an empty postcode as null', () => {
    expect(postcodeForSave('Dublin 4')).toBe('Dublin 4');
    expect(postcodeForSave('d02  xy45')).toBe('d02  xy45');
    expect(postcodeForSave('d02-xy45')).toBe('d02-xy45');
    expect(postcodeForSave('ab 12345')).toBe('ab 12345');
    expect(postcodeForSave('abcd 1234')).toBe('abcd 1234');
    expect(postcodeForSave('abc123')).toBe('abc123');
    expect(postcodeForSave('  ')).toBeNull();
    expect(postcodeForSave(undefined)).toBeNull();
  });
});

describe('jobPostcodeDisplay (spec 2 §5)', () => {
  it('takes post_code, then eircode, then job_postal_code', () => {
    expect(jobPostcodeDisplay({ post_code: 'D02XY45', eircode: 'A65F4E2', job_postal_code: 'T12AB34' })).toBe(
      'D02 XY45',
    );
    expect(jobPostcodeDisplay({ post_code: ' ', eircode: 'A65F4E2', job_postal_code: 'T12AB34' })).toBe(
      'A65 F4E2',
    );
    expect(jobPostcodeDisplay({ post_code: null, eircode: '', job_postal_code: 't12 k4wy' })).toBe(
      'T12 K4WY',
    );
  });

  it('accepts the camelCase field names too', () => {
    expect(jobPostcodeDisplay({ postCode: 'd02-xy45' })).toBe('D02 XY45');
    expect(jobPostcodeDisplay({ jobPostalCode: 'v94 a2x3' })).toBe('V94 A2X3');
  });

  it('recognises the D6W routing key', () => {
    expect(jobPostcodeDisplay({ eircode: 'd6w 1234' })).toBe('D6W 1234');
  });

  it('shows a code that is not a valid Eircode upper-cased with non-alphanumerics removed', () => {
    expect(jobPostcodeDisplay({ post_code: 'Dublin 4' })).toBe('DUBLIN4');
    expect(jobPostcodeDisplay({ post_code: 'B12 ABCD' })).toBe('B12ABCD');
    expect(jobPostcodeDisplay({ post_code: 'D02 XB45' })).toBe('D02XB45');
    expect(jobPostcodeDisplay({ post_code: 'D02 XY4' })).toBe('D02XY4');
    expect(jobPostcodeDisplay({})).toBe('');
  });
});

import { describe, expect, it } from 'vitest';
import { hubFilterParams } from './hubFilter.js';

describe('hubFilterParams', () => {
  it('asks the same query however a filter orders its lists, so a cursor of one fits the other', () => {
    const ab = hubFilterParams({ filter: { healthGrades: ['A', 'B'], versions: ['1.1.4', '1.1.3'] } });
    const ba = hubFilterParams({ filter: { healthGrades: ['B', 'A', 'B'], versions: ['1.1.3', '1.1.4'] } });
    expect(ba?.toString()).toBe(ab?.toString());
    expect(ab?.get('health')).toBe('A,B');
  });

  it('refuses a deprecated argument beside the filter field that replaces it, rather than widening it', () => {
    expect(() => hubFilterParams({ health: 'A', filter: { healthGrades: ['B'] } })).toThrow(
      'Give filter.healthGrades or health (deprecated), not both.',
    );
    expect(() => hubFilterParams({ version: '1.1.4', filter: { versions: ['1.1.3'] } })).toThrow(
      'Give filter.versions or version (deprecated), not both.',
    );
    expect(hubFilterParams({ health: 'C' })?.get('health')).toBe('C');
  });

  it('refuses a version with a part over 99, which has no upstream code, naming the field', () => {
    expect(() => hubFilterParams({ filter: { versions: ['99999.1.1'] } })).toThrow(
      'Not a software version: "99999.1.1" (major, minor and patch are each 0 to 99).',
    );
    expect(() => hubFilterParams({ version: '1.100.0' })).toThrow('Not a software version: "1.100.0"');
    expect(hubFilterParams({ filter: { versions: ['99.99.99.999999'] } })?.get('versions')).toBe(
      '999999.999999',
    );
  });
});

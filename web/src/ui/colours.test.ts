import { describe, expect, it } from 'vitest';
import { healthGradeSwatch, lastSeenSwatch, versionBadgeSwatch } from './colours';

const GRADES = ['A', 'B', 'C', 'D', 'E', 'F', 'G'] as const;
const BADGES = ['EXCELLENT', 'GREAT', 'GOOD', 'OK', 'POOR', 'BAD'] as const;

describe('last-seen colours (spec 1 §4)', () => {
  it('shows a hub seen within 2 hours in green', () => {
    expect(lastSeenSwatch('RECENT').bg).toMatch(/^green\./);
  });

  it('tints a hub seen within 8 hours red, and warns in dark red for anything older', () => {
    expect(lastSeenSwatch('STALE').bg).toBe('red.100');
    expect(lastSeenSwatch('LOST')).toEqual({ bg: 'red.800', color: 'white' });
  });
});

describe('health grade colours', () => {
  it('gives each grade A to G a colour of its own', () => {
    const colours = GRADES.map((grade) => healthGradeSwatch(grade).bg);
    expect(new Set(colours).size).toBe(7);
  });

  it('runs from green for A to dark red for G', () => {
    expect(healthGradeSwatch('A').bg).toMatch(/^green\./);
    expect(healthGradeSwatch('G').bg).toBe('red.800');
  });
});

describe('version badge colours (spec 1 §9 badge classes)', () => {
  it('gives each badge class a colour of its own', () => {
    expect(new Set(BADGES.map((badge) => versionBadgeSwatch(badge).bg)).size).toBe(BADGES.length);
  });

  it('shows excellent in green and bad in red', () => {
    expect(versionBadgeSwatch('EXCELLENT').bg).toMatch(/^green\./);
    expect(versionBadgeSwatch('BAD').bg).toMatch(/^red\./);
  });
});

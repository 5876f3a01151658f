import { describe, expect, it } from 'vitest';
import { LAST_SEEN_RECENT_MS, LAST_SEEN_STALE_MS, lastSeenBand } from './lastSeen.js';

const now = new Date('2026-11-21T12:00:00.000Z');
const ago = (ms: number) => new Date(now.getTime() - ms);
const HOUR = 3_600_000;

describe('lastSeenBand', () => {
  it('uses the 2-hour and 8-hour thresholds', () => {
    expect(LAST_SEEN_RECENT_MS).toBe(2 * HOUR);
    expect(LAST_SEEN_STALE_MS).toBe(8 * HOUR);
  });

  it('is RECENT up to and including 2 hours', () => {
    expect(lastSeenBand(ago(0), now)).toBe('RECENT');
    expect(lastSeenBand(ago(2 * HOUR), now)).toBe('RECENT');
    expect(lastSeenBand('2026-11-21T10:00:00.000Z', now)).toBe('RECENT');
  });

  it('is STALE after 2 hours up to and including 8 hours', () => {
    expect(lastSeenBand(ago(2 * HOUR + 1), now)).toBe('STALE');
    expect(lastSeenBand(ago(8 * HOUR), now)).toBe('STALE');
  });

  it('is LOST after 8 hours, or when never seen', () => {
    expect(lastSeenBand(ago(8 * HOUR + 1), now)).toBe('LOST');
    expect(lastSeenBand('2025-01-01T00:00:00Z', now)).toBe('LOST');
    expect(lastSeenBand(null, now)).toBe('LOST');
    expect(lastSeenBand('', now)).toBe('LOST');
    expect(lastSeenBand('not a date', now)).toBe('LOST');
  });

  it('counts a time slightly in the future as just seen', () => {
    expect(lastSeenBand(ago(-60_000), now)).toBe('RECENT');
  });
});

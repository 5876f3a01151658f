import { describe, expect, it } from 'vitest';
import { formatAge, formatCount, formatDate, formatDateTime, formatDuration } from './formatting';

describe('formatDuration', () => {
  it.each([
    [45, '45 s'],
    [12 * 60 + 5, '12 min'],
    [5 * 3600, '5 h'],
    [5 * 3600 + 12 * 60, '5 h 12 min'],
    [3 * 86400 + 4 * 3600 + 59, '3 d 4 h'],
    [2 * 86400, '2 d'],
  ])('shows %i seconds as %j', (seconds, text) => {
    expect(formatDuration(seconds)).toBe(text);
  });

  it('shows nothing for a missing or negative duration', () => {
    expect(formatDuration(null)).toBe('');
    expect(formatDuration(-1)).toBe('');
  });
});

describe('formatAge', () => {
  const now = new Date('2025-11-21T12:00:00Z');

  it('says how long ago a hub was seen', () => {
    expect(formatAge('2025-11-21T09:30:00Z', now)).toBe('2 h 30 min ago');
    expect(formatAge('2025-11-21T11:59:30Z', now)).toBe('just now');
  });

  it('treats a hub clock a little ahead of ours as just now', () => {
    expect(formatAge('2025-11-21T12:00:20Z', now)).toBe('just now');
  });
});

describe('formatDateTime', () => {
  it('is empty for a missing or unreadable time', () => {
    expect(formatDateTime(null)).toBe('');
    expect(formatDateTime('not a date')).toBe('');
  });

  it('shows the day, month and year', () => {
    expect(formatDateTime('2025-11-21T12:00:00Z')).toMatch(/21 Nov 2025/);
  });
});

describe('formatDate', () => {
  it('shows a calendar day the Irish way, without moving it across time zones', () => {
    expect(formatDate('2027-02-20')).toBe('20 Feb 2027');
    expect(formatDate(null)).toBe('');
    expect(formatDate('not a date')).toBe('');
  });
});

describe('formatCount', () => {
  it('counts in the singular for one (Save 1 lead, not Save 1 leads)', () => {
    expect(formatCount(1, 'lead')).toBe('1 lead');
    expect(formatCount(0, 'lead')).toBe('0 leads');
    expect(formatCount(1200, 'lead')).toBe('1,200 leads');
  });
});

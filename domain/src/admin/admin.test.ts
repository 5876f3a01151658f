import { describe, expect, it } from 'vitest';
import { displayEmail, parseDomainRewrites } from './emailDomain.js';
import { validateNewPassword } from './password.js';
import { validateNewProfile } from './profileInput.js';
import {
  averageSeconds,
  byTotalDuration,
  formatAverage,
  formatDuration,
  queryCostBand,
} from './queryStatistics.js';

describe('query statistics', () => {
  it('averages duration over count only when both are positive', () => {
    expect(averageSeconds({ count: 4, durationSeconds: 2 })).toBe(0.5);
    expect(averageSeconds({ count: 0, durationSeconds: 2 })).toBeNull();
    expect(averageSeconds({ count: 3, durationSeconds: 0 })).toBeNull();
  });

  it('bands the average at 0.01, 0.1, 1 and 10 seconds, each bound in the band above', () => {
    expect(queryCostBand(0.0099)).toBe('FAST');
    expect(queryCostBand(0.01)).toBe('QUICK');
    expect(queryCostBand(0.0999)).toBe('QUICK');
    expect(queryCostBand(0.1)).toBe('MODERATE');
    expect(queryCostBand(0.999)).toBe('MODERATE');
    expect(queryCostBand(1)).toBe('SLOW');
    expect(queryCostBand(9.99)).toBe('SLOW');
    expect(queryCostBand(10)).toBe('VERY_SLOW');
    expect(queryCostBand(null)).toBeNull();
  });

  it('sorts by total duration, largest first, and formats to 4 and 6 decimals', () => {
    const rows = [
      { id: 'a', count: 1, durationSeconds: 1 },
      { id: 'b', count: 1, durationSeconds: 3 },
      { id: 'c', count: 1, durationSeconds: 2 },
    ];
    expect([...rows].sort(byTotalDuration).map((r) => r.id)).toEqual(['b', 'c', 'a']);
    expect(formatDuration(1.23456)).toBe('1.2346');
    expect(formatAverage(0.1234567)).toBe('0.123457');
    expect(formatAverage(null)).toBe('');
  });
});

describe('e-mail domain rewrite', () => {
  const rewrites = parseDomainRewrites('Old-Hubs.example = hubs.example');
  it('shows an old domain as the current one and leaves others alone', () => {
    expect(displayEmail('ann@OLD-hubs.example', rewrites)).toBe('ann@hubs.example');
    expect(displayEmail('ann@hubs.example', rewrites)).toBe('ann@hubs.example');
  });
  it('refuses a malformed setting', () => {
    expect(() => parseDomainRewrites('old.example')).toThrow(/old-domain=new-domain/);
  });
});

describe('new password', () => {
  it('needs 10 characters and must differ from the one-time password', () => {
    expect(validateNewPassword('short', 'x')[0]?.message).toBe(
      'Choose a password of at least 10 characters.',
    );
    expect(validateNewPassword('abcdefghij', 'abcdefghij')[0]?.field).toBe('newPassword');
    expect(validateNewPassword('a long enough one', 'otp')).toEqual([]);
  });
});

describe('new profile', () => {
  it('needs a name and a plausible e-mail address', () => {
    expect(validateNewProfile({ name: ' ', email: 'nope' })).toEqual([
      { field: 'name', message: 'Enter a name.' },
      { field: 'email', message: 'Enter a valid e-mail address.' },
    ]);
    expect(validateNewProfile({ name: 'Aoife', email: 'aoife@hubs.example' })).toEqual([]);
  });
});

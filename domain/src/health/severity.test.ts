import { describe, expect, it } from 'vitest';
import { healthSeverity } from './severity.js';

const FINE = { gap: 300, avgWakeSecs: 10, uptime: 100_000, voltage: 4000 };

describe('healthSeverity', () => {
  it('is 0 when no band applies', () => {
    expect(healthSeverity(FINE)).toBe(0);
  });

  it.each([
    [{ gap: 1001 }, 7],
    [{ gap: 1000 }, 6],
    [{ gap: 401 }, 1],
    [{ gap: 400 }, 0],
    [{ avgWakeSecs: 80.5 }, 7],
    [{ avgWakeSecs: 21 }, 1],
    [{ avgWakeSecs: 20 }, 0],
    [{ uptime: 199 }, 7],
    [{ uptime: 200 }, 6],
    [{ uptime: 25_599 }, 1],
    [{ uptime: 25_600 }, 0],
    [{ voltage: 3699 }, 7],
    [{ voltage: 3700 }, 6],
    [{ voltage: 3949 }, 2],
    [{ voltage: 3950 }, 0],
  ])('%j gives severity %i', (change, severity) => {
    expect(healthSeverity({ ...FINE, ...change })).toBe(severity);
  });

  it('takes the worst band of any value', () => {
    expect(healthSeverity({ gap: 450, avgWakeSecs: 65, uptime: 5000, voltage: 3940 })).toBe(5);
  });

  it('cannot judge a snapshot with none of the values (the reddish fallback)', () => {
    expect(healthSeverity({ gap: null, avgWakeSecs: null, uptime: undefined, voltage: null })).toBeNull();
  });
});

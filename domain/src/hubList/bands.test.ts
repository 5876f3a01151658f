import { describe, expect, it } from 'vitest';
import { ageSeconds, installedText, temperatureText, uptimeBand, voltageBand } from './bands.js';

describe('hub list bands', () => {
  it.each([
    [3699, 'UNDER_3700'],
    [3700, 'UNDER_3800'],
    [3799, 'UNDER_3800'],
    [3800, 'UNDER_3900'],
    [3899, 'UNDER_3900'],
    [3900, 'OK'],
    [null, null],
  ] as const)('voltage %s mV is %s', (mv, band) => {
    expect(voltageBand(mv)).toBe(band);
  });

  it.each([
    [7199, 'UNDER_2_HOURS'],
    [7200, 'UNDER_1_DAY'],
    [86_399, 'UNDER_1_DAY'],
    [86_400, 'OK'],
    [undefined, null],
  ] as const)('uptime %s s is %s', (seconds, band) => {
    expect(uptimeBand(seconds)).toBe(band);
  });

  it('counts whole seconds since last seen, never negative', () => {
    const now = new Date('2026-11-21T12:00:00Z');
    expect(ageSeconds('2026-11-21T11:58:59.500Z', now)).toBe(60);
    expect(ageSeconds('2026-11-21T12:05:00Z', now)).toBe(0);
    expect(ageSeconds(null, now)).toBeNull();
  });

  it('shows the installed date as its first 10 characters and temperatures to one decimal', () => {
    expect(installedText('2024-03-05T00:00:00.000Z')).toBe('2024-03-05');
    expect(installedText(null)).toBe('');
    expect(temperatureText(19.25)).toBe('19.3');
    expect(temperatureText(20)).toBe('20.0');
    expect(temperatureText(null)).toBe('');
  });
});

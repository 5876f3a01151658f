import { describe, expect, it } from 'vitest';
import type { ProblemInput } from './problemReasons.js';
import { problemReasons } from './problemReasons.js';

const NOW = new Date('2026-11-21T12:00:00Z');
const ago = (seconds: number) => new Date(NOW.getTime() - seconds * 1000).toISOString();

const HEALTHY: ProblemInput = {
  gap: 600,
  avgWakeSecs: 5,
  uptime: 100_000,
  voltage: 3950,
  versionCode: 10104,
  wifiVersion: 310,
  lastSeen: ago(60),
};

const codes = (change: Partial<ProblemInput>) =>
  problemReasons({ ...HEALTHY, ...change }, NOW).map((reason) => reason.code);

describe('problemReasons', () => {
  it('gives a healthy hub no reason', () => {
    expect(codes({})).toEqual([]);
  });

  it.each([
    ['gap', { gap: 1800 }, []],
    ['gap', { gap: 1801 }, ['GAP']],
    ['average wake', { avgWakeSecs: 25 }, []],
    ['average wake', { avgWakeSecs: 25.1 }, ['AVERAGE_WAKE']],
    ['uptime', { uptime: 7200 }, []],
    ['uptime', { uptime: 7199 }, ['UPTIME']],
    ['battery', { voltage: 1499 }, []],
    ['battery', { voltage: 1500 }, ['BATTERY']],
    ['battery', { voltage: 3600 }, ['BATTERY']],
    ['battery', { voltage: 3601 }, []],
    ['version', { versionCode: 701 }, ['VERSION']],
    ['version', { versionCode: 702 }, ['VERSION']],
    ['version', { versionCode: 917 }, ['VERSION']],
    // "Between 0.7.2 and 0.9.18" excludes 0.9.18, the first modern version (docs/domain.md).
    ['version', { versionCode: 918 }, []],
    ['wifi', { wifiVersion: 299 }, ['WIFI']],
    ['wifi', { wifiVersion: 300 }, []],
    ['last poll', { lastSeen: ago(86_400) }, []],
    ['last poll', { lastSeen: ago(86_401) }, ['LAST_POLL']],
    ['last poll', { lastSeen: ago(864_000) }, ['LAST_POLL']],
    ['last poll', { lastSeen: ago(864_001) }, []],
  ] as const)('%s at its edge: %j gives %j', (_, change, expected) => {
    expect(codes(change)).toEqual(expected);
  });

  it('words the last version below the boundary as older than 0.9.18', () => {
    expect(problemReasons({ ...HEALTHY, versionCode: 917 }, NOW).map((r) => r.text)).toEqual([
      'Software 0.9.17 is older than 0.9.18',
    ]);
  });

  it('suppresses a late last poll when the hub also rebooted within 2 hours', () => {
    expect(codes({ lastSeen: ago(90_000), uptime: 3600 })).toEqual(['UPTIME']);
  });

  it('raises no reason for values the hub did not report', () => {
    expect(
      codes({
        gap: null,
        avgWakeSecs: null,
        uptime: null,
        voltage: null,
        versionCode: null,
        wifiVersion: null,
        lastSeen: null,
      }),
    ).toEqual([]);
  });

  it('words every reason for staff', () => {
    const reasons = problemReasons(
      {
        gap: 2400,
        avgWakeSecs: 31.5,
        uptime: 3600,
        voltage: 3400,
        versionCode: 605,
        wifiVersion: 287,
        lastSeen: ago(60 * 3600),
      },
      NOW,
    );
    expect(reasons.map((reason) => reason.text)).toEqual([
      'Gap 2400 s (over 1800 s)',
      'Average wake 31.5 s (over 25 s)',
      'Up for only 3600 s (rebooted within 2 hours)',
      'Battery low at 3400 mV',
      'Software 0.6.5 is older than 0.7.2',
      'Wifi version 287 (below 300)',
    ]);
    expect(problemReasons({ ...HEALTHY, versionCode: 904, lastSeen: ago(60 * 3600) }, NOW)).toEqual([
      { code: 'VERSION', text: 'Software 0.9.4 is older than 0.9.18' },
      { code: 'LAST_POLL', text: 'Last poll 2 days ago' },
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import type { Version } from './version.js';
import {
  SMART_TECH_MIN_VERSION,
  compareVersions,
  formatVersion,
  isAtLeast,
  isReallyOld,
  parseVersion,
  supportsSmartTech,
  upgradeAvailable,
  versionBadge,
  versionCode,
  versionFromCode,
} from './version.js';

const v = (text: string): Version => {
  const parsed = parseVersion(text);
  if (!parsed) throw new Error(`not a version: ${text}`);
  return parsed;
};

describe('parseVersion and formatVersion', () => {
  it('reads major.minor.patch with an optional build and leading v', () => {
    expect(parseVersion('1.1.4')).toEqual({ major: 1, minor: 1, patch: 4 });
    expect(parseVersion('1.1.4.2')).toEqual({ major: 1, minor: 1, patch: 4, build: 2 });
    expect(parseVersion('v0.9.18')).toEqual({ major: 0, minor: 9, patch: 18 });
    expect(parseVersion(' 1.0.10 ')).toEqual({ major: 1, minor: 0, patch: 10 });
  });

  it('gives null for anything else', () => {
    for (const text of ['', '1.1', '1.1.4.2.1', 'abc', '1.x.4', '1..4', null, undefined]) {
      expect(parseVersion(text)).toBeNull();
    }
  });

  it('writes the build only when there is one', () => {
    expect(formatVersion(v('1.1.4'))).toBe('1.1.4');
    expect(formatVersion(v('1.1.4.2'))).toBe('1.1.4.2');
  });
});

describe('base-100 version codes', () => {
  it('decodes 10104 as 1.1.4 and 918 as 0.9.18', () => {
    expect(versionFromCode(10104)).toEqual({ major: 1, minor: 1, patch: 4 });
    expect(versionFromCode(918)).toEqual({ major: 0, minor: 9, patch: 18 });
    expect(versionFromCode(10010)).toEqual({ major: 1, minor: 0, patch: 10 });
  });

  it('encodes without the build, as the inverse of decoding', () => {
    expect(versionCode(v('1.1.4.7'))).toBe(10104);
    expect(versionCode(v('0.7.2'))).toBe(702);
    for (const code of [0, 702, 918, 10000, 10104, 20315]) {
      expect(versionCode(versionFromCode(code))).toBe(code);
    }
  });
});

describe('comparing versions', () => {
  it('orders by major, minor, patch, then build (missing build = 0)', () => {
    expect(compareVersions(v('1.0.10'), v('1.0.8'))).toBeGreaterThan(0);
    expect(compareVersions(v('0.9.18'), v('1.0.0'))).toBeLessThan(0);
    expect(compareVersions(v('1.1.4.1'), v('1.1.4'))).toBeGreaterThan(0);
    expect(compareVersions(v('1.1.4.0'), v('1.1.4'))).toBe(0);
  });

  it('knows 0.9.18 or newer supports smart tech', () => {
    expect(SMART_TECH_MIN_VERSION).toEqual({ major: 0, minor: 9, patch: 18 });
    expect(supportsSmartTech('0.9.18')).toBe(true);
    expect(supportsSmartTech(v('0.9.19'))).toBe(true);
    expect(supportsSmartTech('1.0.0')).toBe(true);
    expect(supportsSmartTech('0.9.17')).toBe(false);
    expect(supportsSmartTech('0.8.99')).toBe(false);
    expect(supportsSmartTech(null)).toBe(false);
    expect(isAtLeast('garbage', SMART_TECH_MIN_VERSION)).toBe(false);
  });
});

describe('versionBadge (spec 1 §9)', () => {
  it.each([
    ['1.1.4', 'excellent'],
    ['1.1.3', 'great'],
    ['1.1.0', 'ok'],
    ['1.0.10', 'ok'],
    ['1.0.8', 'ok'],
    ['1.0.5', 'ok'],
    ['1.0.0', 'poor'],
    ['0.7.2', 'poor'],
    ['0.9.18', 'poor'],
    ['1.1.1', 'good'],
    ['1.1.5', 'good'],
    ['1.2.0', 'good'],
    ['2.0.0', 'good'],
    ['1.0.9', 'bad'],
    ['1.0.11', 'bad'],
    ['0.9.17', 'bad'],
    ['0.6.0', 'bad'],
  ])('%s is %s', (text, badge) => {
    expect(versionBadge(text)).toBe(badge);
  });

  it('ignores the build of a named release and calls an unknown version bad', () => {
    expect(versionBadge('1.1.4.3')).toBe('excellent');
    expect(versionBadge(null)).toBe('bad');
    expect(versionBadge('nonsense')).toBe('bad');
  });
});

describe('firmware age and upgrades', () => {
  it('calls major 0 with minor below 7 really old', () => {
    expect(isReallyOld('0.6.9')).toBe(true);
    expect(isReallyOld('0.0.1')).toBe(true);
    expect(isReallyOld('0.7.0')).toBe(false);
    expect(isReallyOld('1.0.0')).toBe(false);
    expect(isReallyOld(null)).toBe(false);
  });

  it('offers an upgrade only to a newer target', () => {
    expect(upgradeAvailable('1.1.3', '1.1.4')).toBe(true);
    expect(upgradeAvailable('1.1.4', '1.1.4')).toBe(false);
    expect(upgradeAvailable('1.1.4', '1.1.3')).toBe(false);
    expect(upgradeAvailable('1.1.4', '1.1.4.1')).toBe(true);
    expect(upgradeAvailable('1.1.4', null)).toBe(false);
    expect(upgradeAvailable(null, '1.1.4')).toBe(true);
  });
});

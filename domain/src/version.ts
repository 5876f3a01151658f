// Firmware versions. The upstream stores them as base-100 digits (major*10000 + minor*100 + patch, so
// 1.1.4 is 10104) or as text "1.1.4" with an optional fourth build part. Every comparison here works on
// the parsed parts; a missing build counts as 0.

export interface Version {
  major: number;
  minor: number;
  patch: number;
  build?: number;
}

export type VersionInput = Version | string | null | undefined;

export type VersionBadge = 'excellent' | 'great' | 'good' | 'ok' | 'poor' | 'bad';

const VERSION_TEXT = /^v?(\d{1,6})\.(\d{1,6})\.(\d{1,6})(?:\.(\d{1,6}))?$/i;

export function parseVersion(text: string | null | undefined): Version | null {
  const match = VERSION_TEXT.exec((text ?? '').trim());
  if (!match) return null;
  const [, major, minor, patch, build] = match;
  const version: Version = { major: Number(major), minor: Number(minor), patch: Number(patch) };
  if (build !== undefined) version.build = Number(build);
  return version;
}

export function versionFromCode(code: number): Version {
  const whole = Math.trunc(code);
  return { major: Math.floor(whole / 10_000), minor: Math.floor(whole / 100) % 100, patch: whole % 100 };
}

/** The base-100 code of a version; the build is not part of it. */
export function versionCode(v: Version): number {
  return v.major * 10_000 + v.minor * 100 + v.patch;
}

export function formatVersion(v: Version): string {
  const text = `${v.major}.${v.minor}.${v.patch}`;
  return v.build === undefined ? text : `${text}.${v.build}`;
}

function toVersion(v: VersionInput): Version | null {
  if (v === null || v === undefined) return null;
  return typeof v === 'string' ? parseVersion(v) : v;
}

export function compareVersions(a: Version, b: Version): number {
  return a.major - b.major || a.minor - b.minor || a.patch - b.patch || (a.build ?? 0) - (b.build ?? 0);
}

/** True when v is min or newer; false when v is missing or not a version. */
export function isAtLeast(v: VersionInput, min: Version): boolean {
  const version = toVersion(v);
  return version !== null && compareVersions(version, min) >= 0;
}

/** Smart-tech flags and the power display need this firmware or newer (spec 1 §9). */
export const SMART_TECH_MIN_VERSION: Version = Object.freeze({ major: 0, minor: 9, patch: 18 });

export function supportsSmartTech(v: VersionInput): boolean {
  return isAtLeast(v, SMART_TECH_MIN_VERSION);
}

// Spec 1 §9. The named releases are checked before "above 1.1.0", because 1.1.4 and 1.1.3 are above
// 1.1.0 too. They are matched on major.minor.patch: a build number does not change a release's badge.
const NAMED_BADGES: ReadonlyArray<[string, VersionBadge]> = [
  ['1.1.4', 'excellent'],
  ['1.1.3', 'great'],
  ['1.1.0', 'ok'],
  ['1.0.10', 'ok'],
  ['1.0.8', 'ok'],
  ['1.0.5', 'ok'],
  ['1.0.0', 'poor'],
  ['0.7.2', 'poor'],
  ['0.9.18', 'poor'],
];

const GOOD_ABOVE: Version = { major: 1, minor: 1, patch: 0 };

export function versionBadge(v: VersionInput): VersionBadge {
  const version = toVersion(v);
  if (version === null) return 'bad';
  const release = `${version.major}.${version.minor}.${version.patch}`;
  const named = NAMED_BADGES.find(([text]) => text === release);
  if (named) return named[1];
  return compareVersions(version, GOOD_ABOVE) > 0 ? 'good' : 'bad';
}

/** Spec 1 §4: major 0 with minor below 7. */
export function isReallyOld(v: VersionInput): boolean {
  const version = toVersion(v);
  return version !== null && version.major === 0 && version.minor < 7;
}

/** True when there is a target and it is newer than what the hub runs (or the hub's version is unknown). */
export function upgradeAvailable(current: VersionInput, target: VersionInput): boolean {
  const to = toVersion(target);
  if (to === null) return false;
  const from = toVersion(current);
  return from === null || compareVersions(to, from) > 0;
}

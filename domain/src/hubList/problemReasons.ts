// Problem hubs (spec 2 §9): the reasons a hub is on the problem list, each worded for staff. A hub with
// no reason is not a problem hub. Thresholds are strict where the spec says "over"/"under"/"more than"
// and inclusive where it says "between" — except the software "between 0.7.2 and 0.9.18", which excludes
// 0.9.18: it is the first version the spec treats as modern (smart tech), so 0.9.18 is no problem.
import { formatVersion, versionFromCode } from '../version.js';

export const PROBLEM_GAP_SECONDS = 1800;
export const PROBLEM_AVG_WAKE_SECONDS = 25;
export const PROBLEM_UPTIME_SECONDS = 7200;
export const PROBLEM_BATTERY_MIN_MV = 1500;
export const PROBLEM_BATTERY_MAX_MV = 3600;
/** 0.7.2 and 0.9.18 as base-100 codes: below 0.7.2, or from 0.7.2 up to (not including) 0.9.18. */
export const PROBLEM_VERSION_OLD = 702;
export const PROBLEM_VERSION_POOR = 918;
export const PROBLEM_WIFI_VERSION = 300;
export const PROBLEM_LAST_POLL_SECONDS = 86_400;
/** A hub silent for longer than this is gone, not a problem to chase. */
export const PROBLEM_LAST_POLL_GONE_SECONDS = 864_000;
/** The problem list loads this many hubs. */
export const PROBLEM_HUBS_LIMIT = 500;

export type ProblemCode = 'GAP' | 'AVERAGE_WAKE' | 'UPTIME' | 'BATTERY' | 'VERSION' | 'WIFI' | 'LAST_POLL';

export interface ProblemReason {
  code: ProblemCode;
  /** e.g. "Gap 2400 s (over 1800 s)". */
  text: string;
}

/** What the rules read from a hub; any missing value simply raises no reason. */
export interface ProblemInput {
  gap: number | null | undefined;
  avgWakeSecs: number | null | undefined;
  uptime: number | null | undefined;
  voltage: number | null | undefined;
  /** Software version code, major*10000 + minor*100 + patch. */
  versionCode: number | null | undefined;
  wifiVersion: number | null | undefined;
  lastSeen: string | Date | null | undefined;
}

const known = (value: number | null | undefined): value is number =>
  value !== null && value !== undefined && Number.isFinite(value);

function secondsSince(lastSeen: string | Date | null | undefined, now: Date): number | null {
  if (lastSeen === null || lastSeen === undefined || lastSeen === '') return null;
  const at = (lastSeen instanceof Date ? lastSeen : new Date(lastSeen)).getTime();
  return Number.isNaN(at) ? null : (now.getTime() - at) / 1000;
}

function hoursText(seconds: number): string {
  const hours = Math.floor(seconds / 3600);
  return hours >= 48 ? `${Math.floor(hours / 24)} days` : `${hours} hours`;
}

export function problemReasons(hub: ProblemInput, now: Date = new Date()): ProblemReason[] {
  const reasons: ProblemReason[] = [];
  const { gap, avgWakeSecs, uptime, voltage, versionCode, wifiVersion } = hub;
  if (known(gap) && gap > PROBLEM_GAP_SECONDS)
    reasons.push({ code: 'GAP', text: `Gap ${gap} s (over ${PROBLEM_GAP_SECONDS} s)` });
  if (known(avgWakeSecs) && avgWakeSecs > PROBLEM_AVG_WAKE_SECONDS)
    reasons.push({
      code: 'AVERAGE_WAKE',
      text: `Average wake ${avgWakeSecs} s (over ${PROBLEM_AVG_WAKE_SECONDS} s)`,
    });
  const rebooted = known(uptime) && uptime < PROBLEM_UPTIME_SECONDS;
  if (rebooted) reasons.push({ code: 'UPTIME', text: `Up for only ${uptime} s (rebooted within 2 hours)` });
  if (known(voltage) && voltage >= PROBLEM_BATTERY_MIN_MV && voltage <= PROBLEM_BATTERY_MAX_MV)
    reasons.push({ code: 'BATTERY', text: `Battery low at ${voltage} mV` });
  if (known(versionCode) && versionCode < PROBLEM_VERSION_POOR) {
    const text = formatVersion(versionFromCode(versionCode));
    reasons.push({
      code: 'VERSION',
      text:
        versionCode < PROBLEM_VERSION_OLD
          ? `Software ${text} is older than 0.7.2`
          : `Software ${text} is older than 0.9.18`,
    });
  }
  if (known(wifiVersion) && wifiVersion < PROBLEM_WIFI_VERSION)
    reasons.push({ code: 'WIFI', text: `Wifi version ${wifiVersion} (below ${PROBLEM_WIFI_VERSION})` });
  const silent = secondsSince(hub.lastSeen, now);
  if (
    silent !== null &&
    silent > PROBLEM_LAST_POLL_SECONDS &&
    silent <= PROBLEM_LAST_POLL_GONE_SECONDS &&
    !rebooted
  )
    reasons.push({ code: 'LAST_POLL', text: `Last poll ${hoursText(silent)} ago` });
  return reasons;
}

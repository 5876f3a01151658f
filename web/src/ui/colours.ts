// Colours of the console's bands, in one place. The gateway says which band a value is in (health
// grade, last-seen band, version badge); only the web decides what that looks like. Values are Chakra
// colour tokens. The spec names the last-seen colours; the grade and badge colours are ours: a ramp
// from green (best) to dark red (worst), so the eye reads the dashboard without a legend.
import type { LastSeenBand } from '@hub/domain';
import type { HealthGrade, VersionBadge } from '../__generated__/graphql';

export interface Swatch {
  bg: string;
  color: string;
}

const LAST_SEEN: Record<LastSeenBand, Swatch> = {
  // Spec 1 §4: within 2 hours green; within 8 hours red-tinted; older a dark-red warning.
  RECENT: { bg: 'green.100', color: 'green.800' },
  STALE: { bg: 'red.100', color: 'red.700' },
  LOST: { bg: 'red.800', color: 'white' },
};

const HEALTH_GRADE: Record<HealthGrade, Swatch> = {
  A: { bg: 'green.600', color: 'white' },
  B: { bg: 'green.400', color: 'gray.900' },
  C: { bg: 'yellow.300', color: 'gray.900' },
  D: { bg: 'orange.300', color: 'gray.900' },
  E: { bg: 'orange.500', color: 'white' },
  F: { bg: 'red.500', color: 'white' },
  G: { bg: 'red.800', color: 'white' },
};

const VERSION_BADGE: Record<VersionBadge, Swatch> = {
  EXCELLENT: { bg: 'green.600', color: 'white' },
  GREAT: { bg: 'teal.500', color: 'white' },
  GOOD: { bg: 'blue.500', color: 'white' },
  OK: { bg: 'yellow.300', color: 'gray.900' },
  POOR: { bg: 'orange.400', color: 'gray.900' },
  BAD: { bg: 'red.600', color: 'white' },
};

export function lastSeenSwatch(band: LastSeenBand): Swatch {
  return LAST_SEEN[band];
}

export function healthGradeSwatch(grade: HealthGrade): Swatch {
  return HEALTH_GRADE[grade];
}

export function versionBadgeSwatch(badge: VersionBadge): Swatch {
  return VERSION_BADGE[badge];
}

/** Spec 1 §4 firmware colouring: an available upgrade is highlighted, "really old" firmware stands out. */
export const UPGRADE_HIGHLIGHT: Swatch = { bg: 'orange.100', color: 'orange.900' };
export const REALLY_OLD: Swatch = { bg: 'red.600', color: 'white' };

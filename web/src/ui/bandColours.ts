// Colours of the hub list and health view bands (spec 2 §2, §9). The gateway says which band; these
// say what it looks like. Our choice: the worse, the redder.
import type { Swatch } from './colours';

export type VoltageBandName = 'UNDER_3700' | 'UNDER_3800' | 'UNDER_3900' | 'OK';
export type UptimeBandName = 'UNDER_2_HOURS' | 'UNDER_1_DAY' | 'OK';

const NONE: Swatch = { bg: 'transparent', color: 'inherit' };

const VOLTAGE: Record<VoltageBandName, Swatch> = {
  UNDER_3700: { bg: 'red.500', color: 'white' },
  UNDER_3800: { bg: 'orange.300', color: 'gray.900' },
  UNDER_3900: { bg: 'yellow.200', color: 'gray.900' },
  OK: NONE,
};

const UPTIME: Record<UptimeBandName, Swatch> = {
  UNDER_2_HOURS: { bg: 'red.200', color: 'red.900' },
  UNDER_1_DAY: { bg: 'yellow.100', color: 'gray.900' },
  OK: NONE,
};

export function voltageSwatch(band: VoltageBandName | null | undefined): Swatch {
  return band ? VOLTAGE[band] : NONE;
}

export function uptimeSwatch(band: UptimeBandName | null | undefined): Swatch {
  return band ? UPTIME[band] : NONE;
}

// Health row severity 0 (fine) to 7 (worst); null is the reddish fallback for a row that could not be judged.
const SEVERITY = [
  'white',
  'yellow.50',
  'yellow.100',
  'orange.100',
  'orange.200',
  'red.100',
  'red.200',
  'red.300',
];

export function severityBackground(severity: number | null | undefined): string {
  if (severity === null || severity === undefined) return 'red.50';
  return SEVERITY[Math.max(0, Math.min(7, severity))]!;
}

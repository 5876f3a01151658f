// Health row severity (spec 2 §9): each band list runs worst to best; a row takes the worst band any of
// its values falls in. 7 is the worst band, 0 means no band applies.

export const HEALTH_DESKTOP_MIN_WIDTH = 800;

const GAP_OVER = [1000, 900, 800, 700, 600, 500, 400];
const AVG_WAKE_OVER = [80, 70, 60, 50, 40, 30, 20];
const UPTIME_UNDER = [200, 400, 800, 1600, 3200, 6400, 25600];
const VOLTAGE_UNDER = [3700, 3750, 3800, 3850, 3900, 3950];

export const HEALTH_SEVERITY_WORST = 7;

export interface HealthValues {
  gap: number | null | undefined;
  avgWakeSecs: number | null | undefined;
  uptime: number | null | undefined;
  voltage: number | null | undefined;
}

const known = (value: number | null | undefined): value is number =>
  value !== null && value !== undefined && Number.isFinite(value);

// Position i of a worst-to-best list is severity 7 - i.
function band(value: number | null | undefined, limits: number[], worse: (v: number, l: number) => boolean) {
  if (!known(value)) return 0;
  const index = limits.findIndex((limit) => worse(value, limit));
  return index < 0 ? 0 : HEALTH_SEVERITY_WORST - index;
}

/**
 * The row's severity 0 (fine) to 7 (worst), or null when it cannot be judged because the snapshot
 * carries none of the four values: the "error" case, shown reddish.
 */
export function healthSeverity(values: HealthValues): number | null {
  const { gap, avgWakeSecs, uptime, voltage } = values;
  if (![gap, avgWakeSecs, uptime, voltage].some(known)) return null;
  return Math.max(
    band(gap, GAP_OVER, (v, l) => v > l),
    band(avgWakeSecs, AVG_WAKE_OVER, (v, l) => v > l),
    band(uptime, UPTIME_UNDER, (v, l) => v < l),
    band(voltage, VOLTAGE_UNDER, (v, l) => v < l),
  );
}

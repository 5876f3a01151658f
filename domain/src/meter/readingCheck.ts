// Meter readings that deserve a second look before they are saved (issue 18): a reading lower than the
// hub's previous one (a gas meter only counts up), or one implying a consumption far outside the hub's
// own history (9,999,999,999 typed where the meter shows 57,812). Neither is refused — a meter can be
// replaced, a house can start heating — the person is asked to confirm.

/** The implied use per hour may be at most this many times the hub's usual (median) use per hour. */
export const METER_CONSUMPTION_FACTOR = 10;
/** The usual use is only judged from at least this many earlier intervals between saved readings. */
export const METER_HISTORY_MIN_INTERVALS = 3;

export interface DatedReading {
  /** When the photo was taken (ISO date-time). */
  created: string;
  /** The saved reading; null or 0 while unsaved. */
  reading: number | null;
}

const saved = (r: DatedReading): r is DatedReading & { reading: number } =>
  r.reading !== null && Number.isFinite(r.reading) && r.reading > 0;

const hoursBetween = (a: string, b: string) => (Date.parse(b) - Date.parse(a)) / 3_600_000;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

const number = (n: number) => n.toLocaleString('en-IE', { maximumFractionDigits: 1 });

/**
 * The questions to ask before saving `reading` for the reading taken at `created`, given the hub's
 * other readings (any order; unsaved ones and the reading itself are ignored). Empty: save without asking.
 */
export function meterReadingWarnings(
  reading: number,
  created: string,
  others: readonly DatedReading[],
): string[] {
  const earlier = others
    .filter((r) => saved(r) && Date.parse(r.created) < Date.parse(created))
    .sort((a, b) => Date.parse(a.created) - Date.parse(b.created)) as Array<
    DatedReading & { reading: number }
  >;
  const previous = earlier.at(-1);
  if (!previous) return [];
  const warnings: string[] = [];
  if (reading < previous.reading) {
    warnings.push(
      `${number(reading)} is lower than the previous reading, ${number(previous.reading)}. A meter only counts up.`,
    );
    return warnings;
  }
  const rates: number[] = [];
  for (let i = 1; i < earlier.length; i++) {
    const hours = hoursBetween(earlier[i - 1]!.created, earlier[i]!.created);
    const used = earlier[i]!.reading - earlier[i - 1]!.reading;
    if (hours > 0 && used >= 0) rates.push(used / hours);
  }
  const hours = hoursBetween(previous.created, created);
  if (rates.length < METER_HISTORY_MIN_INTERVALS || !(hours > 0)) return warnings;
  const usual = median(rates);
  const implied = (reading - previous.reading) / hours;
  if (usual > 0 && implied > usual * METER_CONSUMPTION_FACTOR) {
    warnings.push(
      `${number(reading)} means ${number(reading - previous.reading)} used since the previous reading (${number(previous.reading)}), ` +
        `more than ${METER_CONSUMPTION_FACTOR} times this hub's usual use.`,
    );
  }
  return warnings;
}

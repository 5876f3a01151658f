// Spend (spec 1 §2 Spend tab, §9): money is held in cents and shown in euro with 2 decimals.
// Units = (spend − daily aga × days) / cents per unit; burntime = units / units per minute.

export const SPEND_TIMEFRAMES = [
  'THIS_WEEK',
  'THIS_MONTH',
  'THIS_YEAR',
  'LAST_14_DAYS',
  'LAST_90_DAYS',
  'LAST_365_DAYS',
] as const;
export type SpendTimeframe = (typeof SPEND_TIMEFRAMES)[number];
export const DEFAULT_SPEND_TIMEFRAME: SpendTimeframe = 'LAST_14_DAYS';
export const NO_SPEND_TEXT = 'No spend data yet';

export const SPEND_TIMEFRAME_LABELS: Record<SpendTimeframe, string> = {
  THIS_WEEK: 'This Week',
  THIS_MONTH: 'This Month',
  THIS_YEAR: 'This Year',
  LAST_14_DAYS: 'Last 14 Days',
  LAST_90_DAYS: 'Last 90 Days',
  LAST_365_DAYS: 'Last 365 Days',
};

const DAY_MS = 86_400_000;

/**
 * How many days, counting today, the timeframe covers on `today` (UTC calendar): this week from
 * Sunday, this month from the 1st, this year from 1 January; the others a fixed count.
 */
export function timeframeDays(timeframe: SpendTimeframe, today: Date = new Date()): number {
  switch (timeframe) {
    case 'THIS_WEEK':
      return today.getUTCDay() + 1;
    case 'THIS_MONTH':
      return today.getUTCDate();
    case 'THIS_YEAR':
      return (
        Math.floor(
          (Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate()) -
            Date.UTC(today.getUTCFullYear(), 0, 1)) /
            DAY_MS,
        ) + 1
      );
    case 'LAST_14_DAYS':
      return 14;
    case 'LAST_90_DAYS':
      return 90;
    case 'LAST_365_DAYS':
      return 365;
  }
}

/** Units used for a spend (cents) over a number of days; null without a cents-per-unit rate. */
export function spendUnits(
  spendCents: number,
  dailyAgaCents: number,
  days: number,
  centsPerUnit: number | null,
): number | null {
  if (!centsPerUnit) return null;
  return (spendCents - dailyAgaCents * days) / centsPerUnit;
}

/** Burner minutes for a number of units; null without a units-per-minute rate. */
export function burntimeMinutes(units: number | null, unitsPerMinute: number | null): number | null {
  if (units === null || !unitsPerMinute) return null;
  return units / unitsPerMinute;
}

export interface SpendRates {
  dailyAga: number;
  centsPerUnit: number | null;
  unitsPerMinute: number | null;
}

export interface SpendDay {
  /** Days before today (0 is today). */
  daysAgo: number;
  /** YYYY-MM-DD (UTC). */
  date: string;
  totalCents: number;
  burnCents: number;
  agaCents: number;
  units: number | null;
  burntimeMinutes: number | null;
}

export function isoDay(today: Date, daysAgo: number): string {
  const start = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
  return new Date(start - daysAgo * DAY_MS).toISOString().slice(0, 10);
}

/** One row of the daily table: total, the burner's part, the aga's part and the burner minutes. */
export function spendDay(
  totalCents: number,
  daysAgo: number,
  rates: SpendRates,
  today: Date = new Date(),
): SpendDay {
  const units = spendUnits(totalCents, rates.dailyAga, 1, rates.centsPerUnit);
  return {
    daysAgo,
    date: isoDay(today, daysAgo),
    totalCents,
    burnCents: totalCents - rates.dailyAga,
    agaCents: rates.dailyAga,
    units,
    burntimeMinutes: burntimeMinutes(units, rates.unitsPerMinute),
  };
}

export interface SpendPeriod {
  timeframe: SpendTimeframe;
  /** Days of data in the period (fewer than the timeframe when the history is shorter). */
  days: number;
  totalCents: number;
  burnCents: number;
  agaCents: number;
  units: number | null;
  burntimeMinutes: number | null;
}

/** The period totals of a timeframe over the daily spends (index 0 is today). */
export function spendPeriod(
  daily: readonly number[],
  timeframe: SpendTimeframe,
  rates: SpendRates,
  today: Date = new Date(),
): SpendPeriod {
  const days = Math.min(daily.length, timeframeDays(timeframe, today));
  const totalCents = daily.slice(0, days).reduce((sum, cents) => sum + cents, 0);
  const units = spendUnits(totalCents, rates.dailyAga, days, rates.centsPerUnit);
  return {
    timeframe,
    days,
    totalCents,
    agaCents: rates.dailyAga * days,
    burnCents: totalCents - rates.dailyAga * days,
    units,
    burntimeMinutes: burntimeMinutes(units, rates.unitsPerMinute),
  };
}

const EURO = new Intl.NumberFormat('en-IE', {
  style: 'currency',
  currency: 'EUR',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** Cents shown in euro with 2 decimals: 1234 → "€12.34". */
export function formatEuro(cents: number | null | undefined): string {
  if (cents === null || cents === undefined || !Number.isFinite(cents)) return '';
  return EURO.format(cents / 100);
}

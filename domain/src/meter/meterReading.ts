// Meter readings (spec 2 §2, §5, §9).
import { toDecimalOrNull } from '../boiler/boiler.js';
import { fitsNumericColumn, numericColumnLimit } from '../validation/numericColumn.js';
import type { NumericColumn } from '../validation/numericColumn.js';
import type { FieldError } from '../validation/userError.js';

/** A reading is unsaved while it is missing, or 0 or less. */
export function isReadingSaved(reading: number | null | undefined): boolean {
  return reading !== null && reading !== undefined && Number.isFinite(reading) && reading > 0;
}

/** kWh over the reading's duration, rounded to a whole number. */
export function roundedKwh(kwhdelta: number | null | undefined): number | null {
  return kwhdelta === null || kwhdelta === undefined || !Number.isFinite(kwhdelta)
    ? null
    : Math.round(kwhdelta);
}

/**
 * kwhdelta x 600000 / duration (ms), rounded to 4 decimals; null without a positive duration. The
 * unrounded kwhdelta is used: only the kWh column shows it rounded.
 */
export function kwhPerMinute(
  kwhdelta: number | null | undefined,
  durationMs: number | null | undefined,
): number | null {
  if (kwhdelta === null || kwhdelta === undefined || !Number.isFinite(kwhdelta)) return null;
  if (durationMs === null || durationMs === undefined || !(durationMs > 0)) return null;
  return Math.round(((kwhdelta * 600_000) / durationMs) * 10_000) / 10_000;
}

/**
 * Readings are stored with one decimal in a numeric(12, 1) column, so they stay below 100,000,000,000
 * (eleven digits before the point; a meter shows six to eight). Above it the database refused the save
 * with a range error that named no field.
 */
export const METER_READING_COLUMN: NumericColumn = { precision: 12, scale: 1 };
export const METER_READING_LIMIT = numericColumnLimit(METER_READING_COLUMN);

export const METER_READING_MESSAGES = {
  required: 'Enter the reading shown on the meter.',
  positive: 'The reading must be a number above 0.',
  tooLarge: `The reading must be less than ${METER_READING_LIMIT.toLocaleString('en-IE')}.`,
} as const;

/** The reading typed into the Save box: a number above 0 and below METER_READING_LIMIT (one decimal is kept upstream). */
export function validateMeterReading(input: string | number | null | undefined): FieldError[] {
  const text = typeof input === 'number' ? String(input) : (input ?? '').trim();
  if (text === '') return [{ field: 'reading', message: METER_READING_MESSAGES.required }];
  const value = toDecimalOrNull(text);
  if (value === null || value <= 0) return [{ field: 'reading', message: METER_READING_MESSAGES.positive }];
  // As stored: 99,999,999,999.96 keeps one decimal as 100,000,000,000.0, which the column cannot hold.
  if (!fitsNumericColumn(value, METER_READING_COLUMN))
    return [{ field: 'reading', message: METER_READING_MESSAGES.tooLarge, code: 'OUT_OF_RANGE' }];
  return [];
}

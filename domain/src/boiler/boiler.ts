// Boiler and fuel fills (spec 1 §2, §4, §5): defaults for a hub with no boiler, validation with the
// spec's messages and the numeric coercion applied on save. The form and the gateway both use these.
import type { FieldError } from '../validation/userError.js';
import { fitsNumericColumn, numericColumnLimit } from '../validation/numericColumn.js';
import type { NumericColumn } from '../validation/numericColumn.js';
import { textLimitErrors } from '../validation/textLimits.js';

/** Spec 1 §5: a new boiler starts with these. */
export const BOILER_DEFAULTS = { fuelRate: 1.97, tankCapacity: 1200, energyOutput: 22.5 } as const;

export const BOILER_MESSAGES = {
  fuelType: 'A fuel type must be selected.',
  fuelRate: 'The fuel rate must be set.',
  /** Typed, but not a rate (the spec's one message is for a rate left out). */
  fuelRateNumber: 'The fuel rate must be a number above 0.',
} as const;

/**
 * The edit form's labels (spec 1 §2, "Edit fields"). The messages name a field by its label without the
 * unit, so the message beside "kWh output" says "kWh output", not the read view's "Energy (kWh)".
 */
export const BOILER_LABELS = Object.freeze({
  energyOutput: 'kWh output',
  fuelRate: 'Fuel rate (kg/hr)',
  tankCapacity: 'Tank capacity (l)',
  manufacturer: 'Manufacturer',
  model: 'Model',
  lastMeasuredDate: 'Last measured on',
  lastMeasuredLevel: 'Last measured level (l)',
  agaFlowRate: 'Aga flow rate (L/hr)',
} satisfies Record<Exclude<keyof BoilerFields, 'fuelTypeId'>, string>);

/** A field as its messages name it: its label less the unit in brackets. */
const named = (field: keyof typeof BOILER_LABELS) => BOILER_LABELS[field].replace(/ \([^)]*\)$/, '');

/**
 * The longest text each field takes, with the editor's labels: fleet-api's schema (routes/boiler.ts) reads
 * these, and the form says them beside the field while typing, not the server after Save.
 */
export const BOILER_TEXT_LIMITS = Object.freeze({
  manufacturer: [BOILER_LABELS.manufacturer, 100],
  model: [BOILER_LABELS.model, 100],
}) satisfies Partial<Record<keyof BoilerFields, readonly [string, number]>>;

/**
 * The numbers of a boiler and a fuel fill as their columns hold them (numeric(precision, scale)): a value
 * that rounds to 10^(precision - scale) or more does not fit, and was refused by the database with a
 * message naming no field.
 */
export const BOILER_NUMBER_COLUMNS = Object.freeze({
  energyOutput: { precision: 6, scale: 2 },
  fuelRate: { precision: 6, scale: 3 },
  tankCapacity: { precision: 7, scale: 1 },
  lastMeasuredLevel: { precision: 7, scale: 1 },
  agaFlowRate: { precision: 6, scale: 2 },
  fillAmount: { precision: 7, scale: 1 },
} satisfies Record<string, NumericColumn>);

const tooLarge = (label: string, column: NumericColumn) => ({
  message: `${label} must be less than ${numericColumnLimit(column).toLocaleString('en-IE')}.`,
  code: 'OUT_OF_RANGE' as const,
});

export const FUEL_FILL_MESSAGES = {
  hubId: 'Hub ID must be set.',
  fillAmount: 'Fill amount must be set.',
  /** Typed, but not an amount (not in the spec, whose one message is for an amount left out). */
  fillAmountPositive: 'Fill amount must be a number above 0.',
  fillTimestamp: 'Fill timestamp must be set.',
  /** A fill is recorded once delivered (not in the spec): a time ahead is a slip of the date. */
  fillTimestampFuture: 'Fill timestamp must not be in the future.',
  /** More than the boiler's tank holds (not in the spec): a slip of a digit, which would skew the usage. */
  fillAmountOverCapacity: (capacity: number) =>
    `Fill amount must not be more than the tank capacity (${capacity.toLocaleString('en-IE')} litres).`,
} as const;

/** How far ahead of this clock a fill's time may be: the browser's clock and the server's may disagree. */
const CLOCK_GRACE_MS = 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

export const FUEL_FILL_DELETED = 'Fuel fill deleted.';

/** A fill's timestamp is its identity: a second fill at the same instant is refused, not written over. */
export const FUEL_FILL_EXISTS =
  'A fuel fill is already recorded at this time. Delete it first, or enter a different time.';

type Numberish = number | string | null | undefined;

// Thousands grouped with commas, as the app shows quantities ("1,200", "12,345.5").
const GROUPED = /^[+-]?\d{1,3}(,\d{3})+(\.\d*)?$/;

/**
 * A decimal from a number or typed text; null when empty or not a number. A comma before a group of
 * three digits groups thousands, as the screens write them ("1,200" is 1200, never 1.2); any other one
 * comma is a decimal comma ("1,97" reads as 1.97).
 */
export function toDecimalOrNull(value: Numberish): number | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  const trimmed = value.trim();
  const text = GROUPED.test(trimmed) ? trimmed.replaceAll(',', '') : trimmed.replace(',', '.');
  // Digits with one decimal point, as a person types a quantity: not "1e3" or "0x10", which Number reads.
  if (!/^[+-]?(\d+\.?\d*|\.\d+)$/.test(text)) return null;
  return Number(text);
}

/** The boiler's editable fields as a form holds them (numbers may be text). */
export interface BoilerFields {
  fuelTypeId?: Numberish;
  energyOutput?: Numberish;
  fuelRate?: Numberish;
  tankCapacity?: Numberish;
  manufacturer?: string | null | undefined;
  model?: string | null | undefined;
  lastMeasuredDate?: string | null | undefined;
  lastMeasuredLevel?: Numberish;
  agaFlowRate?: Numberish;
}

export interface BoilerForSave {
  fuelTypeId: number;
  energyOutput: number | null;
  fuelRate: number;
  tankCapacity: number | null;
  manufacturer: string | null;
  model: string | null;
  lastMeasuredDate: string | null;
  lastMeasuredLevel: number | null;
  agaFlowRate: number | null;
}

/** The form's starting values for a hub with no saved boiler (it opens straight in edit). */
export function newBoilerFields(): BoilerFields {
  return {
    fuelTypeId: null,
    energyOutput: BOILER_DEFAULTS.energyOutput,
    fuelRate: BOILER_DEFAULTS.fuelRate,
    tankCapacity: BOILER_DEFAULTS.tankCapacity,
    manufacturer: null,
    model: null,
    lastMeasuredDate: null,
    lastMeasuredLevel: null,
    agaFlowRate: null,
  };
}

/**
 * Spec 1 §5: a boiler is valid only with a fuel type (at least 1) and a fuel rate. Numbers that are
 * typed but unreadable or negative are refused too, so nothing half-numeric is saved, and so are a
 * measurement dated ahead, a level above the tank's capacity and a text longer than the field takes.
 */
export function validateBoiler(fields: BoilerFields, now = new Date()): FieldError[] {
  const errors: FieldError[] = [];
  const fuelType = toDecimalOrNull(fields.fuelTypeId);
  if (fuelType === null || fuelType < 1)
    errors.push({ field: 'fuelTypeId', message: BOILER_MESSAGES.fuelType });
  const fuelRate = toDecimalOrNull(fields.fuelRate);
  const rateTyped =
    typeof fields.fuelRate === 'string' ? fields.fuelRate.trim() !== '' : fields.fuelRate != null;
  if (fuelRate === null || fuelRate <= 0)
    errors.push({
      field: 'fuelRate',
      message: rateTyped ? BOILER_MESSAGES.fuelRateNumber : BOILER_MESSAGES.fuelRate,
    });
  if (fuelRate !== null && fuelRate > 0 && !fitsNumericColumn(fuelRate, BOILER_NUMBER_COLUMNS.fuelRate))
    errors.push({ field: 'fuelRate', ...tooLarge('The fuel rate', BOILER_NUMBER_COLUMNS.fuelRate) });
  const numbers = ['energyOutput', 'tankCapacity', 'lastMeasuredLevel', 'agaFlowRate'] as const;
  for (const field of numbers) {
    const label = named(field);
    const raw = fields[field] as Numberish;
    const empty = raw === null || raw === undefined || (typeof raw === 'string' && raw.trim() === '');
    const value = toDecimalOrNull(raw);
    if (!empty && (value === null || value < 0))
      errors.push({ field, message: `${label} must be a number of 0 or more.` });
    else if (value !== null && !fitsNumericColumn(value, BOILER_NUMBER_COLUMNS[field]))
      errors.push({ field, ...tooLarge(label, BOILER_NUMBER_COLUMNS[field]) });
  }
  const date = fields.lastMeasuredDate?.trim();
  if (date && !/^\d{4}-\d{2}-\d{2}$/.test(date))
    errors.push({ field: 'lastMeasuredDate', message: `${named('lastMeasuredDate')} must be a date.` });
  // A measurement has been made: a day ahead of this clock's UTC date is allowed (Irish and UTC days differ).
  else if (date && date > new Date(now.getTime() + DAY_MS).toISOString().slice(0, 10))
    errors.push({
      field: 'lastMeasuredDate',
      message: `${named('lastMeasuredDate')} must not be in the future.`,
    });
  const level = toDecimalOrNull(fields.lastMeasuredLevel);
  const capacity = toDecimalOrNull(fields.tankCapacity);
  if (level !== null && capacity !== null && capacity >= 0 && level > capacity)
    errors.push({
      field: 'lastMeasuredLevel',
      message: `${named('lastMeasuredLevel')} must not be more than the tank capacity.`,
    });
  errors.push(...textLimitErrors(fields, BOILER_TEXT_LIMITS));
  return errors;
}

function text(value: string | null | undefined): string | null {
  const trimmed = (value ?? '').trim();
  return trimmed === '' ? null : trimmed;
}

/** The boiler as saved: numbers coerced to numbers (spec 1 §5), empty text and numbers absent. Validate first. */
export function boilerForSave(fields: BoilerFields): BoilerForSave {
  return {
    fuelTypeId: Math.trunc(toDecimalOrNull(fields.fuelTypeId) ?? 0),
    energyOutput: toDecimalOrNull(fields.energyOutput),
    fuelRate: toDecimalOrNull(fields.fuelRate) ?? 0,
    tankCapacity: toDecimalOrNull(fields.tankCapacity),
    manufacturer: text(fields.manufacturer),
    model: text(fields.model),
    lastMeasuredDate: text(fields.lastMeasuredDate),
    lastMeasuredLevel: toDecimalOrNull(fields.lastMeasuredLevel),
    agaFlowRate: toDecimalOrNull(fields.agaFlowRate),
  };
}

export interface FuelFillFields {
  hubId?: number | null | undefined;
  fillAmount?: Numberish;
  /** ISO date-time, or the "YYYY-MM-DDTHH:MM" of a datetime-local input. */
  fillTimestamp?: string | null | undefined;
  /** The hub's boiler's tank capacity in litres, when it has a boiler with one: a fill cannot be more. */
  tankCapacity?: number | null | undefined;
}

/**
 * Spec 1 §5 fuel fill: each missing part has its own message (shown once the form was changed). A time
 * more than an hour after `now` is refused too, and an amount above the tank's capacity when it is known.
 */
export function validateFuelFill(fields: FuelFillFields, now = new Date()): FieldError[] {
  const errors: FieldError[] = [];
  if (fields.hubId === null || fields.hubId === undefined || fields.hubId < 1)
    errors.push({ field: 'hubId', message: FUEL_FILL_MESSAGES.hubId });
  const amount = toDecimalOrNull(fields.fillAmount);
  if (
    fields.fillAmount === null ||
    fields.fillAmount === undefined ||
    String(fields.fillAmount).trim() === ''
  )
    errors.push({ field: 'fillAmount', message: FUEL_FILL_MESSAGES.fillAmount });
  else if (amount === null || amount <= 0)
    errors.push({ field: 'fillAmount', message: FUEL_FILL_MESSAGES.fillAmountPositive });
  else if (!fitsNumericColumn(amount, BOILER_NUMBER_COLUMNS.fillAmount))
    errors.push({ field: 'fillAmount', ...tooLarge('Fill amount', BOILER_NUMBER_COLUMNS.fillAmount) });
  else if (typeof fields.tankCapacity === 'number' && fields.tankCapacity > 0 && amount > fields.tankCapacity)
    errors.push({
      field: 'fillAmount',
      message: FUEL_FILL_MESSAGES.fillAmountOverCapacity(fields.tankCapacity),
    });
  const when = fields.fillTimestamp?.trim();
  const time = when ? new Date(when).getTime() : Number.NaN;
  if (Number.isNaN(time)) errors.push({ field: 'fillTimestamp', message: FUEL_FILL_MESSAGES.fillTimestamp });
  else if (time > now.getTime() + CLOCK_GRACE_MS)
    errors.push({ field: 'fillTimestamp', message: FUEL_FILL_MESSAGES.fillTimestampFuture });
  return errors;
}

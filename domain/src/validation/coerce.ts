// Form values arrive as typed text or as numbers (GraphQL Int); these turn them into what is stored.

export type FormNumber = number | string | null | undefined;
export type FormText = string | null | undefined;

/** A whole number, or null when empty or not a number. */
export function toNumberOrNull(value: FormNumber): number | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' && value.trim() === '') return null;
  const n = typeof value === 'string' ? Number(value.trim()) : value;
  return Number.isFinite(n) ? Math.trunc(n) : null;
}

/** A lookup id that must be at least 1: missing, non-numeric or below 1 becomes 1. */
export function toIdAtLeastOne(value: FormNumber): number {
  const n = toNumberOrNull(value);
  return n === null || n < 1 ? 1 : n;
}

/** Trimmed text, or null when empty. */
export function toTextOrNull(value: FormText): string | null {
  const trimmed = (value ?? '').trim();
  return trimmed === '' ? null : trimmed;
}

/**
 * True when the value is empty or a whole number as typed ("12", " 7 "); "12.5" and "abc" are not. A
 * whole number too large to store is one all the same: isAboveIntMax says that of it, in its own words.
 */
export function isWholeNumberOrEmpty(value: FormNumber): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === 'number') return Number.isInteger(value);
  const text = value.trim();
  return text === '' || /^\d+$/.test(text);
}

/** "Carton must be a whole number." — the message names the field as the form labels it. */
export function wholeNumberMessage(label: string): string {
  return `${label} must be a whole number.`;
}

/**
 * The largest whole number a GraphQL Int (32-bit signed) and a PostgreSQL integer column hold: a form's
 * number above it is refused beside its field, not sent to come back as a coercion error or a 500.
 */
export const INT_MAX = 2_147_483_647;

/** "Size (bytes) must be at most 2,147,483,647." — the label as the form shows it. */
export function atMostIntMessage(label: string): string {
  return `${label} must be at most ${INT_MAX.toLocaleString('en-IE')}.`;
}

/** True when a number, typed or given, is past INT_MAX: "99999999999" for a carton number. */
export function isAboveIntMax(value: FormNumber): boolean {
  const n = toNumberOrNull(value);
  return n !== null && n > INT_MAX;
}

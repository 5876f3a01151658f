// The longest text a field takes, said beside it while typing rather than refused by the server after
// Save: one wording for every form ("Name must be at most 200 characters.", as the gateway also words a
// JSON-schema refusal). A form's limits are the fleet API's (the server's schema reads the same numbers).
import type { FieldError } from './userError.js';

/** Per field: the label the form shows and the most characters it takes. */
export type TextLimits = Readonly<Record<string, readonly [label: string, max: number]>>;

/** "Manufacturer must be at most 100 characters." */
export function tooLongMessage(label: string, max: number): string {
  return `${label} must be at most ${max.toLocaleString('en-IE')} characters.`;
}

/** A TOO_LONG message for each text longer than its field's limit, counted as saved (trimmed). */
export function textLimitErrors(values: object, limits: TextLimits): FieldError[] {
  const errors: FieldError[] = [];
  for (const [field, [label, max]] of Object.entries(limits)) {
    const text = (values as Record<string, unknown>)[field];
    if (typeof text === 'string' && text.trim().length > max)
      errors.push({ field, message: tooLongMessage(label, max), code: 'TOO_LONG' });
  }
  return errors;
}

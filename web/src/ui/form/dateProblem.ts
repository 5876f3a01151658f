// The one message for a date typed so that it cannot be read (docs/domain.md "Dates typed"): DateField
// says it beside the field, and a form's rules give the same words so Save waits for the field.
import type { FieldError } from '@hub/domain';
import {
  DATE_INPUT_EXAMPLE,
  DATE_TIME_INPUT_EXAMPLE,
  parseDateInput,
  parseDateTimeInput,
} from '@hub/domain/dateInput';

/** "Installed: write it like 20 Feb 2027." (or with a time, "…, 12:36."). */
export function unreadableDateMessage(label: string, withTime = false): string {
  return `${label}: write it like ${withTime ? DATE_TIME_INPUT_EXAMPLE : DATE_INPUT_EXAMPLE}.`;
}

/**
 * A form rule for a DateField's value ("" or "YYYY-MM-DD[THH:mm]", else the unreadable text as typed):
 * the message when the value cannot be read, none otherwise.
 */
export function unreadableDate(
  field: string,
  label: string,
  value: string,
  withTime = false,
): FieldError | null {
  const read = withTime ? parseDateTimeInput : parseDateInput;
  return read(value) === null ? { field, message: unreadableDateMessage(label, withTime) } : null;
}

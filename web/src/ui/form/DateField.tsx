import { Input } from '@chakra-ui/react';
import {
  DATE_INPUT_EXAMPLE,
  DATE_TIME_INPUT_EXAMPLE,
  formatDateInput,
  formatDateTimeInput,
  parseDateInput,
  parseDateTimeInput,
} from '@hub/domain/dateInput';
import { useEffect, useState } from 'react';
import { unreadableDateMessage } from './dateProblem';
import { FormField } from './FormField';

interface DateFieldProps {
  label: string;
  /** "YYYY-MM-DD" (or local "YYYY-MM-DDTHH:mm" with `withTime`); "" for none. */
  value: string;
  /**
   * The new value in the same form, "" when emptied, or the typed text itself while it cannot be read
   * (so the form's rules refuse it rather than it being saved as empty).
   */
  onChange: (value: string) => void;
  onBlur?: () => void;
  /** The form's message about the field. */
  error?: string | undefined;
  withTime?: boolean;
}

/**
 * A date (or date and time) typed the Irish way, "20 Feb 2027" / "20 Feb 2027, 12:36", as the tables show
 * them — not the browser's native picker, which speaks its locale (docs/domain.md, "Dates typed").
 */
export function DateField({ label, value, onChange, onBlur, error, withTime }: DateFieldProps) {
  const show = withTime ? formatDateTimeInput : formatDateInput;
  const read = withTime ? parseDateTimeInput : parseDateInput;
  const example = withTime ? DATE_TIME_INPUT_EXAMPLE : DATE_INPUT_EXAMPLE;
  const [text, setText] = useState(() => show(value) || value);
  // A new value from outside (a reset, a refetch) replaces what is typed unless it already says it.
  useEffect(() => {
    setText((current) => (read(current) === value || current === value ? current : show(value) || value));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [value]);
  const unreadable = read(text) === null;
  // Saying how to write it helps more than "should be real" while the text cannot be read at all.
  const message = unreadable ? unreadableDateMessage(label, withTime) : error;
  return (
    <FormField label={label} error={message}>
      <Input
        size="sm"
        value={text}
        placeholder={`e.g. ${example}`}
        onChange={(event) => {
          setText(event.target.value);
          onChange(read(event.target.value) ?? event.target.value);
        }}
        onBlur={() => {
          const parsed = read(text);
          if (parsed) setText(show(parsed));
          onBlur?.();
        }}
      />
    </FormField>
  );
}

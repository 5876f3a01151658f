import { Field, NativeSelect } from '@chakra-ui/react';

/** Yes/no choices as the leads screens word them (spec 3 §3: booleans shown as true and false). */
export const TRUE_FALSE = [
  { value: 'true', name: 'true' },
  { value: 'false', name: 'false' },
] as const;

interface OptionSelectProps {
  label: string;
  value: string;
  onChange(value: string): void;
  options: ReadonlyArray<{ value: string; name: string }>;
}

/** A labelled select of a short option list, with "—" for no choice (leave unchanged, or not given). */
export function OptionSelect({ label, value, onChange, options }: OptionSelectProps) {
  return (
    <Field.Root>
      <Field.Label>{label}</Field.Label>
      <NativeSelect.Root size="sm">
        <NativeSelect.Field value={value} onChange={(e) => onChange(e.target.value)}>
          <option value="">—</option>
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.name}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}

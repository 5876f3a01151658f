import { Field, NativeSelect } from '@chakra-ui/react';
import { FUEL_TYPES, LEAD_SOURCES } from '@hub/domain';
import type { FormApi, FormValues } from '../../ui/form';

/** Yes/no choices as the leads screens word them (spec 3 §3: booleans shown as true and false). */
export const TRUE_FALSE = [
  { value: 'true', name: 'true' },
  { value: 'false', name: 'false' },
] as const;

/** Fuel types and sources as the API's enum values (OIL, FACEBOOK …) with their names. */
export const FUEL_OPTIONS = FUEL_TYPES.map((f) => ({ value: f.code.toUpperCase(), name: f.name }));
export const SOURCE_OPTIONS = LEAD_SOURCES.map((s) => ({ value: s.code.toUpperCase(), name: s.name }));

interface OptionSelectProps<V extends FormValues> {
  form: FormApi<V>;
  /** The form field the choice is held in (as text; empty for no choice). */
  name: keyof V & string;
  label: string;
  options: ReadonlyArray<{ value: string; name: string }>;
}

/** A labelled select of a short option list, with "—" for no choice (leave unchanged, or not given). */
export function OptionSelect<V extends FormValues>({ form, name, label, options }: OptionSelectProps<V>) {
  const value = String(form.values[name]);
  const onChange = (text: string) => form.set(name, text as V[typeof name]);
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

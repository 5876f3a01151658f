import { useQuery } from '@apollo/client/react';
import { Field, NativeSelect } from '@chakra-ui/react';
import { graphql } from '../../__generated__';
import type { LookupTable } from '../../__generated__/graphql';
import { describeError } from '../../app/apollo/errors';

export const LookupSelect_Query = graphql(`
  query LookupSelect_Query($table: LookupTable!) {
    lookup(table: $table) {
      key
      description
    }
  }
`);

interface LookupSelectProps {
  label: string;
  table: LookupTable;
  /** The chosen key as text; empty for none. */
  value: string;
  onChange: (value: string) => void;
  /** The form's message about the choice (web/src/ui/form), shown beside it. */
  error?: string | undefined;
  onBlur?: () => void;
}

/**
 * A select over one lookup table. A value the table does not list (or every value, when the table
 * failed to load) is still offered, so opening the editor never silently changes a saved id.
 */
export function LookupSelect({ label, table, value, onChange, error: message, onBlur }: LookupSelectProps) {
  const { data, error } = useQuery(LookupSelect_Query, { variables: { table } });
  const entries = data?.lookup ?? [];
  const listed = value === '' || entries.some((entry) => String(entry.key) === value);
  return (
    <Field.Root invalid={Boolean(error) || Boolean(message)}>
      <Field.Label>{label}</Field.Label>
      <NativeSelect.Root size="sm">
        <NativeSelect.Field value={value} onChange={(e) => onChange(e.target.value)} onBlur={onBlur}>
          <option value="">—</option>
          {!listed && <option value={value}>{`#${value}`}</option>}
          {entries.map((entry) => (
            <option key={entry.key} value={String(entry.key)}>
              {entry.description}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      {error && <Field.ErrorText>{`The list could not be loaded: ${describeError(error)}`}</Field.ErrorText>}
      {message && <Field.ErrorText>{message}</Field.ErrorText>}
    </Field.Root>
  );
}

import { Field, Input, Textarea, type InputProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { BoundField } from './useForm';

interface FormFieldProps {
  label: string;
  /** The message to show beside the field (from `form.errorFor`); none keeps it quiet. */
  error?: string | undefined;
  helper?: ReactNode;
  gridColumn?: Field.RootProps['gridColumn'];
  children: ReactNode;
}

/** A labelled field with its message beside it: the frame every form input sits in. */
export function FormField({ label, error, helper, gridColumn, children }: FormFieldProps) {
  return (
    <Field.Root invalid={Boolean(error)} gridColumn={gridColumn}>
      <Field.Label>{label}</Field.Label>
      {children}
      {helper && <Field.HelperText>{helper}</Field.HelperText>}
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}

type TextFieldProps = BoundField &
  Omit<InputProps, 'value' | 'onChange' | 'onBlur' | 'size' | 'name'> & {
    label: string;
    helper?: ReactNode;
    /** Several lines (a textarea) instead of one. */
    rows?: number;
    gridColumn?: Field.RootProps['gridColumn'];
  };

/** A labelled text input bound to a form field: `<TextField label="Title" {...form.bind('title')} />`. */
export function TextField({
  label,
  helper,
  rows,
  gridColumn,
  name,
  value,
  onChange,
  onBlur,
  error,
  ...input
}: TextFieldProps) {
  return (
    <FormField label={label} error={error} helper={helper} gridColumn={gridColumn}>
      {rows ? (
        <Textarea
          size="sm"
          name={name}
          rows={rows}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          onBlur={onBlur}
        />
      ) : (
        <Input
          size="sm"
          name={name}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          onBlur={onBlur}
          {...input}
        />
      )}
    </FormField>
  );
}

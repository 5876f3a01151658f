import { Field, Input, type InputProps } from '@chakra-ui/react';

interface InputFieldProps extends Omit<InputProps, 'value' | 'onChange' | 'size'> {
  label: string;
  value: string;
  onChange: (value: string) => void;
  invalid?: boolean;
}

/**
 * A labelled small text input of the edit forms: the label names the input (getByLabelText) and
 * onChange gets the new text. One piece so the forms' fields stay alike.
 */
export function InputField({ label, value, onChange, invalid, ...input }: InputFieldProps) {
  return (
    <Field.Root invalid={invalid}>
      <Field.Label>{label}</Field.Label>
      <Input size="sm" value={value} onChange={(e) => onChange(e.target.value)} {...input} />
    </Field.Root>
  );
}

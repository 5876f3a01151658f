import { Field, Input, type InputProps } from '@chakra-ui/react';

interface InputFieldProps extends Omit<InputProps, 'value' | 'onChange' | 'size'> {
  label: string;
  value: string;
  onChange: (value: string) => void;
  invalid?: boolean;
  /** Why the value is refused, said beside the input and naming the field ("Size (bytes) must be …"). */
  error?: string | undefined;
}

/**
 * A labelled small text input of the edit forms: the label names the input (getByLabelText) and
 * onChange gets the new text. One piece so the forms' fields stay alike.
 */
export function InputField({ label, value, onChange, invalid, error, ...input }: InputFieldProps) {
  return (
    <Field.Root invalid={invalid || Boolean(error)}>
      <Field.Label>{label}</Field.Label>
      <Input size="sm" value={value} onChange={(e) => onChange(e.target.value)} {...input} />
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}

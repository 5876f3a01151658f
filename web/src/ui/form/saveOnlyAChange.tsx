// For a form whose Save waits for a change (spec 1 §5, "Save once changed and valid": an edit form opened
// on a stored record): its Save button, and the form's onSubmit, which lets Enter in a field save only
// what the button would, so a record is never sent back unchanged.
import { Button, type ButtonProps } from '@chakra-ui/react';
import type { FormEvent } from 'react';
import type { FormApi, FormValues } from './useForm';

type ChangeState = Pick<FormApi<FormValues>, 'changed' | 'valid'>;

/** The form's onSubmit: runs `submit` (form.handleSubmit's handler) only once something was changed. */
export function submitOnlyAChange(form: Pick<ChangeState, 'changed'>, submit: (event: FormEvent) => unknown) {
  return (event: FormEvent) => {
    // Enter in a field saves only a change, as the disabled Save says.
    if (!form.changed) event.preventDefault();
    else void submit(event);
  };
}

// `form` is the form's state here, not the HTML attribute naming a form by id.
type SaveChangeButtonProps = Omit<ButtonProps, 'type' | 'disabled' | 'loading' | 'children' | 'form'> & {
  form: ChangeState;
  /** The save is under way. */
  loading: boolean;
};

/** Save, enabled once the form is changed and its rules pass. */
export function SaveChangeButton({ form, loading, ...props }: SaveChangeButtonProps) {
  return (
    <Button
      size="sm"
      colorPalette="blue"
      {...props}
      type="submit"
      disabled={!form.changed || !form.valid}
      loading={loading}
    >
      Save
    </Button>
  );
}

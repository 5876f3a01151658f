import { Button, type ButtonProps } from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';
import { dropUnsaved, unsavedWork } from '../app/routing/unsavedWork';
import { ConfirmAction } from './ConfirmAction';

/**
 * For an action that takes forms away without leaving the page (switching a side panel, moving a list
 * to another page of rows): the children get `run`, which does the action at once when no form holds
 * unsaved changes, and otherwise asks first, in place ("Discard your changes to the meter reading for
 * hub 3064?", Discard / Keep). The leave guard asks the same of a navigation; these moves are none.
 */
export function DiscardFirst({ children }: { children: (run: (action: () => void) => void) => ReactNode }) {
  // What is held and the action asked for, read at the click (module state: typing re-renders nothing here).
  const [pending, setPending] = useState<{ unsaved: string; action: () => void } | null>(null);
  return (
    <ConfirmAction
      question={`Discard your changes to ${pending?.unsaved ?? ''}?`}
      confirmLabel="Discard"
      onConfirm={() => {
        dropUnsaved();
        pending?.action();
      }}
    >
      {(ask) =>
        children((action) => {
          const held = unsavedWork();
          if (!held) {
            action();
            return;
          }
          setPending({ unsaved: held.unsaved.join(' and '), action });
          ask();
        })
      }
    </ConfirmAction>
  );
}

/**
 * A form's Cancel: with something typed (a form held by useForm with `unsaved`) it asks first, in place,
 * before `onCancel` throws it away; with nothing typed it cancels at once.
 */
export function CancelButton({
  onCancel,
  variant = 'outline',
}: {
  onCancel: () => void;
  variant?: ButtonProps['variant'];
}) {
  return (
    <DiscardFirst>
      {(run) => (
        <Button size="sm" variant={variant} type="button" onClick={() => run(onCancel)}>
          Cancel
        </Button>
      )}
    </DiscardFirst>
  );
}

import { useState, type ReactNode } from 'react';
import { dropUnsaved, unsavedWork } from '../app/routing/unsavedWork';
import { ConfirmAction } from './ConfirmAction';

/**
 * For an action that takes forms away without leaving the page (switching a side panel, moving a list
 * to another page of rows): the children get `run`, which does the action at once when no form holds
 * unsaved changes, and otherwise asks first, in place ("Discard your changes to the meter reading for
 * hub 3064?", Discard / Keep), and on Discard drops every form's hold: the move takes them all away. The
 * leave guard asks the same of a navigation; these moves are none. A form's own Cancel, which throws away
 * that form alone, is ui/CancelButton.
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

import { Button, type ButtonProps } from '@chakra-ui/react';
import { useCallback, useRef, useState, type ReactNode, type Ref } from 'react';
import { dropUnsaved, unsavedWork } from '../app/routing/unsavedWork';
import type { UnsavedHold } from '../app/routing/useHoldUnsaved';
import { ConfirmAction } from './ConfirmAction';

/**
 * For an action that takes forms away without leaving the page (switching a side panel, moving a list
 * to another page of rows): the children get `run`, which does the action at once when no form holds
 * unsaved changes, and otherwise asks first, in place ("Discard your changes to the meter reading for
 * hub 3064?", Discard / Keep), and on Discard drops every form's hold: the move takes them all away. The
 * leave guard asks the same of a navigation; these moves are none. A form's own Cancel, which throws away
 * that form alone, is CancelButton below.
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

interface CancelButtonProps {
  /**
   * The form's own hold (useForm's form, or `{ held, release }` of a form holding its changes itself
   * with useHoldUnsaved): only what this form holds is asked about, and only its hold is let go of.
   */
  form: UnsavedHold;
  onCancel: () => void;
  size?: ButtonProps['size'];
  variant?: ButtonProps['variant'];
  ref?: Ref<HTMLButtonElement>;
}

/**
 * A form's Cancel. With something typed (its form holds unsaved changes) it asks first, in place, about
 * that form alone ("Discard your changes to the hub information?", Discard / Keep, the shared
 * ConfirmAction): Discard lets go of that form's hold, and no other form's on the page, then `onCancel`
 * throws the changes away. With nothing typed it cancels at once. Keep (or Escape) leaves the form as it
 * was, with the focus back where it was in the form when Cancel was pressed: the field typed in, or else
 * Cancel itself.
 * (A move that takes every form away, a panel switch or another page of rows, is DiscardFirst above.)
 */
export function CancelButton({ form, onCancel, size = 'sm', variant = 'outline', ref }: CancelButtonProps) {
  // What the form held when Cancel was pressed, for the question (the person may type on meanwhile).
  const [asked, setAsked] = useState('');
  // Where the focus was when the question was asked; the question's buttons take it, and Keep gives it back.
  const focusedBefore = useRef<Element | null>(null);
  // The button is drawn again when the question goes: after Keep, it gives the focus back (after
  // Discard, focusedBefore is cleared and the form's opener takes the focus as the form closes).
  const button = useCallback(
    (element: HTMLButtonElement | null) => {
      if (typeof ref === 'function') ref(element);
      else if (ref) ref.current = element;
      const before = focusedBefore.current;
      if (!element || !before) return;
      focusedBefore.current = null;
      // Back where it was if that is still there and in this form (Cancel pressed with the mouse leaves the
      // focus where it was, which may be in another form on the page), else on Cancel.
      const inForm = before.isConnected && (element.form ?? document.body).contains(before);
      (inForm && before instanceof HTMLElement ? before : element).focus();
    },
    [ref],
  );
  return (
    <ConfirmAction
      question={`Discard your changes to ${asked}?`}
      confirmLabel="Discard"
      onConfirm={() => {
        focusedBefore.current = null;
        form.release();
        onCancel();
      }}
    >
      {(ask) => (
        <Button
          ref={button}
          size={size}
          variant={variant}
          type="button"
          onClick={() => {
            if (form.held === null) {
              onCancel();
              return;
            }
            setAsked(form.held);
            focusedBefore.current = document.activeElement;
            ask();
          }}
        >
          Cancel
        </Button>
      )}
    </ConfirmAction>
  );
}

import { useCallback } from 'react';

// What a person fills in: not a hidden or disabled input, nor a control kept out of the tab order (a
// select's hidden copy).
const FIELD = ['input:not([type="hidden"])', 'select', 'textarea']
  .map((tag) => `${tag}:not([disabled]):not([tabindex="-1"]):not([aria-hidden="true"])`)
  .join(', ');

/** The form's first field, else its first button (a form with nothing to fill in). */
function firstField(form: HTMLElement): HTMLElement | null {
  return (
    form.querySelector<HTMLElement>(FIELD) ??
    form.querySelector<HTMLElement>('button:not([disabled]):not([tabindex="-1"])')
  );
}

/**
 * The inline form's half of the one way an inline form (an "Edit" that turns a panel into its editor, a
 * "New Issue", an "Add fuel fill") moves the focus: on opening, the focus goes to its first field, not
 * left on the body when the button that opened it is hidden or disabled; and the form's buttons pressed
 * with the mouse leave it there (keepFocusOnPress). Give the returned ref to the form.
 * The other half is `useFormOpener` (its own module: the dashboard's issue list needs only that half).
 */
export function useFocusFirstField(): (form: HTMLElement | null) => (() => void) | undefined {
  return useCallback((form: HTMLElement | null) => {
    if (!form) return undefined;
    const field = firstField(form);
    if (field) {
      field.focus();
      leftQuietlyIfUnchanged(field);
    }
    form.addEventListener('mousedown', keepFocusOnPress);
    return () => form.removeEventListener('mousedown', keepFocusOnPress);
  }, []);
}

/**
 * Puts the focus back in a form that stays open after its send failed (the button that sent it, or the
 * question it asked first, took the focus with it): on the first field whose value is refused, else on
 * the form's first field.
 */
export function focusFormAgain(form: HTMLElement): void {
  (form.querySelector<HTMLElement>('[aria-invalid="true"]') ?? firstField(form))?.focus();
}

/**
 * The field the form focused counts as visited only once the person changes it: left as it was, its
 * first leaving is not passed on to React (its onBlur), so an empty field that must be filled in does not
 * speak the moment the person clicks elsewhere — a fresh form stays quiet (useForm), as it was before it
 * put the focus there. A checkbox is left alone: its look follows its own focus and blur.
 */
function leftQuietlyIfUnchanged(field: HTMLElement) {
  const typedOrChosen =
    field instanceof HTMLSelectElement ||
    field instanceof HTMLTextAreaElement ||
    (field instanceof HTMLInputElement && field.type !== 'checkbox' && field.type !== 'radio');
  if (!typedOrChosen) return;
  const before = field.value;
  field.addEventListener(
    'focusout',
    (event) => {
      if (field.value === before) event.stopPropagation();
    },
    { once: true },
  );
}

/**
 * A button of the form pressed with the mouse leaves the focus in the field it is in. Leaving the field
 * would mark it touched, and its message (an empty first field's "must be set") would push the button
 * down from under the pointer before the press ended: the click was lost and Cancel did nothing.
 */
function keepFocusOnPress(event: MouseEvent) {
  if (event.button === 0 && event.target instanceof Element && event.target.closest('button'))
    event.preventDefault();
}

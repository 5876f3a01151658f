import { useEffect, useRef } from 'react';

/**
 * The opener's half of the one way an inline form moves the focus (the form's half is `useFocusFirstField`,
 * inlineForm.ts): give the returned ref to the button that opens the form, and say whether the form is
 * open. When it closes (Cancel, or a save that closes it) and the focus went with it, the focus goes back
 * to that button — drawn again or enabled again by the same render. Focus the person moved elsewhere
 * meanwhile is left where it is.
 */
export function useFormOpener<T extends HTMLElement = HTMLButtonElement>(open: boolean) {
  const opener = useRef<T>(null);
  const wasOpen = useRef(open);
  useEffect(() => {
    if (wasOpen.current && !open) {
      const focused = document.activeElement;
      if (!focused || focused === document.body) opener.current?.focus();
    }
    wasOpen.current = open;
  }, [open]);
  return opener;
}

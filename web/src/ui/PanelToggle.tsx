import { Button } from '@chakra-ui/react';
import type { ReactNode, Ref } from 'react';
import { DisabledReason } from './DisabledReason';
import { DiscardFirst } from './DiscardFirst';

/**
 * A grid toolbar's button that opens or closes one of its side panels (pressed while it is open: the
 * leads grids' Modify and Add, ECMS's Modify and Remove);
 * with `disabledReason` it is disabled and the reason is said beside it. Opening another panel, or closing
 * this one, drops what the open one holds: with unsaved changes it asks first, in place. `ref` is the
 * panel owner's useFormOpener: the toggle sits in the grid's toolbar, which a closing panel remounts, so
 * the owner (not the toggle) remembers that the panel was open and gives the focus back to the new button.
 */
export function PanelToggle<P extends string>({
  panels,
  panel,
  disabledReason,
  children,
  ref,
}: {
  panels: { open: P | null; toggle(panel: P): void };
  panel: P;
  disabledReason?: string;
  children: ReactNode;
  ref?: Ref<HTMLButtonElement>;
}) {
  const pressed = panels.open === panel;
  return (
    <>
      <DiscardFirst>
        {(run) => (
          <Button
            ref={ref}
            size="xs"
            variant={pressed ? 'solid' : 'outline'}
            aria-pressed={pressed}
            disabled={Boolean(disabledReason)}
            // With no panel open, nothing is dropped (a form elsewhere on the page stays).
            onClick={() => (panels.open === null ? panels.toggle(panel) : run(() => panels.toggle(panel)))}
          >
            {children}
          </Button>
        )}
      </DiscardFirst>
      {disabledReason && <DisabledReason>{disabledReason}</DisabledReason>}
    </>
  );
}

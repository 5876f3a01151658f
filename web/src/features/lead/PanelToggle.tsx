import { Button } from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';
import { dropUnsaved, unsavedWork } from '../../app/routing/unsavedWork';
import { ConfirmAction } from '../../ui/ConfirmAction';
import { DisabledReason } from '../../ui/DisabledReason';

/**
 * A header button that opens or closes one of the leads grids' side panels (pressed while it is open);
 * with `disabledReason` it is disabled and the reason is said beside it. Opening another panel, or closing
 * this one, drops what the open one holds: with unsaved changes it asks first, in place.
 */
export function PanelToggle<P extends string>({
  panels,
  panel,
  disabledReason,
  children,
}: {
  panels: { open: P | null; toggle(panel: P): void };
  panel: P;
  disabledReason?: string;
  children: ReactNode;
}) {
  const pressed = panels.open === panel;
  // What the open panel's forms hold, read at the click (module state: typing re-renders no toggle).
  const [unsaved, setUnsaved] = useState('');
  return (
    <>
      <ConfirmAction
        question={`Discard your changes to ${unsaved}?`}
        confirmLabel="Discard"
        onConfirm={() => {
          dropUnsaved();
          panels.toggle(panel);
        }}
      >
        {(ask) => (
          <Button
            size="xs"
            variant={pressed ? 'solid' : 'outline'}
            aria-pressed={pressed}
            disabled={Boolean(disabledReason)}
            onClick={() => {
              const held = panels.open === null ? null : unsavedWork();
              if (!held) return panels.toggle(panel);
              setUnsaved(held.unsaved.join(' and '));
              ask();
            }}
          >
            {children}
          </Button>
        )}
      </ConfirmAction>
      {disabledReason && <DisabledReason>{disabledReason}</DisabledReason>}
    </>
  );
}

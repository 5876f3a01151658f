import { Button } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { DisabledReason } from '../../ui/DisabledReason';

/**
 * A header button that opens or closes one of the leads grids' side panels (pressed while it is open);
 * with `disabledReason` it is disabled and the reason is said beside it.
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
  return (
    <>
      <Button
        size="xs"
        variant={pressed ? 'solid' : 'outline'}
        aria-pressed={pressed}
        disabled={Boolean(disabledReason)}
        onClick={() => panels.toggle(panel)}
      >
        {children}
      </Button>
      {disabledReason && <DisabledReason>{disabledReason}</DisabledReason>}
    </>
  );
}

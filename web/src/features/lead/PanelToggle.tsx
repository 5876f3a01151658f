import { Button } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** A header button that opens or closes one of the leads grids' side panels (pressed while it is open). */
export function PanelToggle<P extends string>({
  panels,
  panel,
  children,
}: {
  panels: { open: P | null; toggle(panel: P): void };
  panel: P;
  children: ReactNode;
}) {
  const pressed = panels.open === panel;
  return (
    <Button
      size="xs"
      variant={pressed ? 'solid' : 'outline'}
      aria-pressed={pressed}
      onClick={() => panels.toggle(panel)}
    >
      {children}
    </Button>
  );
}

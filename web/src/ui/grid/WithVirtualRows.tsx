// Test support for the shared tables (VirtualTable, DataGrid). jsdom lays nothing out, so react-virtuoso
// would measure a zero-height viewport and render no rows; tests wrap the screen or grid in this, which
// gives the virtualiser a viewport and a row height. It lives with the grid so that react-virtuoso is
// imported only here in ui/grid (and by LogList): screens and their tests never import it.
import type { ReactNode } from 'react';
import { VirtuosoMockContext } from 'react-virtuoso';

export function WithVirtualRows({
  children,
  viewportHeight = 600,
  itemHeight = 28,
}: {
  children: ReactNode;
  viewportHeight?: number;
  itemHeight?: number;
}) {
  return (
    <VirtuosoMockContext.Provider value={{ viewportHeight, itemHeight }}>
      {children}
    </VirtuosoMockContext.Provider>
  );
}

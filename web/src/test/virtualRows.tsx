// jsdom lays nothing out, so react-virtuoso (inside the shared ui/grid/VirtualTable) would measure a
// zero-height viewport and render no rows. Tests of screens on the shared table wrap them in this, which
// gives the virtualiser a viewport and a row height: the screens themselves never import react-virtuoso.
import type { ReactNode } from 'react';
import { VirtuosoMockContext } from 'react-virtuoso';

const SIZES = { viewportHeight: 600, itemHeight: 28 };

export function WithVirtualRows({ children }: { children: ReactNode }) {
  return <VirtuosoMockContext.Provider value={SIZES}>{children}</VirtuosoMockContext.Provider>;
}

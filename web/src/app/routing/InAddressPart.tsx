import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { AddressPart } from './unsavedWork';

const PartsContext = createContext<readonly AddressPart[]>([]);

/** The address parts the calling component is drawn in, outermost first (useForm's unsaved work). */
export function useAddressParts(): readonly AddressPart[] {
  return useContext(PartsContext);
}

/**
 * Marks what it wraps as a part of the screen chosen by a query-string parameter (the leads dashboard's
 * open panel, ?panel=): a form inside with unsaved changes asks before that parameter changes, as before
 * the screen is left (LeaveGuard). Nests: a view inside a panel is inside both.
 */
export function InAddressPart({ param, name, children }: AddressPart & { children: ReactNode }) {
  const outer = useAddressParts();
  const parts = useMemo(() => [...outer, { param, name }], [outer, param, name]);
  return <PartsContext.Provider value={parts}>{children}</PartsContext.Provider>;
}

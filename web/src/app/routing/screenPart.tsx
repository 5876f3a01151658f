// How a panel of a one-request screen learns its own state: the screen's query holds every panel's
// fragment, and a field that failed comes back null with an error whose path names it. A panel shows
// that error (and retries the screen's query) while the others keep their data.
import type { ErrorLike } from '@apollo/client';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { createContext, useContext, useRef, type ReactNode } from 'react';

export interface ScreenStatus {
  error: ErrorLike | undefined;
  retry: () => void;
}

const ScreenStatusContext = createContext<ScreenStatus>({ error: undefined, retry: () => undefined });

export function ScreenStatusProvider({ value, children }: { value: ScreenStatus; children: ReactNode }) {
  return <ScreenStatusContext.Provider value={value}>{children}</ScreenStatusContext.Provider>;
}

/** The screen's error as far as it concerns `field` (a top-level field of the query), if any. */
export function partError(error: ErrorLike | undefined, field: string): ErrorLike | undefined {
  if (!error) return undefined;
  if (!CombinedGraphQLErrors.is(error)) return error;
  const own = error.errors.filter((e) => e.path === undefined || e.path[0] === field);
  return own.length === 0 ? undefined : new CombinedGraphQLErrors({ errors: own });
}

/**
 * One panel's data and error. `data` is the panel's fragment as read from the cache (null while its field
 * failed); the last good value is kept so a failed refresh does not blank what is shown (spec 1 §8).
 */
export function useScreenPart<T>(data: T | null | undefined, field: string) {
  const { error, retry } = useContext(ScreenStatusContext);
  const last = useRef<T | undefined>(undefined);
  if (data !== null && data !== undefined) last.current = data;
  return { data: last.current, error: partError(error, field), retry };
}

import type { ErrorLike } from '@apollo/client';
import { useEffect } from 'react';
import { isUnauthenticated } from '../app/apollo/errors';

/**
 * Spec 2 §8: when a list that is already on screen fails to refresh, a 401 is ignored silently and any
 * other failure is only logged; the rows shown stay.
 */
export function useRefreshErrorLog(what: string, error: ErrorLike | undefined, shown: boolean): void {
  useEffect(() => {
    if (!error || !shown || isUnauthenticated(error)) return;
    console.error(`${what} could not be refreshed:`, error);
  }, [what, error, shown]);
}

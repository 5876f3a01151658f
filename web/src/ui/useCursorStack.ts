import { useCallback, useState } from 'react';

/**
 * Newer/Older paging over a newest-first connection (spec 2 §2, §4): Older moves on from the page's end
 * cursor and keeps the cursor it came from, so Newer returns to exactly the previous page.
 */
export function useCursorStack() {
  const [stack, setStack] = useState<(string | null)[]>([]);
  const after = stack.length ? stack[stack.length - 1]! : null;
  const older = useCallback((endCursor: string | null | undefined) => {
    if (endCursor) setStack((s) => [...s, endCursor]);
  }, []);
  const newer = useCallback(() => setStack((s) => s.slice(0, -1)), []);
  const reset = useCallback(() => setStack([]), []);
  return { after, hasNewer: stack.length > 0, older, newer, reset, depth: stack.length };
}

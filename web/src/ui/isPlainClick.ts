import type { MouseEvent } from 'react';

/**
 * A plain left click, which a link drawn by the app handles itself (in-app navigation); a middle, Ctrl,
 * Cmd or Shift click is left to the browser (a new tab or window), as on any link.
 */
export function isPlainClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

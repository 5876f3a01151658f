// Where a list's page is in its address, for usePager and a route's loader. No React here: the loaders
// run in the entry chunk, before any screen's code.

/**
 * The query parameter naming the page on screen: the end cursor of the page before it (absent: the first
 * page). The gateway's cursors carry their list and filter, so another list's is refused, not misread.
 */
export const PAGE_PARAM = 'after';

/**
 * The cursor of the page the address names (null: the first page), for a route's loader, so that a
 * shared link, a reload or Back to page 9 of a list asks for page 9 at once rather than page 1 first.
 */
export function entryPage(url: URL): string | null {
  return url.searchParams.get(PAGE_PARAM) || null;
}

import { HUB_ID_SEPARATORS, parseHubIdList } from '@hub/domain';

/** The hubs ticked in All Stock, and the search (sort field, value, order) they were ticked in. */
export interface TickedRows {
  hubIds: readonly number[];
  search: string;
}

const hubIdOf = (token: string) => parseHubIdList(token).hubIds[0];
const TRAILING_SEPARATORS = new RegExp(`(${HUB_ID_SEPARATORS.source})$`);

/**
 * Modify Stock's Hub ids after the ticks went from `before` to `after`, so the box and "Selected: n"
 * agree: a hub ticked is added at the end, a hub unticked is taken out (by its id or its serial, as
 * typed), and the rest of the text stays as typed. A new search clears the ticks but not the box: what
 * was ticked in the last search is still to be changed.
 */
export function followTicks(text: string, before: TickedRows, after: TickedRows): string {
  const was = new Set(after.search === before.search ? before.hubIds : []);
  const now = new Set(after.hubIds);
  const unticked = new Set([...was].filter((id) => !now.has(id)));
  const listed = new Set(parseHubIdList(text).hubIds);
  const added = after.hubIds.filter((id) => !was.has(id) && !listed.has(id)).map(String);
  if (unticked.size === 0) {
    if (added.length === 0) return text;
    const typed = text.replace(TRAILING_SEPARATORS, '');
    return typed === '' ? added.join(', ') : `${typed}, ${added.join(', ')}`;
  }
  const kept = text.split(HUB_ID_SEPARATORS).filter((token) => {
    const hubId = hubIdOf(token);
    return token !== '' && (hubId === undefined || !unticked.has(hubId));
  });
  return [...kept, ...added].join(', ');
}

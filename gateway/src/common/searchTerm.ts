// A free-text search argument (the header search's `term`, the issue list's `filter.search`), checked
// before any upstream call: fleet-api takes 3 to 100 characters, and answered a longer term in its own
// words (naming its query parameter) or, for the header search whose term is in the URL's path, 414.
import { SEARCH_MAX_CHARS, SEARCH_MIN_CHARS, SEARCH_TOO_SHORT } from '@hub/domain';
import { badInput } from './connection.js';

/** The term trimmed, or '' when blank; BAD_USER_INPUT naming `field` when it is too short or too long. */
export function searchTerm(raw: string | null | undefined, field: string): string {
  const term = raw?.trim() ?? '';
  if (term.length === 0) return '';
  if (term.length < SEARCH_MIN_CHARS) throw badInput(SEARCH_TOO_SHORT, field);
  if (term.length > SEARCH_MAX_CHARS)
    throw badInput(`Search must be at most ${SEARCH_MAX_CHARS} characters, got ${term.length}.`, field);
  return term;
}

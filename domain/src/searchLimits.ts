// Not in the spec, which states only the minimum (SEARCH_MIN_CHARS): the longest search the server takes.
// A module of its own, apart from constants, so the entry chunk the web app's constants sit in does not
// carry it: only the screens that check it do.

/** The longest search term (trimmed), in characters, the gateway and fleet-api take. */
export const SEARCH_MAX_CHARS = 100;
/** What a search longer than SEARCH_MAX_CHARS says where it is typed, instead of being sent. */
export const SEARCH_TOO_LONG = `Search must be at most ${SEARCH_MAX_CHARS} characters.`;

// Business constants from spec 1 §9 and spec 2 §9, in one place so the gateway and web agree.

export const SEARCH_DEBOUNCE_MS = 300;
export const SEARCH_MIN_CHARS = 3;
/** Spec 1 §2's text for a search term shorter than SEARCH_MIN_CHARS, wherever a search is refused. */
export const SEARCH_TOO_SHORT = 'Search requires more than 2 characters.';
export const MENU_ANIMATION_MS = 300;
/** The dashboard refreshes every 15 minutes. */
export const DASHBOARD_REFRESH_MS = 900_000;
export const LOOKUP_CACHE_SECONDS = 600;

/**
 * The largest whole number a GraphQL Int (32-bit signed) and a PostgreSQL integer column hold: a form's
 * number above it is refused beside its field, not sent to come back as a coercion error or a 500.
 */
export const INT_MAX = 2_147_483_647;

/** "Size (bytes) must be at most 2,147,483,647." — the label as the form shows it. */
export function atMostIntMessage(label: string): string {
  return `${label} must be at most ${INT_MAX.toLocaleString('en-IE')}.`;
}

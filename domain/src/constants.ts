// Business constants from spec 1 §9 and spec 2 §9, in one place so the gateway and web agree.

export const SEARCH_DEBOUNCE_MS = 300;
export const SEARCH_MIN_CHARS = 3;
/** Spec 1 §2's text for a search term shorter than SEARCH_MIN_CHARS, wherever a search is refused. */
export const SEARCH_TOO_SHORT = 'Search requires more than 2 characters.';
export const MENU_ANIMATION_MS = 300;
/** The dashboard refreshes every 15 minutes. */
export const DASHBOARD_REFRESH_MS = 900_000;
export const LOOKUP_CACHE_SECONDS = 600;

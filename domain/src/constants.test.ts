import { describe, expect, it } from 'vitest';
import {
  DASHBOARD_REFRESH_MS,
  LOOKUP_CACHE_SECONDS,
  MENU_ANIMATION_MS,
  SEARCH_DEBOUNCE_MS,
  SEARCH_MIN_CHARS,
} from './constants.js';

describe('business constants (spec 1 §9)', () => {
  it('debounces search 300 ms, needs 3 characters, animates the menu 300 ms', () => {
    expect(SEARCH_DEBOUNCE_MS).toBe(300);
    expect(SEARCH_MIN_CHARS).toBe(3);
    expect(MENU_ANIMATION_MS).toBe(300);
  });

  it('refreshes the dashboard every 15 minutes and caches lookups 600 s', () => {
    expect(DASHBOARD_REFRESH_MS).toBe(15 * 60 * 1000);
    expect(LOOKUP_CACHE_SECONDS).toBe(600);
  });
});

// Types for screenQueries.mjs, which the gateway's screen-cost test imports.
export function screenQueries(dir?: string): Map<string, string>;
export const SCREEN_VARIABLES: Record<string, (ids: { hubId: number }) => Record<string, unknown>>;

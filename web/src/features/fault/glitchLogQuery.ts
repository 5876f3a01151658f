// The glitch log's requests (every hub's, or one hub's with ?hubid=): started by the route's loader.
import type { TypedDocumentNode } from '@apollo/client';
import { graphql } from '../../__generated__';
import { preloadScreenQuery } from '../../app/routing/screenQuery';
import type { PreloadArgs, ScreenPreload } from '../../app/routing/types';

/** Every hub's rows (the fleet log). */
export const GlitchLog_Query = graphql(`
  query GlitchLog_Query($after: String) {
    glitches(first: 50, after: $after) {
      ...GlitchLog_rows
    }
  }
`);

/** One hub's rows. */
export const GlitchLog_HubQuery = graphql(`
  query GlitchLog_HubQuery($hubId: Int!, $after: String) {
    hub(id: $hubId) {
      id
      glitches(first: 50, after: $after) {
        ...GlitchLog_rows
      }
    }
  }
`);

/** ?hubid=N scopes a fleet log to one hub (null: every hub's). */
export function hubFilter(search: URLSearchParams): number | null {
  const id = Number(search.get('hubid'));
  return Number.isInteger(id) && id > 0 ? id : null;
}

/**
 * A fleet log's preload (/glitches, /hubs/reboots): the fleet's first page, or with ?hubid= that hub's,
 * each with the variables its screen opens with.
 */
export function preloadFleetOrHubLog(
  fleetQuery: TypedDocumentNode<unknown, { after: string | null }>,
  hubQuery: TypedDocumentNode<unknown, { hubId: number; after: string | null }>,
): (args: PreloadArgs) => ReturnType<ScreenPreload> {
  const fleet = preloadScreenQuery(fleetQuery, ({ page }) => ({ after: page }));
  const ofHub = preloadScreenQuery(hubQuery, ({ url, page }) => ({
    hubId: hubFilter(url.searchParams) ?? 0,
    after: page,
  }));
  return (args) => (hubFilter(args.url.searchParams) === null ? fleet(args) : ofHub(args));
}

/** /glitches's preload: the fleet's first page, or the hub's with ?hubid=. */
export const preloadGlitches = preloadFleetOrHubLog(GlitchLog_Query, GlitchLog_HubQuery);

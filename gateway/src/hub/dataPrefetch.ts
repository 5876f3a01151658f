// Hub data a query asks for beside the hub's own fields (a tab's data and the hub's name above it) is
// fetched at the same time as the hub, not after it: one upstream round trip instead of two. Each area
// registers how to start its field's call (the same per-request loader its resolver then reads from).
import type { GatewayContext } from '../context.js';

type Start = (ctx: GatewayContext, hubId: number) => Promise<unknown>;

const starters = new Map<string, Start>();

/** Called by an area's resolver module for a `Hub` field whose call needs nothing but the hub id. */
export function registerHubPrefetch(field: string, start: Start): void {
  starters.set(field, start);
}

/** Starts the registered calls of the selected fields; their errors reach the field's own resolver. */
export function prefetchHubData(ctx: GatewayContext, hubId: number, selected: ReadonlySet<string>): void {
  for (const field of selected)
    starters
      .get(field)?.(ctx, hubId)
      .catch(() => {});
}

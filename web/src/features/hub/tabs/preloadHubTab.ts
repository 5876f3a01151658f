// A hub tab's route preload: the tab's one query, with the variables it opens with for the hub id in the
// address, started by the route's loader at navigation beside the tab's code (docs/performance.md "How a
// screen loads"). Each tab keeps its document in a small module of its own (e.g. health/healthQuery.ts),
// so routes.ts can import it without the screen.
import type { OperationVariables, TypedDocumentNode } from '@apollo/client';
import { preloadScreenQuery } from '../../../app/routing/screenQuery';
import type { ScreenPreload } from '../../../app/routing/types';
import { parseHubId } from '../overview/parseHubId';

export function preloadHubTab<TData, TVariables extends OperationVariables>(
  document: TypedDocumentNode<TData, TVariables>,
  variables: (hubId: number) => TVariables,
  options?: Parameters<typeof preloadScreenQuery>[2],
): ScreenPreload {
  return preloadScreenQuery(
    document,
    ({ params }) => {
      const hubId = parseHubId(params['id'] ?? '');
      // Not a hub id: HubTabLayout says so, and there is nothing to load.
      return hubId === null ? null : variables(hubId);
    },
    options,
  );
}

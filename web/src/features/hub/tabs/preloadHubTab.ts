// A hub tab's route preload: the tab's one query, with the variables it opens with for the hub id in the
// address (and, for a paged log, the page the address names, ?after=; for a tab that keeps a choice in the
// address, such as Spend's ?timeframe=, the address's search), started by the route's loader at
// navigation beside the tab's code (docs/performance.md "How a screen loads"). Each tab keeps its document
// in a small module of its own (e.g. health/healthQuery.ts), which routes.ts imports lazily: the build puts
// it in the screenQueries chunk, fetched beside the entry, and the loader awaits it beside Apollo Client's
// chunk (preloadLazyScreenQuery), so it costs no wave.
import type { OperationVariables, TypedDocumentNode } from '@apollo/client';
import { preloadLazyScreenQuery } from '../../../app/routing/screenQuery';
import type { ScreenPreload } from '../../../app/routing/types';
import { parseHubId } from '../overview/parseHubId';

export function preloadHubTab<TData, TVariables extends OperationVariables>(
  load: () => Promise<
    readonly [
      TypedDocumentNode<TData, TVariables>,
      (hubId: number, page: string | null, search: URLSearchParams) => TVariables,
    ]
  >,
  options?: Parameters<typeof preloadLazyScreenQuery>[1],
): ScreenPreload {
  return preloadLazyScreenQuery(
    () =>
      load().then(
        ([document, variables]) =>
          [
            document,
            ({
              params,
              url,
              page,
            }: {
              params: Record<string, string | undefined>;
              url: URL;
              page: string | null;
            }) => {
              const hubId = parseHubId(params['id'] ?? '');
              // Not a hub id: HubTabLayout says so, and there is nothing to load.
              return hubId === null ? null : variables(hubId, page, url.searchParams);
            },
          ] as const,
      ),
    options,
  );
}

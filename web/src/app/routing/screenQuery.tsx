// A screen's one request: started by its route's loader (preloadScreenQuery in its routes.ts), read by the
// screen with useScreenQuery (useScreenQuery.ts). Rendered without a loader (unit tests, a route that
// declares none), the same hook starts the query itself, so a screen never depends on how it was reached.
//
// No run-time import of Apollo Client here (only its types): the route objects and every area's routes.ts
// use this module, and they are in the entry, which the login page loads without Apollo (docs/performance.md
// "First load"). What reads the query with Apollo's hooks is in AwaitScreenQuery.tsx and useScreenQuery.ts.
import type { DocumentNode, ErrorPolicy, OperationVariables, TypedDocumentNode } from '@apollo/client';
import type { QueryRef } from '@apollo/client/react';
import { createContext, Suspense, useContext, useEffect, useReducer, type ReactNode } from 'react';
import { useLoaderData, type Params } from 'react-router-dom';
import { ScreenLoading } from './ScreenLoading';
import type { ScreenComponent, ScreenPreload } from './types';

/** What a route's loader started: the query, its variables and the reference to read it by. */
export interface PreloadedScreenQuery {
  document: DocumentNode;
  variables: OperationVariables;
  queryRef: QueryRef<unknown, OperationVariables>;
  /** Settles when the query has answered (or failed). */
  ready: Promise<unknown>;
}

const ScreenQueryContext = createContext<PreloadedScreenQuery | null>(null);

/**
 * A route's `preload`: `document` with the variables read from the address (null: nothing to load,
 * e.g. a hub id that is not a number).
 *
 * errorPolicy: 'none' (the default) suits a screen whose parts read their data with their own cache-first
 * queries: a failed answer is not cached, so each part then asks for itself and says what failed. 'all'
 * suits a screen that reads the answer with useScreenQuery and shows each part's error (screenPart.tsx):
 * what did load is kept.
 *
 * fetchPolicy: 'cache-first' (the default) for a screen that reads with cache-first queries; 'network-only'
 * for a log that must be current at each visit (the hub's comms and actions): asked for at each navigation
 * and written to the cache, where the screen's first read finds it.
 */
export function preloadScreenQuery<TData, TVariables extends OperationVariables>(
  document: TypedDocumentNode<TData, TVariables>,
  variables: (where: { params: Params; url: URL }) => TVariables | null,
  {
    errorPolicy = 'none',
    fetchPolicy = 'cache-first',
  }: { errorPolicy?: ErrorPolicy; fetchPolicy?: 'cache-first' | 'network-only' } = {},
): ScreenPreload {
  return ({ params, url, preloadQuery }) => {
    const values = variables({ params, url });
    if (values === null) return null;
    const queryRef = preloadQuery(
      document as TypedDocumentNode<unknown, OperationVariables>,
      {
        variables: values,
        errorPolicy,
        fetchPolicy,
      } as never,
    );
    // Never rejects: a failed query is the screen's to report, and nobody may be waiting on this.
    const ready = preloadQuery.toPromise(queryRef).then(
      () => undefined,
      () => undefined,
    );
    return { document, variables: values, queryRef, ready } as unknown as ReturnType<ScreenPreload>;
  };
}

/**
 * The screen's Suspense boundary (ScreenLoading while its code or the loader's query is on its way). It
 * renders again itself once both have arrived: React 19 reveals a boundary's content no sooner than
 * 300 ms after its fallback last appeared when the reveal is the boundary's own retry (react-dom's
 * FALLBACK_THROTTLE_MS), but not when it comes with an ordinary update. On the issues list that throttle
 * was most of the time between its data arriving and its rows painted (issue 19, bench/row-paint).
 */
export function ScreenSuspense({ screen, children }: { screen: ScreenComponent; children: ReactNode }) {
  const preloaded = useContext(ScreenQueryContext);
  const [, reveal] = useReducer((count: number) => count + 1, 0);
  useEffect(() => {
    let mounted = true;
    const settled = () => {
      if (mounted) reveal();
    };
    Promise.all([screen.preload?.(), preloaded?.ready]).then(settled, settled);
    return () => {
      mounted = false;
    };
  }, [screen, preloaded]);
  // A new Suspense element each render (not `children` passed through), so React renders into it.
  return <Suspense fallback={<ScreenLoading />}>{children}</Suspense>;
}

/** Hands the loader's query to the screen below (only under the data router, where loaders run). */
export function ScreenQueryProvider({ children }: { children: ReactNode }) {
  const preloaded = (useLoaderData() as PreloadedScreenQuery | null | undefined) ?? null;
  return <ScreenQueryContext.Provider value={preloaded}>{children}</ScreenQueryContext.Provider>;
}

/** What the route's loader started for the screen below, if anything. */
export function usePreloadedScreenQuery(): PreloadedScreenQuery | null {
  return useContext(ScreenQueryContext);
}

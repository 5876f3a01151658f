// A screen's one request: started by its route's loader (preloadScreenQuery in its routes.ts), read by the
// screen with useScreenQuery (useScreenQuery.ts) or usePreloadedQuery (usePreloadedQuery.ts). Rendered
// without a loader (unit tests, a route that declares none), the same hooks start the query themselves, so
// a screen never depends on how it was reached.
//
// No run-time import of Apollo Client here (only its types): the route objects and every area's routes.ts
// use this module, and they are in the entry, which the login page loads without Apollo (docs/performance.md
// "First load"). What reads the query with Apollo's hooks is in AwaitScreenQuery.tsx, useScreenQuery.ts
// and usePreloadedQuery.ts.
import type { DocumentNode, ErrorPolicy, OperationVariables, TypedDocumentNode } from '@apollo/client';
import type { QueryRef } from '@apollo/client/react';
import { createContext, Suspense, useContext, useEffect, useReducer, type ReactNode } from 'react';
import { useLoaderData, type Params } from 'react-router-dom';
import { entryPage } from '../../ui/pagerAddress';
import { ScreenLoading } from './ScreenLoading';
import type { PreloadArgs, PreloadedScreenQuery, ScreenComponent, ScreenPreload } from './types';

export type { PreloadedScreenQuery } from './types';

const ScreenQueryContext = createContext<PreloadedScreenQuery | null>(null);

/**
 * What a preload's variables are read from: the path's params, the address, and `page`, the cursor of the
 * list's page the address names (?after=, usePager; null: the first page), for a list's `after`.
 */
type Where = { params: Params; url: URL; page: string | null };

interface PreloadOptions {
  errorPolicy?: ErrorPolicy;
  fetchPolicy?: 'cache-first' | 'network-only' | 'no-cache';
}

/** Starts `document` with the variables read from the address (null: nothing to load). */
function start(
  document: DocumentNode,
  variables: (where: Where) => OperationVariables | null,
  { params, url, preloadQuery }: PreloadArgs,
  { errorPolicy = 'none', fetchPolicy = 'cache-first' }: PreloadOptions,
): PreloadedScreenQuery | null {
  const values = variables({ params, url, page: entryPage(url) });
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
    () => false,
    () => true,
  );
  return { document, variables: values, queryRef: queryRef as QueryRef<unknown, OperationVariables>, ready };
}

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
 * and written to the cache, where the screen's first read finds it; 'no-cache' for a list kept out of the
 * normalised cache (the hub lists), which the screen reads with usePreloadedQuery.
 */
export function preloadScreenQuery<TData, TVariables extends OperationVariables>(
  document: TypedDocumentNode<TData, TVariables>,
  variables: (where: Where) => TVariables | null,
  options: PreloadOptions = {},
): ScreenPreload {
  return (args) => start(document, variables, args, options);
}

/**
 * preloadScreenQuery for a document that is not in the entry chunk: `load` imports the screen's query
 * module (e.g. `() => import('./firmwareQuery').then((m) => [m.FirmwaresPage_Query, () => ({})])`).
 * The build puts every such module in one chunk that index.html preloads beside the entry
 * (web/build/screenQueries.ts), and the import is started here, as the entry evaluates the routes. The
 * route's loader awaits it (`prepare`) beside Apollo Client's chunk, which every signed-in screen waits
 * for anyway, and then starts the query and the screen's code together, so the document costs no wave.
 */
export function preloadLazyScreenQuery<TData, TVariables extends OperationVariables>(
  load: () => Promise<readonly [TypedDocumentNode<TData, TVariables>, (where: Where) => TVariables | null]>,
  options: PreloadOptions = {},
): ScreenPreload {
  return lazyPreload(() =>
    load().then(([document, variables]) => preloadScreenQuery(document, variables, options)),
  );
}

/**
 * A preload whose module is imported lazily, as preloadLazyScreenQuery's document is: for a module that
 * picks among several documents by the address (the glitch and reboot logs, ?hubid=).
 */
export function lazyPreload(load: () => Promise<ScreenPreload>): ScreenPreload {
  let loaded: ScreenPreload | undefined;
  let loading: Promise<ScreenPreload> | undefined;
  const begin = () =>
    (loading ??= load().then(
      (module) => (loaded = module),
      // Failed (offline, a new deployment): the next navigation tries again, and says so if it fails.
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  const prepare = () => begin().catch(() => undefined);
  void prepare();
  const preload: ScreenPreload = (args) => (loaded ? loaded(args) : begin().then((module) => module(args)));
  preload.prepare = prepare;
  return preload;
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

/** The loader's answer as the screen's first render found it (read by usePreloadedQuery). */
export interface PreloadedAnswer {
  preloaded: PreloadedScreenQuery;
  data: unknown;
  failed: boolean;
}

export const PreloadedAnswerContext = createContext<PreloadedAnswer | null>(null);

/** Variables as JSON with sorted keys: what GraphQL sends, so an absent and an undefined field are alike. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : v,
  );
}

/** Whether the screen asks with the variables the loader asked with. */
export function sameVariables(a: OperationVariables, b: OperationVariables): boolean {
  return canonical(a) === canonical(b);
}

// A screen's one request: started by its route's loader (preloadScreenQuery in its routes.ts), read by the
// screen with useScreenQuery. Rendered without a loader (unit tests, a route that declares none), the same
// hook starts the query itself, so a screen never depends on how it was reached.
import type { DocumentNode, ErrorPolicy, OperationVariables, TypedDocumentNode } from '@apollo/client';
import { useQuery, useReadQuery, useSuspenseQuery, type QueryRef } from '@apollo/client/react';
import {
  Component,
  createContext,
  Suspense,
  useContext,
  useEffect,
  useMemo,
  useReducer,
  useState,
  type ReactNode,
} from 'react';
import { useLoaderData, type Params } from 'react-router-dom';
import { ScreenLoading } from './ScreenLoading';
import type { PreloadArgs, PreloadedScreenQuery, ScreenComponent, ScreenPreload } from './types';

export type { PreloadedScreenQuery } from './types';

const ScreenQueryContext = createContext<PreloadedScreenQuery | null>(null);

type Where = { params: Params; url: URL };

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
 * (web/build/screenQueries.ts), and the import is started here, as the entry evaluates the routes: by
 * the time the router runs the loader the module is usually there, and the query starts in the loader's
 * own tick, as a document in the entry would (awaiting the import in the loader instead put a busy main
 * thread's first render, 100–400 ms, between navigation and the request). Still on its way, it is awaited.
 */
export function preloadLazyScreenQuery<TData, TVariables extends OperationVariables>(
  load: () => Promise<readonly [TypedDocumentNode<TData, TVariables>, (where: Where) => TVariables | null]>,
  options: PreloadOptions = {},
): ScreenPreload {
  let loaded: Awaited<ReturnType<typeof load>> | undefined;
  let loading: Promise<unknown> | undefined;
  const begin = () =>
    (loading ??= load().then(
      (module) => (loaded = module),
      // Failed (offline, a new deployment): the next navigation tries again, and says so if it fails.
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  begin().catch(() => undefined);
  return (args) => {
    if (loaded) return start(loaded[0], loaded[1], args, options);
    return begin().then(() => (loaded ? start(loaded[0], loaded[1], args, options) : null));
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

/** The loader's answer as the screen's first render found it (read by usePreloadedQuery). */
export interface PreloadedAnswer {
  preloaded: PreloadedScreenQuery;
  data: unknown;
  failed: boolean;
}

const PreloadedAnswerContext = createContext<PreloadedAnswer | null>(null);

function Await({ preloaded, children }: { preloaded: PreloadedScreenQuery; children: ReactNode }) {
  const { data, error } = useReadQuery(preloaded.queryRef);
  // One object per answer: the screens compare it by identity (usePreloadedQuery, a grid's source).
  const failed = Boolean(error);
  const answer = useMemo(() => ({ preloaded, data, failed }), [preloaded, data, failed]);
  return <PreloadedAnswerContext.Provider value={answer}>{children}</PreloadedAnswerContext.Provider>;
}

/** A failed preload (errorPolicy 'none' throws) lets the screen render: its parts ask again themselves. */
class RenderAnyway extends Component<{ children: ReactNode; fallback: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

/**
 * Holds the screen back (suspends) until the loader's query has answered, so the queries its panels make
 * with useQuery find their data in the cache instead of each sending a request of its own.
 */
export function AwaitScreenQuery({ children }: { children: ReactNode }) {
  const preloaded = useContext(ScreenQueryContext);
  if (!preloaded) return children;
  return (
    <RenderAnyway fallback={children}>
      <Await preloaded={preloaded}>{children}</Await>
    </RenderAnyway>
  );
}

/**
 * The screen's query, read with useSuspenseQuery (suspends until the first answer; the route's Suspense
 * shows ScreenLoading meanwhile). Under a loader that preloaded this document with these variables the
 * answer is in the cache by the time the screen renders (AwaitScreenQuery held it back), so no request is
 * sent; rendered without one (unit tests), the same call asks for it.
 */
export function useScreenQuery<TData, TVariables extends OperationVariables>(
  document: TypedDocumentNode<TData, TVariables>,
  variables: TVariables,
  { errorPolicy = 'none' }: { errorPolicy?: ErrorPolicy } = {},
) {
  return useSuspenseQuery(document as TypedDocumentNode<TData, OperationVariables>, {
    variables,
    errorPolicy,
  });
}

/**
 * The route loader's answer, when it was for `document` and did not fail (null otherwise: no loader, another
 * screen's query, a failed preload). For a screen that reads its first rows outside useQuery (a data
 * grid's source, AllStockPage); most screens read with usePreloadedQuery or a cache-first useQuery.
 */
export function usePreloadedAnswer<TData>(
  document: TypedDocumentNode<TData, never> | DocumentNode,
): (PreloadedAnswer & { data: TData }) | null {
  const answer = useContext(PreloadedAnswerContext);
  return answer && !answer.failed && answer.data !== undefined && answer.preloaded.document === document
    ? (answer as PreloadedAnswer & { data: TData })
    : null;
}

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

/**
 * useQuery for a screen whose route preloads with fetchPolicy 'no-cache' (a list kept out of the
 * normalised cache, docs/performance.md "Rows painted after their data arrives"): the first render takes
 * the loader's answer, so no second request is sent; once the variables differ from the loader's (a page
 * move, a filter) it is useQuery with the screen's own options, as without a loader, and the loader's
 * answer is not used again (a move back to the first page asks anew, as before). The loader's rows stay
 * `previousData` until the first of the screen's own answers arrives. A failed preload, or none (unit
 * tests), leaves the screen to ask itself.
 */
export function usePreloadedQuery<TData, TVariables extends OperationVariables>(
  document: TypedDocumentNode<TData, TVariables>,
  options: useQuery.Options<TData, TVariables> & { variables?: TVariables },
): useQuery.Result<TData, TVariables, 'empty' | 'complete' | 'streaming'> {
  const fromLoader = usePreloadedAnswer(document);
  // The loader's answer is read until the variables first leave it; a new navigation brings a new one.
  const [left, setLeft] = useState<PreloadedAnswer | null>(null);
  const matches =
    fromLoader !== null &&
    !options.skip &&
    left !== fromLoader &&
    sameVariables(fromLoader.preloaded.variables, options.variables ?? {});
  if (fromLoader && !matches && left !== fromLoader) setLeft(fromLoader);
  const result = useQuery(document as TypedDocumentNode<TData, OperationVariables>, {
    ...(options as useQuery.Options<TData, OperationVariables>),
    skip: Boolean(options.skip) || matches,
  }) as unknown as useQuery.Result<TData, TVariables, 'empty' | 'complete' | 'streaming'>;
  if (matches) return { ...result, data: fromLoader.data as TData, loading: false } as typeof result;
  return {
    ...result,
    previousData: result.previousData ?? (fromLoader?.data as TData | undefined),
  } as typeof result;
}

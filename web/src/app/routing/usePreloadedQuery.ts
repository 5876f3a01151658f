// The Apollo side of a screen that reads its route loader's answer directly (a list preloaded with
// fetchPolicy 'no-cache', a grid's first window): in the lazily loaded Apollo runtime, never the entry.
import type { ApolloClient, DocumentNode, OperationVariables, TypedDocumentNode } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { useContext, useState } from 'react';
import { worded } from '../apollo/errors';
import { PreloadedAnswerContext, sameVariables, type PreloadedAnswer } from './screenQuery';

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

// Loader answers already given to a grid: a search changed and changed back asks anew, as without a loader.
const taken = new WeakSet<object>();

/**
 * A data grid's page query, sent around Apollo's cache (no-cache) as a grid's fetches are, errors worded
 * for staff. The first time it is asked for exactly the variables the route's loader asked with, it
 * answers with the loader's answer instead (`fromLoader`, from usePreloadedAnswer; the loader's document
 * may select more, such as the grid's lookups, as long as its answer has this document's shape), once.
 */
export function gridPageQuery<TData, TVariables extends OperationVariables>(
  client: ApolloClient,
  document: TypedDocumentNode<TData, TVariables>,
  fromLoader: { preloaded: PreloadedAnswer['preloaded']; data: NoInfer<TData> } | null,
): (variables: TVariables) => Promise<TData | undefined> {
  return async (variables) => {
    if (fromLoader && !taken.has(fromLoader) && sameVariables(fromLoader.preloaded.variables, variables)) {
      taken.add(fromLoader);
      return fromLoader.data;
    }
    const { data } = await worded(
      client.query({
        query: document as TypedDocumentNode<TData, OperationVariables>,
        variables,
        fetchPolicy: 'no-cache',
      }),
    );
    return data;
  };
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

import type { ErrorPolicy, OperationVariables, TypedDocumentNode } from '@apollo/client';
import { useSuspenseQuery } from '@apollo/client/react';

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

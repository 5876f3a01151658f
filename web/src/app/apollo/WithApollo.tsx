import { Suspense, use, useSyncExternalStore, type ReactNode } from 'react';
import type { ApolloRuntime } from './apolloRuntime';
import { loadApollo, loadedApollo, subscribeApollo } from './loadApollo';

/** The Apollo runtime once it has loaded, else null; re-renders when it arrives. */
export function useLoadedApollo(): ApolloRuntime | null {
  return useSyncExternalStore(subscribeApollo, loadedApollo, loadedApollo);
}

function Provide({ children }: { children: (runtime: ApolloRuntime) => ReactNode }) {
  const runtime = useLoadedApollo() ?? use(loadApollo());
  return <runtime.ApolloProvider client={runtime.client}>{children(runtime)}</runtime.ApolloProvider>;
}

/**
 * The part of the page that runs on Apollo Client: rendered with the client provided (and the runtime's
 * pieces handed to `children`) once its chunk has loaded, `fallback` until then. Under a route whose
 * loader awaited loadApollo() it renders at once.
 */
export function WithApollo({
  children,
  fallback = null,
}: {
  children: (runtime: ApolloRuntime) => ReactNode;
  fallback?: ReactNode;
}) {
  return (
    <Suspense fallback={fallback}>
      <Provide>{children}</Provide>
    </Suspense>
  );
}

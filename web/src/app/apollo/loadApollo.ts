// Apollo Client (with rxjs, graphql-js's printer and its caches, about 63 KB gzipped) is a chunk of its
// own (apolloRuntime.tsx), so the login page and the shell a signed-out visitor sees paint without it
// (docs/performance.md "First load"). This module holds the one runtime: loaded by the first route loader
// that needs it (every screen but the login page), at the entry's first line when the stored hint says
// someone is signed in (startEarly.ts), or after a sign-in.
import type { ApolloRuntime } from './apolloRuntime';

let runtime: ApolloRuntime | null = null;
let loading: Promise<ApolloRuntime> | null = null;
const listeners = new Set<() => void>();

function install(loaded: ApolloRuntime | null): void {
  runtime = loaded;
  listeners.forEach((listener) => listener());
}

const importRuntime = () => import('./apolloRuntime');

/** The runtime, loading its code and creating the client the first time it is asked for. */
export function loadApollo(): Promise<ApolloRuntime> {
  loading ??= importRuntime().then(
    (module) => {
      // A test may have installed its own runtime meanwhile; that one stays.
      if (!runtime) install(module.createApolloRuntime());
      return runtime!;
    },
    (error: unknown) => {
      // A failed chunk download is not remembered: the next navigation tries again.
      loading = null;
      throw error;
    },
  );
  return loading;
}

/**
 * Fetches the runtime's code without creating the client: the login page asks for it once it has
 * painted, so that signing in does not wait for the download, and the shell does not ask who is signed in
 * (a request of its own) while the visitor is still typing.
 */
export function prefetchApollo(): void {
  void importRuntime().catch(() => undefined);
}

/** The runtime if it has loaded, else null (nothing is started). */
export function loadedApollo(): ApolloRuntime | null {
  return runtime;
}

/** For useSyncExternalStore: called when the runtime arrives. */
export function subscribeApollo(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Tests: the runtime around a client answered by a MockLink (renderWithProviders), or null to start
 * from a page that has not loaded Apollo yet.
 */
export function installApollo(testRuntime: ApolloRuntime | null): void {
  loading = testRuntime ? Promise.resolve(testRuntime) : null;
  install(testRuntime);
}

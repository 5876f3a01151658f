// The Apollo side of a screen's preloaded query (screenQuery.tsx), in the lazily loaded Apollo runtime
// (app/apollo/apolloRuntime.tsx).
import { useReadQuery, type QueryRef } from '@apollo/client/react';
import { Component, type ReactNode } from 'react';
import { usePreloadedScreenQuery } from './screenQuery';

function Await({ queryRef, children }: { queryRef: QueryRef<unknown>; children: ReactNode }) {
  useReadQuery(queryRef);
  return children;
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
  const preloaded = usePreloadedScreenQuery();
  if (!preloaded) return children;
  return (
    <RenderAnyway fallback={children}>
      <Await queryRef={preloaded.queryRef}>{children}</Await>
    </RenderAnyway>
  );
}

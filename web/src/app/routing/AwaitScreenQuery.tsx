// The Apollo side of a screen's preloaded query (screenQuery.tsx), in the lazily loaded Apollo runtime
// (app/apollo/apolloRuntime.tsx).
import { useReadQuery } from '@apollo/client/react';
import { Component, use, useMemo, type ReactNode } from 'react';
import { PreloadedAnswerContext, usePreloadedScreenQuery, type PreloadedScreenQuery } from './screenQuery';

function Await({ preloaded, children }: { preloaded: PreloadedScreenQuery; children: ReactNode }) {
  const { data, error } = useReadQuery(preloaded.queryRef);
  // One object per answer: the screens compare it by identity (usePreloadedQuery, a grid's source).
  const failed = Boolean(error);
  const answer = useMemo(() => ({ preloaded, data, failed }), [preloaded, data, failed]);
  return <PreloadedAnswerContext.Provider value={answer}>{children}</PreloadedAnswerContext.Provider>;
}

/**
 * A failed preload lets the screen render, its parts asking again themselves and saying what they were
 * told (a hub that does not exist: "Hub 99999 does not exist."). Its answer is not read: useReadQuery would
 * throw the error (errorPolicy 'none'), and React logs every error a boundary catches as a fault.
 */
function Settled({ preloaded, children }: { preloaded: PreloadedScreenQuery; children: ReactNode }) {
  const broke = use(preloaded.ready);
  return broke ? children : <Await preloaded={preloaded}>{children}</Await>;
}

/** A refresh of the preloaded query that fails later (errorPolicy 'none' throws) still lets the screen render. */
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
      <Settled preloaded={preloaded}>{children}</Settled>
    </RenderAnyway>
  );
}

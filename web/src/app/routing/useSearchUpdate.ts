import { useLocation, useSearchParams, type NavigateOptions } from 'react-router-dom';

/** What this module reads of the app's data router (createBrowserRouter's return value). */
interface FollowedRouter {
  state: {
    location: { pathname: string; search: string };
    navigation: { location?: { pathname: string; search: string } };
    historyAction: string;
  };
  subscribe(listener: (state: FollowedRouter['state']) => void): () => void;
}

/** The changes asked for on one path and not yet all drawn: the last one, and every search on the way. */
interface Asked {
  pathname: string;
  latest: string;
  seen: Set<string>;
}

let router: FollowedRouter | null = null;
let asked: Asked | null = null;

const normal = (search: string) => new URLSearchParams(search).toString();

/**
 * Follows the app's data router, so a change to the query string builds on where the page is going and
 * knows when the changes asked for have all arrived (App.tsx). Without it (unit tests under a plain
 * router) changes build on the drawn location and the searches asked for.
 */
export function followRouter(followed: FollowedRouter): () => void {
  router = followed;
  asked = null;
  const unsubscribe = followed.subscribe((state) => {
    // Caught up, or moved elsewhere (back, forward, a link): the next change builds on the URL again.
    const at = normal(state.location.search);
    if (asked && (state.historyAction === 'POP' || at === asked.latest || !asked.seen.has(at))) asked = null;
  });
  return () => {
    unsubscribe();
    if (router === followed) router = null;
  };
}

/** Tests (src/test/setup.ts): forget the changes asked for, which a plain router never catches up with. */
export function forgetAskedSearches(): void {
  asked = null;
}

/**
 * Changes the query string, building on the latest search the page has been sent to rather than on the
 * one drawn. react-router draws a navigation as a transition: the address bar moves at once and the
 * drawn location (useSearchParams, and setSearchParams's callback) only once React has rendered the new
 * screen, a few hundred milliseconds later on a busy machine. A second change built on the drawn search
 * (a grid search typed right after switching the ECMS view, two quick filter changes) undid the first.
 */
export function useSearchUpdate(): (
  change: (next: URLSearchParams) => void,
  options?: NavigateOptions,
) => void {
  const location = useLocation();
  const [, setParams] = useSearchParams();
  return (change, options) => {
    const going = router ? (router.state.navigation.location ?? router.state.location) : null;
    const at = normal(going?.pathname === location.pathname ? going.search : location.search);
    const waiting = asked?.pathname === location.pathname && asked.seen.has(at) ? asked : null;
    const next = new URLSearchParams(waiting?.latest ?? at);
    change(next);
    const search = next.toString();
    asked = {
      pathname: location.pathname,
      latest: search,
      seen: new Set([...(waiting?.seen ?? [at]), search]),
    };
    setParams(next, options);
  };
}

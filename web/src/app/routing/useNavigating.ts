import { useSyncExternalStore } from 'react';

/** What this module reads of the app's data router (createBrowserRouter's return value). */
interface FollowedRouter {
  state: { location: { key: string }; navigation: { location?: { key: string } | undefined } };
  subscribe(listener: () => void): () => void;
}

let router: FollowedRouter | null = null;

/** Follows the app's data router (App.tsx); without it (unit tests) no navigation is ever pending. */
export function followNavigation(followed: FollowedRouter): () => void {
  router = followed;
  return () => {
    if (router === followed) router = null;
  };
}

const subscribe = (onChange: () => void) => router?.subscribe(onChange) ?? (() => undefined);
const goingTo = () => (router ? (router.state.navigation.location ?? router.state.location).key : undefined);

/**
 * Whether the screen drawn (the location `drawnKey`) is behind the one the person went to. react-router
 * draws a navigation as a transition, so the old screen stays until the new one can be drawn: the address
 * bar and the router move at once, the drawn location once the new screen's code and data are in. Read
 * from the router directly, outside that transition, so the old screen can say it is being replaced.
 */
export function useNavigating(drawnKey: string): boolean {
  const going = useSyncExternalStore(subscribe, goingTo, goingTo);
  return going !== undefined && going !== drawnKey;
}

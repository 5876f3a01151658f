import { lazy, type ComponentType } from 'react';

/**
 * React.lazy that also lets the route's loader start fetching the chunk at navigation, so the code and
 * the data travel together instead of the data waiting for the code (or the code for the signed-in user).
 * Also used for a layout around screens (with props), loaded beside them.
 */
export function lazyScreen<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
): ComponentType<P> & { preload: () => Promise<unknown> } {
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  const preload = () => (loading ??= load());
  return Object.assign(lazy(preload), { preload });
}

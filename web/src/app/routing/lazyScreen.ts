import { createElement, lazy, useState, type ComponentType } from 'react';

/**
 * React.lazy that also lets the route's loader start fetching the chunk at navigation, so the code and
 * the data travel together instead of the data waiting for the code (or the code for the signed-in user).
 * Also used for a layout around screens (with props), loaded beside them.
 *
 * Code that has arrived by the time the screen first renders is rendered directly: React.lazy would
 * suspend once more on it, and React 19 reveals a suspended boundary's content no sooner than 300 ms
 * after its fallback appeared (react-dom's FALLBACK_THROTTLE_MS), which was most of the time between the
 * issues list's data arriving and its rows painted (issue 19, bench/row-paint).
 */
export function lazyScreen(
  load: () => Promise<{ default: ComponentType }>,
): ComponentType & { preload: () => Promise<unknown> };
export function lazyScreen<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
): ComponentType<P> & { preload: () => Promise<unknown> };
export function lazyScreen<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
): ComponentType<P> & { preload: () => Promise<unknown> } {
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  let loaded: ComponentType<P> | undefined;
  const preload = () =>
    (loading ??= load().then((module) => {
      loaded = module.default;
      return module;
    }));
  const Lazy = lazy(preload) as unknown as ComponentType<P>;
  function LazyScreen(props: P) {
    // Chosen once per mount: switching from Lazy to the loaded component later would remount the screen.
    const [Screen] = useState<ComponentType<P>>(() => loaded ?? Lazy);
    return createElement(Screen, props);
  }
  return Object.assign(LazyScreen, { preload });
}

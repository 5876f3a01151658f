import { createElement, lazy, useState, type ComponentType } from 'react';
import type { ScreenComponent } from './types';

/**
 * React.lazy that also lets the route's loader start fetching the chunk at navigation, so the code and
 * the data travel together instead of the data waiting for the code (or the code for the signed-in user).
 *
 * Code that has arrived by the time the screen first renders is rendered directly: React.lazy would
 * suspend once more on it, and React 19 reveals a suspended boundary's content no sooner than 300 ms
 * after its fallback appeared (react-dom's FALLBACK_THROTTLE_MS), which was most of the time between the
 * issues list's data arriving and its rows painted (issue 19, bench/row-paint).
 */
export function lazyScreen(load: () => Promise<{ default: ComponentType }>): ScreenComponent {
  let loading: Promise<{ default: ComponentType }> | undefined;
  let loaded: ComponentType | undefined;
  const preload = () =>
    (loading ??= load().then((module) => {
      loaded = module.default;
      return module;
    }));
  const Lazy = lazy(preload);
  function LazyScreen() {
    // Chosen once per mount: switching from Lazy to the loaded component later would remount the screen.
    const [Screen] = useState<ComponentType>(() => loaded ?? Lazy);
    return createElement(Screen);
  }
  return Object.assign(LazyScreen, { preload });
}

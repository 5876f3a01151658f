import { lazy, type ComponentType } from 'react';
import type { ScreenComponent } from './types';

/**
 * React.lazy that also lets the route's loader start fetching the chunk at navigation, so the code and
 * the data travel together instead of the data waiting for the code (or the code for the signed-in user).
 */
export function lazyScreen(load: () => Promise<{ default: ComponentType }>): ScreenComponent {
  let loading: Promise<{ default: ComponentType }> | undefined;
  const preload = () => (loading ??= load());
  return Object.assign(lazy(preload), { preload });
}

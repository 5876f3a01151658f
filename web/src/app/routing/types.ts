import type { PreloadedQueryRef, PreloadQueryFunction } from '@apollo/client/react';
import type { ComponentType } from 'react';
import type { Params } from 'react-router-dom';

/** What a route's `preload` gets at navigation: the path's params, the address and Apollo's preloader. */
export interface PreloadArgs {
  params: Params;
  url: URL;
  preloadQuery: PreloadQueryFunction;
}

/** A screen's one request, started by the route's loader; the screen reads it with useScreenQuery. */
export type ScreenPreload = (args: PreloadArgs) => PreloadedQueryRef<unknown, never> | null;

/** A lazy screen whose code can be fetched before it renders (lazyScreen). */
export type ScreenComponent = ComponentType & { preload?: () => Promise<unknown> };

/**
 * One screen of an area. Each area lists its screens in `features/<area>/routes.ts` (exporting
 * `routes: AreaRoute[]`); the app picks every such file up, so adding an area never edits the app.
 */
export interface AreaRoute {
  /** A react-router path, e.g. "/hub/:id". */
  path: string;
  /**
   * The screen, as lazyScreen(() => import('./Screen')) (or React.lazy) so that each route is its own
   * chunk; lazyScreen lets the loader fetch the chunk at navigation, beside the screen's data.
   */
  Screen: ScreenComponent;
  /** 'staff' screens show a logged-out user only the login link; 'public' ones render for anyone. */
  access?: 'staff' | 'public';
  /** 'bare' screens open without header and menu (GraphiQL, the signature window). */
  layout?: 'shell' | 'bare';
  /**
   * Starts the screen's data at navigation (docs/performance.md "How a screen loads"): one query
   * holding what the screen shows first, composed from its panels' fragments. The screen renders once
   * it has arrived, so the panels' own cache-first reads find their data without a request.
   */
  preload?: ScreenPreload;
  /**
   * false for a screen that runs without Apollo Client (the login page): its route neither loads the
   * client nor asks who is signed in, so the screen paints before the client's code has arrived
   * (docs/performance.md "First load"). Every other screen is rendered with the client provided.
   */
  apollo?: false;
}

import type { DocumentNode, OperationVariables } from '@apollo/client';
import type { PreloadQueryFunction, QueryRef } from '@apollo/client/react';
import type { ComponentType } from 'react';
import type { Params } from 'react-router-dom';

/** What a route's `preload` gets at navigation: the path's params, the address and Apollo's preloader. */
export interface PreloadArgs {
  params: Params;
  url: URL;
  preloadQuery: PreloadQueryFunction;
  /**
   * Who is signed in (null: nobody), for the rare screen whose request depends on it (the access tokens
   * screen: an administrator's also asks for everyone's). Awaiting it puts the signed-in user's answer
   * before the screen's request; most screens do not.
   */
  signedInUser?: Promise<{ administer: boolean } | null>;
}

/** What a route's loader started: the query, its variables and the reference to read it by. */
export interface PreloadedScreenQuery {
  document: DocumentNode;
  variables: OperationVariables;
  queryRef: QueryRef<unknown, OperationVariables>;
  /** Settles when the query has answered: with true when it failed. Never rejects. */
  ready: Promise<boolean>;
}

/**
 * A screen's one request, started by the route's loader; the screen reads it with useScreenQuery. A
 * promise when the document is imported first (preloadLazyScreenQuery): the loader returns it, and the
 * router waits for it before rendering the screen. `prepare` fetches what the preload needs before it can
 * start (that document's module): the loader awaits it beside Apollo's chunk, so the request and the
 * screen's code still leave together.
 */
export type ScreenPreload = ((
  args: PreloadArgs,
) => PreloadedScreenQuery | null | Promise<PreloadedScreenQuery | null>) & {
  prepare?: () => Promise<unknown>;
};

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

import type { ComponentType } from 'react';

/**
 * One screen of an area. Each area lists its screens in `features/<area>/routes.ts` (exporting
 * `routes: AreaRoute[]`); the app picks every such file up, so adding an area never edits the app.
 */
export interface AreaRoute {
  /** A react-router path, e.g. "/hub/:id". */
  path: string;
  /** The screen, as React.lazy(() => import('./Screen')) so that each route is its own chunk. */
  Screen: ComponentType;
  /** 'staff' screens show a logged-out user only the login link; 'public' ones render for anyone. */
  access?: 'staff' | 'public';
  /** 'bare' screens open without header and menu (GraphiQL, the signature window). */
  layout?: 'shell' | 'bare';
}

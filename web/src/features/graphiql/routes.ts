import { lazy } from 'react';
import type { AreaRoute } from '../../app/routing/types';

// GraphiQL and its Monaco editor are megabytes: they load only when this route is opened, full screen.
export const routes: AreaRoute[] = [
  { path: '/graphiql', Screen: lazy(() => import('./GraphiQLPage')), layout: 'bare' },
];

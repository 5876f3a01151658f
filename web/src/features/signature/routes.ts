import { lazy } from 'react';
import type { AreaRoute } from '../../app/routing/types';

// Opened from the menu in a window of its own, so it has no header or menu.
export const routes: AreaRoute[] = [
  { path: '/signature', Screen: lazy(() => import('./SignaturePage')), layout: 'bare' },
];

import { lazy } from 'react';
import type { AreaRoute } from '../../app/routing/types';
import { hubPageRoute, hubTabRoute } from '../hub/tabs/hubRoutes';

export const routes: AreaRoute[] = [
  hubTabRoute(
    'Messages',
    lazy(() => import('./HubMessagesPage')),
  ),
  hubPageRoute(
    '/newmessage',
    'New Message',
    lazy(() => import('./HubNewMessagePage')),
  ),
  { path: '/messages', Screen: lazy(() => import('./MessagesPage')) },
  { path: '/newmessage', Screen: lazy(() => import('./NewMessagePage')) },
];

import { lazyScreen } from '../../app/routing/lazyScreen';
import { preloadHubTab } from '../hub/tabs/preloadHubTab';
import { MessagesList_HubQuery, hubMessagesVariables } from './hubMessagesQuery';
import { lazy } from 'react';
import type { AreaRoute } from '../../app/routing/types';
import { hubPageRoute, hubTabRoute } from '../hub/tabs/hubRoutes';

export const routes: AreaRoute[] = [
  hubTabRoute(
    'Messages',
    lazyScreen(() => import('./HubMessagesPage')),
    preloadHubTab(MessagesList_HubQuery, hubMessagesVariables, { fetchPolicy: 'network-only' }),
  ),
  hubPageRoute(
    '/newmessage',
    'New Message',
    lazy(() => import('./HubNewMessagePage')),
  ),
  { path: '/messages', Screen: lazy(() => import('./MessagesPage')) },
  { path: '/newmessage', Screen: lazy(() => import('./NewMessagePage')) },
];

import { lazyScreen } from '../../app/routing/lazyScreen';
import { preloadLazyScreenQuery } from '../../app/routing/screenQuery';
import type { AreaRoute } from '../../app/routing/types';
import { hubPageRoute, hubTabRoute } from '../hub/tabs/hubRoutes';
import { preloadHubTab } from '../hub/tabs/preloadHubTab';

export const routes: AreaRoute[] = [
  hubTabRoute(
    'Messages',
    lazyScreen(() => import('./HubMessagesPage')),
    preloadHubTab(
      () =>
        import('./hubMessagesQuery').then((m) => [m.MessagesList_HubQuery, m.hubMessagesVariables] as const),
      { fetchPolicy: 'network-only' },
    ),
  ),
  hubPageRoute(
    '/newmessage',
    'New Message',
    lazyScreen(() => import('./HubNewMessagePage')),
    preloadLazyScreenQuery(() =>
      import('./hubNewMessageQuery').then(
        (m) => [m.HubNewMessagePage_Query, m.hubNewMessageVariables] as const,
      ),
    ),
  ),
  {
    path: '/messages',
    Screen: lazyScreen(() => import('./MessagesPage')),
    // Current at each visit, as the hub's Messages tab: asked for afresh, read once from the cache.
    preload: preloadLazyScreenQuery(
      () =>
        import('./messagesQuery').then(
          (m) => [m.MessagesList_AllQuery, ({ page }: { page: string | null }) => ({ after: page })] as const,
        ),
      { fetchPolicy: 'network-only' },
    ),
  },
  // The form loads nothing until a message is sent.
  { path: '/newmessage', Screen: lazyScreen(() => import('./NewMessagePage')) },
];

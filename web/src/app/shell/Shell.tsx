import { Box } from '@chakra-ui/react';
import { useCallback, useState } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { useLoadedApollo } from '../apollo/WithApollo';
import type { CurrentUser } from '../auth/useCurrentUser';
import { useNavigating } from '../routing/useNavigating';
import { Header } from './Header';
import { HEADER_HEIGHT, LeftMenu } from './LeftMenu';

/**
 * The key of the history entry the browser is at. react-router renders a navigation as a transition: the
 * address bar (and this key, which its browser history keeps in history.state) moves at once, the drawn
 * location when React has rendered the new screen, a few hundred milliseconds later on a busy machine.
 * Undefined under a router without browser history (tests).
 */
function browserEntryKey(): string | undefined {
  const state: unknown = window.history.state;
  const key = typeof state === 'object' && state !== null ? (state as { key?: unknown }).key : undefined;
  return typeof key === 'string' ? key : undefined;
}

/**
 * Header with hub search, the sliding left menu and the content area (spec 1 §2). It paints before Apollo
 * Client has loaded (the login page needs none), as the shell of a visitor nobody is signed in as; once
 * the client is here, the runtime's CurrentUserWatch says who is signed in. It is rendered beside the
 * content, not around it, so the screen below is not mounted again when the client arrives.
 */
export function Shell() {
  const location = useLocation();
  const apollo = useLoadedApollo();
  const [signedIn, setSignedIn] = useState<CurrentUser | null>(null);
  const user = apollo ? signedIn : null;
  // The menu is open for one location only: any navigation gives a new location key, which closes it
  // without an effect having to notice the route change. It is opened for the entry the browser is at,
  // which can be ahead of the location drawn (see browserEntryKey), so a navigation that had already
  // happened when the person opened it does not close it.
  const [openAt, setOpenAt] = useState<string | null>(null);
  const menuOpen = openAt !== null && (openAt === location.key || openAt === browserEntryKey());
  const closeMenu = useCallback(() => setOpenAt(null), []);
  // The screen left stays drawn until the next is ready: past a moment, it is dimmed and marked busy, so
  // its rows are not read as the new screen's (the address bar already names the new one).
  const navigating = useNavigating(location.key);

  return (
    <Box minH="100vh">
      {apollo && (
        <apollo.ApolloProvider client={apollo.client}>
          <apollo.CurrentUserWatch onChange={setSignedIn} />
        </apollo.ApolloProvider>
      )}
      <Header
        menuOpen={menuOpen}
        onToggleMenu={() => setOpenAt(menuOpen ? null : (browserEntryKey() ?? location.key))}
        userName={user?.name ?? null}
      />
      <LeftMenu
        open={menuOpen}
        administer={user?.administer ?? false}
        userName={user?.name ?? null}
        onClose={closeMenu}
      />
      <Box
        as="main"
        pt={`calc(${HEADER_HEIGHT} + 16px)`}
        px={{ base: '2', md: '4' }}
        pb="6"
        maxW="1400px"
        aria-busy={navigating || undefined}
        opacity={navigating ? 0.45 : 1}
        transition={navigating ? 'opacity 0.2s ease 0.2s' : undefined}
      >
        <Outlet />
      </Box>
    </Box>
  );
}

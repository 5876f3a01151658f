import { Box } from '@chakra-ui/react';
import { useCallback, useState } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { useCurrentUser } from '../auth/useCurrentUser';
import { Header } from './Header';
import { HEADER_HEIGHT, LeftMenu } from './LeftMenu';

/** Header with hub search, the sliding left menu and the content area (spec 1 §2). */
export function Shell() {
  const location = useLocation();
  const session = useCurrentUser();
  // The menu is open for one location only: any navigation gives a new location key, which closes it
  // without an effect having to notice the route change.
  const [openAt, setOpenAt] = useState<string | null>(null);
  const menuOpen = openAt === location.key;
  const closeMenu = useCallback(() => setOpenAt(null), []);
  const user = session.status === 'loggedIn' ? session.user : null;

  return (
    <Box minH="100vh">
      <Header
        menuOpen={menuOpen}
        onToggleMenu={() => setOpenAt(menuOpen ? null : location.key)}
        userName={user?.name ?? null}
      />
      <LeftMenu open={menuOpen} administer={user?.administer ?? false} onClose={closeMenu} />
      <Box as="main" pt={`calc(${HEADER_HEIGHT} + 16px)`} px={{ base: '2', md: '4' }} pb="6" maxW="1400px">
        <Outlet />
      </Box>
    </Box>
  );
}

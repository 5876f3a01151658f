import { Box, Link, Separator, Stack, Text } from '@chakra-ui/react';
import { MENU_ANIMATION_MS } from '@hub/domain';
import type { MouseEvent } from 'react';
import { useEffect } from 'react';
import { NavLink } from 'react-router-dom';
import type { MenuEntry } from './menuEntries';
import { visibleMenuEntries } from './menuEntries';

export const MENU_ID = 'main-menu';
export const HEADER_HEIGHT = '48px';
const MENU_WIDTH = '220px';

interface LeftMenuProps {
  open: boolean;
  administer: boolean;
  /** The signed-in person, named at the menu's foot with their own things (the header hides it when narrow). */
  userName: string | null;
  onClose: () => void;
}

function EntryLink({ entry, onClose }: { entry: MenuEntry; onClose: () => void }) {
  const style = {
    display: 'block',
    px: '4',
    py: '2',
    color: 'gray.800',
    borderRadius: 'sm',
    _hover: { bg: 'blue.50', textDecoration: 'none' },
    _currentPage: { bg: 'blue.100', fontWeight: 'semibold' },
  } as const;
  if (entry.newWindow) {
    const openWindow = (event: MouseEvent<HTMLAnchorElement>) => {
      onClose();
      // A small window of its own; when pop-ups are blocked the link opens a tab instead.
      if (window.open(entry.to, entry.label, 'popup,width=640,height=420')) event.preventDefault();
    };
    return (
      <Link href={entry.to} target="_blank" onClick={openWindow} {...style}>
        {entry.label}
      </Link>
    );
  }
  return (
    <Link asChild {...style}>
      <NavLink to={entry.to}>{entry.label}</NavLink>
    </Link>
  );
}

/**
 * The left menu slides over the content (spec 1 §2: 300 ms). While closed it is hidden from keyboard
 * and screen readers too; visibility switches only after the slide so the animation is seen both ways.
 */
export function LeftMenu({ open, administer, userName, onClose }: LeftMenuProps) {
  useEffect(() => {
    if (!open) return;
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', closeOnEscape);
    return () => document.removeEventListener('keydown', closeOnEscape);
  }, [open, onClose]);

  const slide = `transform ${MENU_ANIMATION_MS}ms ease`;
  return (
    <>
      <Box
        position="fixed"
        inset="0"
        top={HEADER_HEIGHT}
        bg="blackAlpha.300"
        zIndex="overlay"
        onClick={onClose}
        aria-hidden="true"
        style={{
          opacity: open ? 1 : 0,
          pointerEvents: open ? 'auto' : 'none',
          transition: `opacity ${MENU_ANIMATION_MS}ms ease`,
        }}
      />
      <Box
        as="nav"
        id={MENU_ID}
        aria-label="Main menu"
        position="fixed"
        top={HEADER_HEIGHT}
        bottom="0"
        left="0"
        w={MENU_WIDTH}
        bg="white"
        borderRightWidth="1px"
        shadow="lg"
        zIndex="modal"
        overflowY="auto"
        display="flex"
        flexDirection="column"
        style={{
          transform: open ? 'translateX(0)' : 'translateX(-100%)',
          visibility: open ? 'visible' : 'hidden',
          transition: open ? slide : `${slide}, visibility 0s linear ${MENU_ANIMATION_MS}ms`,
        }}
      >
        <Stack as="ul" listStyleType="none" gap="0" p="2" m="0">
          {visibleMenuEntries(administer).map((entry) => (
            <li key={entry.label}>
              <EntryLink entry={entry} onClose={onClose} />
            </li>
          ))}
        </Stack>
        <Box mt="auto" p="2">
          <Separator mb="2" />
          {userName && (
            <>
              <Text fontSize="xs" color="fg.muted" px="4" pt="1" truncate title={userName}>
                Signed in as {userName}
              </Text>
              <Link asChild fontSize="xs" color="fg.muted" px="4" py="1" display="block">
                <NavLink to="/account/tokens">Personal access tokens</NavLink>
              </Link>
            </>
          )}
          <Link asChild fontSize="xs" color="fg.muted" px="4" py="1" display="block">
            <NavLink to="/graphiql">GraphiQL</NavLink>
          </Link>
        </Box>
      </Box>
    </>
  );
}

import { Box, Flex, Heading, IconButton, Link } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { MenuIcon } from '../../ui/icons';
import { WithApollo } from '../apollo/WithApollo';
import { lazyScreen } from '../routing/lazyScreen';
import { HEADER_HEIGHT, MENU_ID } from './LeftMenu';

// The search runs on Apollo Client and is shown only to a signed-in user, so the login page's shell does
// not load it.
const HubSearch = lazyScreen(() =>
  import('../../features/hub/search/HubSearch').then((module) => ({ default: module.HubSearch })),
);

interface HeaderProps {
  menuOpen: boolean;
  onToggleMenu: () => void;
  userName: string | null;
}

export function Header({ menuOpen, onToggleMenu, userName }: HeaderProps) {
  return (
    <Flex
      as="header"
      position="fixed"
      top="0"
      left="0"
      right="0"
      h={HEADER_HEIGHT}
      align="center"
      gap="3"
      px="2"
      bg="gray.800"
      color="white"
      zIndex="sticky"
    >
      <IconButton
        aria-label="Menu"
        aria-expanded={menuOpen}
        aria-controls={MENU_ID}
        variant="ghost"
        color="white"
        _hover={{ bg: 'whiteAlpha.200' }}
        size="sm"
        onClick={onToggleMenu}
      >
        <MenuIcon boxSize="5" />
      </IconButton>
      <Heading as="div" size="sm" whiteSpace="nowrap" display={{ base: 'none', md: 'block' }}>
        <Link asChild color="white" _hover={{ textDecoration: 'none' }}>
          <RouterLink to="/dashboard">HUB Administration</RouterLink>
        </Link>
      </Heading>
      {/* Searching needs a session: a logged-out visitor is offered only the login link. */}
      <Box flex="1" maxW="md">
        {userName && <WithApollo>{() => <HubSearch />}</WithApollo>}
      </Box>
      {userName && (
        // The signed-in person's own things (their personal access tokens) open from their name.
        <Link
          asChild
          ml="auto"
          fontSize="sm"
          color="gray.300"
          truncate
          display={{ base: 'none', md: 'block' }}
          title="Personal access tokens"
        >
          <RouterLink to="/account/tokens">{userName}</RouterLink>
        </Link>
      )}
    </Flex>
  );
}

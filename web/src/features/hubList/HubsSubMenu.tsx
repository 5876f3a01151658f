import { Box, HStack, Link } from '@chakra-ui/react';
import { Link as RouterLink, useLocation } from 'react-router-dom';

// Spec 2 §2 Hubs sub-menu, in the spec's order.
export const HUBS_SUB_MENU = [
  { label: 'All', to: '/hubs/all' },
  { label: 'New', to: '/hubs/new' },
  { label: 'Problems', to: '/hubs/problems' },
  { label: 'Wires Changed', to: '/hubs/wire_mode_changed' },
  { label: 'Glitches', to: '/glitches' },
  { label: 'Reboots', to: '/hubs/reboots' },
] as const;

export function HubsSubMenu() {
  const { pathname } = useLocation();
  return (
    <Box as="nav" aria-label="Hubs menu" borderBottomWidth="1px" borderColor="border" overflowX="auto">
      <HStack gap="0" minW="max-content">
        {HUBS_SUB_MENU.map((entry) => {
          const current = pathname === entry.to;
          return (
            <Link
              key={entry.to}
              asChild
              px="3"
              py="2"
              fontSize="sm"
              whiteSpace="nowrap"
              textDecoration="none"
              borderBottomWidth="2px"
              borderColor={current ? 'blue.600' : 'transparent'}
              color={current ? 'blue.700' : 'fg.muted'}
              fontWeight={current ? 'semibold' : 'normal'}
              _hover={{ color: 'blue.700', textDecoration: 'none' }}
              aria-current={current ? 'page' : undefined}
            >
              <RouterLink to={entry.to}>{entry.label}</RouterLink>
            </Link>
          );
        })}
      </HStack>
    </Box>
  );
}

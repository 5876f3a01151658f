import { Box, HStack, Link } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';

export interface SubMenuItem {
  label: string;
  to: string;
  current: boolean;
}

interface SubMenuProps {
  /** The nav's accessible name, e.g. "Hub menu". */
  label: string;
  items: readonly SubMenuItem[];
}

/**
 * The underlined tab row of links above a group of screens (hub, hubs, lookup tables); the current one
 * has aria-current="page". One component so the sub-menus look and behave alike; scrolls sideways on a
 * narrow screen.
 */
export function SubMenu({ label, items }: SubMenuProps) {
  return (
    <Box as="nav" aria-label={label} borderBottomWidth="1px" borderColor="border" overflowX="auto">
      <HStack gap="0" minW="max-content">
        {items.map(({ label: text, to, current }) => (
          <Link
            key={to}
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
            <RouterLink to={to}>{text}</RouterLink>
          </Link>
        ))}
      </HStack>
    </Box>
  );
}

import { Box, HStack, Link } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { availableHubTabs, type HubTabTitle } from './hubTabs';

interface HubSubMenuProps {
  hubId: number;
  active: HubTabTitle | null;
}

/** Spec 1 §2 hub sub-menu: one link per tab that has a screen; scrolls sideways on a narrow screen. */
export function HubSubMenu({ hubId, active }: HubSubMenuProps) {
  return (
    <Box as="nav" aria-label="Hub menu" borderBottomWidth="1px" borderColor="border" overflowX="auto">
      <HStack gap="0" minW="max-content">
        {availableHubTabs().map((tab) => {
          const current = tab.title === active;
          return (
            <Link
              key={tab.title}
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
              <RouterLink to={`/hub/${hubId}${tab.suffix}`}>{tab.title}</RouterLink>
            </Link>
          );
        })}
      </HStack>
    </Box>
  );
}

import { Box, Grid, Text } from '@chakra-ui/react';
import type { HubSearch_QueryQuery } from '../../../__generated__/graphql';

interface HubSearchResultsProps {
  id: string;
  hubs: HubSearch_QueryQuery['searchHubs'];
  active: number;
  onChoose: (hubId: number) => void;
}

export function HubSearchResults({ id, hubs, active, onChoose }: HubSearchResultsProps) {
  return (
    <Box as="ul" role="listbox" id={id} aria-label="Hubs found" maxH="22rem" overflowY="auto" py="1" m="0">
      {hubs.map((hub, index) => (
        <Grid
          as="li"
          key={hub.id}
          id={`${id}-${index}`}
          role="option"
          aria-selected={index === active}
          templateColumns="4.5rem minmax(0, 1fr) minmax(0, 1.2fr)"
          gap="2"
          px="3"
          py="1.5"
          fontSize="sm"
          cursor="pointer"
          bg={index === active ? 'blue.50' : undefined}
          _hover={{ bg: 'blue.50' }}
          // Choosing happens before the input's blur closes the list.
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => onChoose(hub.id)}
        >
          <Text fontFamily="mono">{hub.id}</Text>
          <Text truncate>{hub.name ?? ''}</Text>
          <Text truncate fontFamily="mono" fontSize="xs" color="fg.muted" alignSelf="center">
            {hub.machineId ?? ''}
          </Text>
        </Grid>
      ))}
    </Box>
  );
}

import { Box, Grid, Text } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';
import type { HubSearch_QueryQuery } from '../../../__generated__/graphql';
import { isPlainClick } from '../../../ui/isPlainClick';

interface HubSearchResultsProps {
  id: string;
  hubs: HubSearch_QueryQuery['searchHubs'];
  /** The highlighted hub's index, -1 for none. */
  active: number;
  onChoose: (hubId: number) => void;
}

export function HubSearchResults({ id, hubs, active, onChoose }: HubSearchResultsProps) {
  const list = useRef<HTMLUListElement>(null);
  // The highlighted hub is kept in sight as the arrows move through a list longer than its box.
  useEffect(() => {
    const option = active >= 0 ? list.current?.children[active] : undefined;
    if (option && typeof option.scrollIntoView === 'function') option.scrollIntoView({ block: 'nearest' });
  }, [active]);
  return (
    <Box
      as="ul"
      ref={list}
      role="listbox"
      id={id}
      aria-label="Hubs found"
      maxH="22rem"
      overflowY="auto"
      py="1"
      m="0"
    >
      {hubs.map((hub, index) => (
        <Box
          as="li"
          key={hub.id}
          id={`${id}-${index}`}
          role="option"
          aria-selected={index === active}
          bg={index === active ? 'blue.50' : undefined}
          _hover={{ bg: 'blue.50' }}
          // Choosing happens before the input's blur closes the list.
          onMouseDown={(event) => event.preventDefault()}
        >
          {/* A real link (out of the tab order: the input's arrows choose), so a middle or Ctrl click
              opens the hub in a new tab; a plain click opens it here. */}
          <Grid asChild templateColumns="4.5rem minmax(0, 1fr) minmax(0, 1.2fr)" gap="2" px="3" py="1.5">
            <a
              href={`/hub/${hub.id}`}
              tabIndex={-1}
              onClick={(event) => {
                if (!isPlainClick(event)) return;
                event.preventDefault();
                onChoose(hub.id);
              }}
            >
              <Text fontFamily="mono" fontSize="sm">
                {hub.id}
              </Text>
              <Text truncate fontSize="sm">
                {hub.name ?? ''}
              </Text>
              <Text truncate fontFamily="mono" fontSize="xs" color="fg.muted" alignSelf="center">
                {hub.machineId ?? ''}
              </Text>
            </a>
          </Grid>
        </Box>
      ))}
    </Box>
  );
}

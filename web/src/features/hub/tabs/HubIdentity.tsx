import { useQuery } from '@apollo/client/react';
import { HStack, Text } from '@chakra-ui/react';
import { graphql } from '../../../__generated__';

export const HubIdentity_Query = graphql(`
  query HubIdentity_Query($id: Int!) {
    hub(id: $id) {
      id
      serial
      name
    }
  }
`);

/**
 * Which hub a tab page is about — name, id and serial — above the tab's content, so a screenshot or a
 * second window never leaves it to the window title. Quiet while loading; a hub that is not found or a
 * failed load leaves the id the page already shows.
 */
export function HubIdentity({ hubId }: { hubId: number }) {
  const { data } = useQuery(HubIdentity_Query, { variables: { id: hubId } });
  const hub = data?.hub;
  return (
    <HStack as="section" aria-label="Hub" gap="4" wrap="wrap" fontSize="sm">
      <Text fontWeight="semibold" fontSize="md">
        {hub?.name || `Hub ${hubId}`}
      </Text>
      <Text>{`Hub ${hubId}`}</Text>
      {hub && <Text fontFamily="mono">{`Serial ${hub.serial}`}</Text>}
    </HStack>
  );
}

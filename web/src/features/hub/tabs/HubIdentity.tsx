import { useFragment } from '@apollo/client/react';
import { HStack, Text } from '@chakra-ui/react';
import { graphql } from '../../../__generated__';

/**
 * What HubIdentity shows. Every tab screen spreads it into its own query, so the tab's data and the hub's
 * name arrive in one request; HubIdentity reads it from the cache and sends nothing itself.
 */
export const HubIdentity_hub = graphql(`
  fragment HubIdentity_hub on Hub {
    id
    serial
    name
  }
`);

/**
 * Which hub a tab page is about — name, id and serial — above the tab's content, so a screenshot or a
 * second window never leaves it to the window title. Shows the id alone until the tab's query has put the
 * hub in the cache; a hub that is not found or a failed load leaves the id the page already shows.
 */
export function HubIdentity({ hubId }: { hubId: number }) {
  const { data, complete } = useFragment({
    fragment: HubIdentity_hub,
    from: { __typename: 'Hub', id: hubId },
  });
  const hub = complete ? data : null;
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

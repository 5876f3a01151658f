import { DoesNotExist } from '../../../ui/DoesNotExist';
import { useQuery } from '@apollo/client/react';
import { DataList, Heading, HStack, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { graphql } from '../../../__generated__';
import { ErrorNotice } from '../../../ui/ErrorNotice';
import { usePageTitle } from '../../../ui/usePageTitle';
import { HubGlitchesLink } from '../../fault/HubGlitchesLink';
import { HubIssuesPanel } from '../../issue/HubIssuesPanel';
import { HubInformationPanel } from '../information/HubInformationPanel';
import { HubStatePanel } from '../state/HubStatePanel';
import { parseHubId } from './parseHubId';

// The identity block's part of the overview's one request (overviewQuery.ts).
export const HubOverviewPage_Hub = graphql(`
  fragment HubOverviewPage_Hub on Hub {
    id
    serial
    name
    machineId
    supersededBy {
      id
    }
  }
`);

// Answered from the cache after the overview's request (cache-first); sent alone only without it.
export const HubOverviewPage_Query = graphql(`
  query HubOverviewPage_Query($id: Int!) {
    hub(id: $id) {
      id
      ...HubOverviewPage_Hub
    }
  }
`);

/**
 * Spec 1 §2 Hub detail: identity, then the information, state and issues panels. Their data comes in one
 * request started by the route's loader (overviewQuery.ts); each part reads its own fragment from the cache.
 */
export default function HubOverviewPage() {
  const { id: param = '' } = useParams();
  const id = parseHubId(param);
  const { data, error, refetch } = useQuery(HubOverviewPage_Query, {
    variables: { id: id ?? 0 },
    skip: id === null,
  });
  const hub = data?.hub;
  usePageTitle(hub ? `${hub.name || 'Hub'} (${hub.id})` : `Hub ${param}`);

  if (id === null) return <DoesNotExist what="Hub" id={param} />;
  if (error)
    return (
      <ErrorNotice title={`Hub ${id} could not be loaded.`} error={error} onRetry={() => void refetch()} />
    );
  if (!data) return <Text color="fg.muted">Fetching data...</Text>;
  if (!hub) return <DoesNotExist what="Hub" id={param} />;

  return (
    <Stack gap="4">
      <Stack gap="2">
        <Heading as="h1" size="md">
          {hub.name || `Hub ${hub.id}`}
        </Heading>
        <HStack gap="6" wrap="wrap" align="start">
          <DataList.Root orientation="horizontal" size="sm" gap="1">
            <DataList.Item>
              <DataList.ItemLabel minW="6rem">Serial</DataList.ItemLabel>
              <DataList.ItemValue fontFamily="mono">{hub.serial}</DataList.ItemValue>
            </DataList.Item>
            <DataList.Item>
              <DataList.ItemLabel minW="6rem">Id</DataList.ItemLabel>
              <DataList.ItemValue fontFamily="mono">{hub.id}</DataList.ItemValue>
            </DataList.Item>
            <DataList.Item>
              <DataList.ItemLabel minW="6rem">Machine id</DataList.ItemLabel>
              <DataList.ItemValue fontFamily="mono" wordBreak="break-all">
                {hub.machineId ?? ''}
              </DataList.ItemValue>
            </DataList.Item>
          </DataList.Root>
          <Stack gap="1" fontSize="sm">
            <Link asChild colorPalette="blue">
              <RouterLink to={`/hub/${hub.id}/graph`}>Graph</RouterLink>
            </Link>
            <HubGlitchesLink hubId={hub.id} />
            {hub.supersededBy && (
              <Link asChild colorPalette="orange" fontWeight="semibold">
                <RouterLink
                  to={`/hub/${hub.supersededBy.id}`}
                >{`Superseded by hub ${hub.supersededBy.id}`}</RouterLink>
              </Link>
            )}
          </Stack>
        </HStack>
      </Stack>
      {/* Keyed by hub: following a superseded-by link must not carry an open editor over to another hub. */}
      <SimpleGrid key={hub.id} columns={{ base: 1, xl: 2 }} gap="4" alignItems="start">
        <HubInformationPanel hubId={hub.id} />
        <HubStatePanel hubId={hub.id} />
      </SimpleGrid>
      <HubIssuesPanel key={`issues-${hub.id}`} hubId={hub.id} />
    </Stack>
  );
}

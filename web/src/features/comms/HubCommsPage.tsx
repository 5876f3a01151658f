import { useApolloClient } from '@apollo/client/react';
import { Box, Button, HStack, Text } from '@chakra-ui/react';
import { COMMS_TYPE_IDS } from '@hub/domain';
import { useCallback, useRef, useState } from 'react';
import { HubCommsPage_Query } from './commsQuery';
import type { CommsType, HubCommsPage_QueryQuery } from '../../__generated__/graphql';
import { formatDateTime } from '../../ui/formatting';
import { useHubId } from '../hub/tabs/useHubId';
import { CommsBody, CommsHeaders, CommsRawPayload } from './CommsBody';
import { LogList, LogRowDetail } from '../../ui/LogList';
import type { FetchLogPage } from '../../ui/useLogPages';
import { useLogPages } from '../../ui/useLogPages';

// The body views tell requests from responses by the upstream's type id.
const typeIdOf = (type: CommsType): number => (type === 'OTHER' ? 0 : COMMS_TYPE_IDS[type]);
// Kept in commsQuery.ts so the route's loader can start it without this module's code.
export { HubCommsPage_Query } from './commsQuery';

type Comms = NonNullable<HubCommsPage_QueryQuery['hub']>['comms']['edges'][number]['node'];
type Kind = 'headers' | 'body' | 'raw';

const KINDS: Array<[Kind, string]> = [
  ['headers', 'Headers'],
  ['body', 'Body'],
  ['raw', 'Raw Payload'],
];

const COLUMNS = '10rem minmax(10rem, 1fr) 2.5rem 4.5rem 7.5rem 21rem';

/** Spec 1 §2 Comms tab: date, API, By, Type, IP, with Show Headers / Body / Raw Payload (one open per kind). */
export default function HubCommsPage() {
  const hubId = useHubId();
  const client = useApolloClient();
  const unreadPreload = useRef(true);
  // The row whose headers, body or raw payload is open: at most one per kind.
  const [open, setOpen] = useState<Record<Kind, string | null>>({ headers: null, body: null, raw: null });

  const fetchPage = useCallback<FetchLogPage<Comms>>(
    async (args) => {
      // The first page was asked for by the route's loader at navigation (network-only, so it is
      // current) and waits in the cache: read once from there. Every later page, Newer and reload ask.
      const fromLoader = unreadPreload.current && !args.before && !args.after;
      unreadPreload.current = false;
      const { data } = await client.query({
        query: HubCommsPage_Query,
        variables: { hubId, ...args },
        fetchPolicy: fromLoader ? 'cache-first' : 'no-cache',
      });
      const comms = data?.hub?.comms;
      if (!comms) return { nodes: [], startCursor: null, endCursor: null, hasOlder: false, hasNewer: false };
      return {
        nodes: comms.edges.map((e) => e.node),
        startCursor: comms.pageInfo.startCursor ?? null,
        endCursor: comms.pageInfo.endCursor ?? null,
        hasOlder: args.before ? true : comms.pageInfo.hasNextPage,
        hasNewer: comms.pageInfo.hasPreviousPage,
      };
    },
    [client, hubId],
  );
  const pages = useLogPages(fetchPage, hubId);

  return (
    <LogList
      label="Comms log"
      pages={pages}
      columns={COLUMNS}
      header={
        <>
          <Text>Date</Text>
          <Text>API</Text>
          <Text>By</Text>
          <Text>Type</Text>
          <Text>IP</Text>
          {/* The Show Headers / Body / Raw Payload buttons' column: named, as the others are (it was blank). */}
          <Text>Details</Text>
        </>
      }
      rowKey={(row) => row.id}
      emptyText="No communications logged."
      errorTitle="The comms log could not be loaded."
      renderRow={(row) => (
        <Box borderBottomWidth="1px" px="2" py="1" data-testid="comms-row" data-uid={row.id}>
          <Box display="grid" gridTemplateColumns={COLUMNS} gap="2" fontSize="sm" alignItems="center">
            <Text>{formatDateTime(row.created)}</Text>
            <Text fontFamily="mono" truncate>
              {row.api}
            </Text>
            <Text>{row.initiatorId ?? '—'}</Text>
            <Text color={row.type === 'ERROR' ? 'red.700' : undefined}>{row.typeName}</Text>
            <Text fontFamily="mono">{row.ip ?? '—'}</Text>
            <HStack gap="1">
              {KINDS.map(([kind, name]) => {
                const shown = open[kind] === row.id;
                return (
                  <Button
                    key={kind}
                    size="2xs"
                    variant={shown ? 'solid' : 'outline'}
                    aria-pressed={shown}
                    onClick={() => setOpen((o) => ({ ...o, [kind]: shown ? null : row.id }))}
                  >
                    {`${shown ? 'Hide' : 'Show'} ${name}`}
                  </Button>
                );
              })}
            </HStack>
          </Box>
          {open.headers === row.id && (
            <LogRowDetail testId="comms-headers">
              <CommsHeaders headers={row.headers} />
            </LogRowDetail>
          )}
          {open.body === row.id && (
            <LogRowDetail testId="comms-body">
              <CommsBody api={row.api} typeId={typeIdOf(row.type)} body={row.body ?? null} />
            </LogRowDetail>
          )}
          {open.raw === row.id && (
            <LogRowDetail testId="comms-raw">
              <CommsRawPayload payload={row.payload} />
            </LogRowDetail>
          )}
        </Box>
      )}
    />
  );
}

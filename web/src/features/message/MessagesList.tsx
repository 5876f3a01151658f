import type { WatchQueryFetchPolicy } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { Button, HStack, Link, Stack, Table, Text } from '@chakra-ui/react';
import { mailTypeName, MESSAGE_TEXTS } from '@hub/domain';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { graphql } from '../../__generated__';
import { MessagesList_HubQuery } from './hubMessagesQuery';
import type { MessagesList_MessageFragment } from '../../__generated__/graphql';
import { formatDateTime } from '../../ui/formatting';
import { tokenColour } from '../../ui/grid/cellSwatch';
import { NewerButton, PageMoveStatus } from '../../ui/Pager';
import { ScrollTable } from '../../ui/ScrollTable';
import { QueryContent } from '../../ui/QueryContent';
import { usePager } from '../../ui/usePager';
import { MessagesList_AllQuery } from './messagesQuery';
export { MessagesList_AllQuery } from './messagesQuery';

export const MessagesList_Message = graphql(`
  fragment MessagesList_Message on Message {
    id
    hubId
    from
    subject
    body
    mailType
    positive
    negative
    created
    timeRead
    read
    response
    responseText
  }
`);
// Kept in hubMessagesQuery.ts so the route's loader can start it without this module's code.
export { MessagesList_HubQuery } from './hubMessagesQuery';

/** A page of messages, of one hub or of all (the tab's query and the fleet-wide one). */
export const MessagesList_Page = graphql(`
  fragment MessagesList_Page on MessageConnection {
    edges {
      node {
        ...MessagesList_Message
      }
    }
    pageInfo {
      hasNextPage
      endCursor
    }
  }
`);

const MAIL_TYPE_ID = { INFORMATION: 0, QUESTION: 1, REORDER: 2 } as const;

// Read rows green, unread white (spec 1 §2), as the row's own style (no Emotion class per row).
const READ_BG = 'green.100';
const UNREAD_BG = 'white';

function Rows({ messages, withHubId }: { messages: MessagesList_MessageFragment[]; withHubId: boolean }) {
  return (
    <>
      {messages.map((m) => {
        const type = MAIL_TYPE_ID[m.mailType];
        return (
          <Table.Row
            key={m.id}
            style={{ background: tokenColour(m.read ? READ_BG : UNREAD_BG) }}
            data-read={m.read}
          >
            <Table.Cell whiteSpace="nowrap">{formatDateTime(m.created)}</Table.Cell>
            {withHubId && (
              <Table.Cell>
                <Link asChild color="blue.700">
                  <RouterLink to={`/hub/${m.hubId}/messages`}>{m.hubId}</RouterLink>
                </Link>
              </Table.Cell>
            )}
            <Table.Cell>
              <Text fontWeight="semibold">{m.from}</Text>
              <Text>{m.subject}</Text>
            </Table.Cell>
            <Table.Cell maxW="28rem">{m.body}</Table.Cell>
            <Table.Cell>{mailTypeName(type)}</Table.Cell>
            <Table.Cell>{type > 0 ? `${m.positive ?? ''} / ${m.negative ?? ''}` : ''}</Table.Cell>
            <Table.Cell whiteSpace="nowrap">{m.timeRead ? formatDateTime(m.timeRead) : ''}</Table.Cell>
            <Table.Cell>{m.responseText}</Table.Cell>
          </Table.Row>
        );
      })}
    </>
  );
}

/**
 * Spec 1 §2 / spec 2 §2 messages list: created with Newer/Earlier paging in its header, Hub ID only
 * outside a hub, Sender/Subject, Body, Type, Y/N choices, Response At, Response. "No Messages" when empty.
 */
export function MessagesList({ hubId, refreshKey }: { hubId?: number; refreshKey?: number }) {
  const withHubId = hubId === undefined;
  const pages = usePager();
  const after = pages.after;
  // The route's loader (the hub's Messages tab, /messages) asks for the first page afresh at each
  // navigation (network-only preload), so the first read takes that answer from the cache rather than
  // asking a second time; a page moved to later is shown from the cache and asked for again, as before.
  const fromLoaderFirst = {
    fetchPolicy: 'cache-first' as const,
    nextFetchPolicy: (current: WatchQueryFetchPolicy, { reason }: { reason: string }) =>
      reason === 'variables-changed' ? 'cache-and-network' : current,
  };
  const hubQuery = useQuery(MessagesList_HubQuery, {
    variables: { hubId: hubId ?? 0, after },
    skip: withHubId,
    ...fromLoaderFirst,
  });
  const allQuery = useQuery(MessagesList_AllQuery, {
    variables: { after },
    skip: !withHubId,
    ...fromLoaderFirst,
  });
  const query = withHubId ? allQuery : hubQuery;
  const connection = withHubId ? allQuery.data?.messages : hubQuery.data?.hub?.messages;
  const previous = withHubId ? allQuery.previousData?.messages : hubQuery.previousData?.hub?.messages;
  pages.observe({ data: connection, error: query.error });
  const [seenKey, setSeenKey] = useState(refreshKey);
  if (seenKey !== refreshKey) {
    setSeenKey(refreshKey);
    // A message just sent is already at the top of the first page (NewMessageForm writes it into the
    // cache from the send's answer): going back to the first page shows it without asking again.
    pages.reset();
  }

  return (
    <QueryContent
      data={connection ? connection : undefined}
      previousData={previous ?? undefined}
      error={query.error}
      errorTitle="The messages could not be loaded."
      onRetry={() => void query.refetch()}
    >
      {(page) => (
        <Stack gap="2">
          <PageMoveStatus pager={pages} />
          {/* The shared scroll region: the header (with Newer/Earlier) stays in view while messages scroll. */}
          <ScrollTable label="Messages" tableProps={{ 'aria-label': 'Messages' }}>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>
                  <HStack gap="1">
                    <Text>Created</Text>
                    <NewerButton pager={pages} size="2xs" />
                    <Button
                      size="2xs"
                      variant="outline"
                      disabled={!page.pageInfo.hasNextPage || pages.moving}
                      onClick={() => pages.older(page.pageInfo.endCursor)}
                    >
                      Earlier
                    </Button>
                  </HStack>
                </Table.ColumnHeader>
                {withHubId && <Table.ColumnHeader>Hub ID</Table.ColumnHeader>}
                <Table.ColumnHeader>Sender/Subject</Table.ColumnHeader>
                <Table.ColumnHeader>Body</Table.ColumnHeader>
                <Table.ColumnHeader>Type</Table.ColumnHeader>
                <Table.ColumnHeader>Y/N</Table.ColumnHeader>
                <Table.ColumnHeader>Response At</Table.ColumnHeader>
                <Table.ColumnHeader>Response</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {page.edges.length === 0 ? (
                <Table.Row>
                  <Table.Cell colSpan={withHubId ? 8 : 7}>{MESSAGE_TEXTS.noMessages}</Table.Cell>
                </Table.Row>
              ) : (
                <Rows messages={page.edges.map((e) => e.node)} withHubId={withHubId} />
              )}
            </Table.Body>
          </ScrollTable>
        </Stack>
      )}
    </QueryContent>
  );
}

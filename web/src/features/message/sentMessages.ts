// After a message is sent, the message lists held in the cache show it without being asked for again:
// each sent message (one per hub) goes to the top of the first page of its hub's messages and of the
// fleet-wide list, both newest first. The messages are in the send's answer with every field the lists
// show (MessagesList_Message). Later pages are left alone: they continue from their own cursors.
import type { ApolloCache, Reference } from '@apollo/client';

interface StoredConnection {
  edges: readonly { node: Reference }[];
}

interface SentMessage {
  __typename?: 'Message';
  id: string;
  hubId: number;
}

/** `messages({"after":null,"first":25})` and `messages({"first":25})` are first pages; anything after is not. */
const isFirstPage = (storeFieldName: string) => !/"(after|before)":"/.test(storeFieldName);

function prepend(cache: ApolloCache, id: string, messages: readonly SentMessage[]) {
  cache.modify<Record<string, unknown>>({
    id,
    fields: {
      messages(value, { storeFieldName, toReference, readField }) {
        const existing = value as unknown as StoredConnection;
        if (!existing?.edges || !isFirstPage(storeFieldName)) return value;
        const held = new Set(existing.edges.map((e) => readField<string>('id', e.node)));
        const added = messages
          .filter((m) => !held.has(m.id))
          .flatMap((m) => {
            const ref = toReference({ __typename: 'Message', id: m.id });
            return ref ? [{ __typename: 'MessageEdge', node: ref }] : [];
          });
        return { ...existing, edges: [...added, ...existing.edges] } as never;
      },
    },
  });
}

export function placeSentMessages(cache: ApolloCache, sent: readonly SentMessage[] | undefined): void {
  if (!sent || sent.length === 0) return;
  prepend(cache, 'ROOT_QUERY', sent);
  for (const hubId of new Set(sent.map((m) => m.hubId))) {
    const hub = cache.identify({ __typename: 'Hub', id: hubId });
    if (hub)
      prepend(
        cache,
        hub,
        sent.filter((m) => m.hubId === hubId),
      );
  }
}

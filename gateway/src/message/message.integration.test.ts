import { MESSAGE_FIELD_TEXTS, serialFromHubId } from '@hub/domain';
import { describe, expect, it } from 'vitest';
import { ADMIN, backends } from '../test-support/stack.js';
import { signedInStack } from '../test-support/signedInStack.js';

const SEND = `mutation Send($input: SendMessageInput!) {
  sendMessage(input: $input) {
    sent { id hubId from subject body mailType positive negative read responseText timeRead }
    userErrors { field message }
  }
}`;

const HUB_MESSAGES = `query Messages($id: Int!, $first: Int, $after: String) {
  hub(id: $id) {
    messages(first: $first, after: $after) {
      edges { cursor node { id hubId subject mailType read response responseText positive negative } }
      pageInfo { hasNextPage hasPreviousPage endCursor }
    }
  }
}`;

type Conn = {
  edges: Array<{ node: Record<string, unknown> & { id: string } }>;
  pageInfo: { hasNextPage: boolean; hasPreviousPage: boolean; endCursor: string };
};

const valid = { from: 'Support', subject: 'Hello', body: 'Hello from the tests', mailType: 'INFORMATION' };

describe.each(backends)('messages against fleet-api on $name', (backend) => {
  const { stack, session } = signedInStack(backend, ADMIN, { seedHubs: 30 });

  const send = (input: Record<string, unknown>) =>
    stack.query<{ sendMessage: { sent: Array<Record<string, unknown>>; userErrors: unknown[] } }>(
      SEND,
      { input },
      session,
    );

  it('sends to ids and serials separated any way, once per hub, in one upstream call', async () => {
    const answer = await send({
      ...valid,
      hubIds: `${serialFromHubId(1002)};1003, 1004\n${serialFromHubId(1003)} 1002`,
      mailType: 'QUESTION',
      positive: 'Yes',
      negative: 'No',
    });
    expect(answer.errors).toBeUndefined();
    expect(answer.upstreamCalls).toBe(1);
    expect(answer.data!.sendMessage.userErrors).toEqual([]);
    expect(answer.data!.sendMessage.sent.map((m) => m['hubId'])).toEqual([1002, 1003, 1004]);
    expect(answer.data!.sendMessage.sent[0]).toMatchObject({
      from: 'Support',
      mailType: 'QUESTION',
      positive: 'Yes',
      negative: 'No',
      read: false,
      responseText: '',
      timeRead: null,
    });
  });

  it('refuses invalid fields with the texts of the form, without calling the upstream', async () => {
    const answer = await send({
      hubIds: '1002, x7',
      from: '',
      subject: 'A subject far too long',
      body: 'b'.repeat(161),
      mailType: 'REORDER',
      positive: 'Certainly',
      negative: '',
    });
    expect(answer.upstreamCalls).toBe(0);
    expect(answer.data!.sendMessage).toEqual({
      sent: [],
      userErrors: [
        { field: 'hubIds', message: MESSAGE_FIELD_TEXTS.hubIdsInvalid(['x7']) },
        { field: 'from', message: MESSAGE_FIELD_TEXTS.fromRequired },
        { field: 'subject', message: MESSAGE_FIELD_TEXTS.subjectTooLong },
        { field: 'body', message: MESSAGE_FIELD_TEXTS.bodyTooLong },
        { field: 'positive', message: MESSAGE_FIELD_TEXTS.positive },
        { field: 'negative', message: MESSAGE_FIELD_TEXTS.negative },
      ],
    });
    const empty = await send({ ...valid, hubIds: ' ;, ' });
    expect(empty.data!.sendMessage.userErrors).toEqual([
      { field: 'hubIds', message: MESSAGE_FIELD_TEXTS.hubIds },
    ]);
  });

  it('says which hub ids do not exist and sends to none of them', async () => {
    const before = await stack.sql<{ n: number }>('SELECT count(*)::int AS n FROM messages');
    const answer = await send({ ...valid, hubIds: '1005, 999998, 999999' });
    expect(answer.data!.sendMessage).toEqual({
      sent: [],
      userErrors: [
        { field: 'hubIds', message: 'Hub 999998 does not exist.' },
        { field: 'hubIds', message: 'Hub 999999 does not exist.' },
      ],
    });
    expect(await stack.sql('SELECT count(*)::int AS n FROM messages')).toEqual(before);
  });

  it("pages a hub's messages newest first by maxid, with the response texts", async () => {
    for (let n = 0; n < 5; n++) await send({ ...valid, subject: `Page ${n}`, hubIds: '1006' });
    await stack.sql(
      `UPDATE messages SET time_read = now(), response = true, mail_type = 2, positive = 'Order', negative = 'Skip'
        WHERE hubid = 1006 AND subject = 'Page 1'`,
    );
    await stack.sql(`UPDATE messages SET time_read = now() WHERE hubid = 1006 AND subject = 'Page 0'`);
    const all = await stack.sql<{ uid: number }>(
      'SELECT uid FROM messages WHERE hubid = 1006 ORDER BY uid DESC',
    );
    const first = await stack.query<{ hub: { messages: Conn } }>(
      HUB_MESSAGES,
      { id: 1006, first: 3 },
      session,
    );
    const page1 = first.data!.hub.messages;
    expect(first.upstreamCalls).toBe(2);
    expect(page1.pageInfo).toMatchObject({ hasNextPage: true, hasPreviousPage: false });
    const second = await stack.query<{ hub: { messages: Conn } }>(
      HUB_MESSAGES,
      { id: 1006, first: 3, after: page1.pageInfo.endCursor },
      session,
    );
    const page2 = second.data!.hub.messages;
    expect([...page1.edges, ...page2.edges].map((e) => e.node.id)).toEqual(
      all.slice(0, 6).map((r) => String(r.uid)),
    );
    const bySubject = new Map(
      [...page1.edges, ...page2.edges].map((e) => [e.node['subject'] as string, e.node]),
    );
    expect(bySubject.get('Page 1')).toMatchObject({ mailType: 'REORDER', read: true, responseText: 'Order' });
    expect(bySubject.get('Page 0')).toMatchObject({
      mailType: 'INFORMATION',
      read: true,
      responseText: 'Read',
    });
    expect(bySubject.get('Page 4')).toMatchObject({ read: false, responseText: '' });

    const everyHub = await stack.query<{ messages: Conn }>(
      '{ messages(first: 2) { edges { node { id hubId } } pageInfo { hasNextPage } } }',
      {},
      session,
    );
    expect(everyHub.data!.messages.edges.map((e) => e.node['hubId'])).toEqual([1006, 1006]);
  });
});

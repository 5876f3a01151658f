import type { MockLink } from '@apollo/client/testing';
import { screen, within } from '@testing-library/react';
import { unsavedWork } from '../../app/routing/unsavedWork';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/renderWithProviders';
import { MessagesList, MessagesList_HubQuery } from './MessagesList';
import { NewMessageForm, NewMessageForm_Mutation } from './NewMessageForm';

const input = {
  hubIds: '1002;1003',
  from: 'Support',
  subject: 'Hello',
  body: 'Hello there',
  mailType: 'INFORMATION',
  positive: null,
  negative: null,
};

function sendMock(result: MockLink.MockedResponse['result'] | null, error?: Error): MockLink.MockedResponse {
  return {
    request: { query: NewMessageForm_Mutation, variables: { input } },
    ...(error ? { error } : { result }),
  } as MockLink.MockedResponse;
}

/** A message with every field the lists show (the send's answer carries them all). */
const message = (id: string, hubId: number, subject: string) => ({
  __typename: 'Message' as const,
  id,
  hubId,
  from: 'Support',
  subject,
  body: 'Hello there',
  mailType: 'INFORMATION',
  positive: null,
  negative: null,
  created: new Date(Date.now() - Number(id) * 60_000).toISOString(),
  timeRead: null,
  read: false,
  response: null,
  responseText: '',
});

type User = ReturnType<typeof renderWithProviders>['user'];

// Pasting keeps the tests quick: every keystroke re-validates the whole form.
async function enter(user: User, label: string, text: string) {
  await user.click(screen.getByLabelText(label));
  await user.paste(text);
}

async function fill(user: User) {
  await enter(user, 'Hub IDs', '1002;1003');
  await enter(user, 'From', 'Support');
  await enter(user, 'Subject', 'Hello');
  await enter(user, 'Body', 'Hello there');
}

describe('NewMessageForm', { timeout: 20_000 }, () => {
  it('asks before Cancel throws typed work away (Keep keeps it, Discard clears it); with nothing typed it does not ask', async () => {
    const { user } = renderWithProviders(<NewMessageForm />);
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    const question = screen.getByRole('alertdialog', { name: 'Discard your changes to the new message?' });
    await user.click(within(question).getByRole('button', { name: 'Keep' }));
    expect(screen.getByLabelText('Subject')).toHaveProperty('value', 'Hello');
    expect(screen.getByLabelText('Body')).toHaveProperty('value', 'Hello there');

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.click(screen.getByRole('button', { name: 'Discard' }));
    for (const label of ['Hub IDs', 'From', 'Subject', 'Body'])
      expect(screen.getByLabelText(label)).toHaveProperty('value', '');
    expect(unsavedWork()).toBeNull();

    // Nothing typed: nothing to lose, nothing asked.
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDefined();
  });

  it('keeps Send disabled until valid, shows choices for Question, and says "Fields are invalid!" on Enter', async () => {
    const { user, sent } = renderWithProviders(<NewMessageForm />);
    const send = screen.getByRole('button', { name: 'Send' }) as HTMLButtonElement;
    expect(send.disabled).toBe(true);
    expect(screen.queryByLabelText('Affirmative')).toBeNull();
    await user.selectOptions(screen.getByLabelText('Type'), 'Question');
    expect(screen.getByLabelText('Affirmative')).toBeTruthy();
    // Choosing a type is no reason to mark the untouched fields.
    expect(screen.queryByText('Affirmative must be 1 to 8 characters.')).toBeNull();
    expect(screen.queryByText('Enter at least one hub id or serial.')).toBeNull();
    await enter(user, 'From', 'Support');
    expect(screen.queryByText('Subject is required.')).toBeNull();
    await user.keyboard('{Enter}');
    expect(screen.getByText('Fields are invalid!')).toBeTruthy();
    // Once a send was attempted, every field says what it needs.
    expect(screen.getByText('Affirmative must be 1 to 8 characters.')).toBeTruthy();
    expect(screen.getByText('Enter at least one hub id or serial.')).toBeTruthy();
    expect(sent).toEqual([]);
    expect((screen.getByLabelText('From') as HTMLInputElement).maxLength).toBe(18);
  });

  it('reports "Message has been sent." and clears the form', async () => {
    const { user } = renderWithProviders(<NewMessageForm />, {
      mocks: [
        sendMock({
          data: {
            sendMessage: {
              __typename: 'SendMessagePayload',
              sent: [message('1', 1002, 'Hello'), message('2', 1003, 'Hello')],
              userErrors: [],
            },
          },
        }),
      ],
    });
    await fill(user);
    expect(screen.getByText('Hub ids: 1002, 1003')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Message has been sent.')).toBeTruthy();
    expect(screen.getByText('Sent to 1002, 1003.')).toBeTruthy();
    expect((screen.getByLabelText('From') as HTMLInputElement).value).toBe('');
    // The cleared form does not ask for the fields of the message just sent under its success notice;
    // once the next message is begun it says again what Send waits for.
    expect(screen.queryByText(/^To send, fill in or correct/)).toBeNull();
    await user.type(screen.getByLabelText('From'), 'Support');
    expect(screen.getByText(/^To send, fill in or correct: Hub IDs/)).toBeTruthy();
  });

  it("puts the sent message at the top of the hub's list from the send's answer, asking for nothing", async () => {
    const one = { hubIds: '1002', from: 'Support', subject: 'Fresh one', body: 'Hello there' };
    const { user, sent } = renderWithProviders(
      <>
        <NewMessageForm hubId={1002} />
        <MessagesList hubId={1002} />
      </>,
      {
        mocks: [
          {
            request: { query: MessagesList_HubQuery, variables: { hubId: 1002, after: null } },
            result: {
              data: {
                hub: {
                  __typename: 'Hub',
                  id: 1002,
                  name: 'Hub 1002',
                  serial: 'S1002',
                  messages: {
                    __typename: 'MessageConnection',
                    edges: [{ __typename: 'MessageEdge', node: message('5', 1002, 'Older one') }],
                    pageInfo: { __typename: 'PageInfo', hasNextPage: false, endCursor: 'c5' },
                  },
                },
              },
            },
          },
          {
            request: {
              query: NewMessageForm_Mutation,
              variables: { input: { ...one, mailType: 'INFORMATION', positive: null, negative: null } },
            },
            result: {
              data: {
                sendMessage: {
                  __typename: 'SendMessagePayload',
                  sent: [message('9', 1002, 'Fresh one')],
                  userErrors: [],
                },
              },
            },
          },
        ],
      },
    );
    await screen.findByText('Older one');
    await enter(user, 'From', one.from);
    await enter(user, 'Subject', one.subject);
    await enter(user, 'Body', one.body);
    const before = sent.length;
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Fresh one')).toBeTruthy();
    const subjects = screen.getAllByText(/^(Fresh one|Older one)$/).map((e) => e.textContent);
    expect(subjects).toEqual(['Fresh one', 'Older one']);
    expect(sent.slice(before).map((s) => s.operationName)).toEqual(['NewMessageForm_Mutation']);
  });

  it('reports "The message was not sent." with the server-reported reason', async () => {
    const { user } = renderWithProviders(<NewMessageForm />, {
      mocks: [
        sendMock({
          data: {
            sendMessage: {
              __typename: 'SendMessagePayload',
              sent: [],
              userErrors: [{ __typename: 'UserError', field: 'hubIds', message: 'Hub 1003 does not exist.' }],
            },
          },
        }),
      ],
    });
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('The message was not sent.')).toBeTruthy();
    expect(screen.getByText('Hub 1003 does not exist.')).toBeTruthy();
  });

  it('words an upstream HTTP error with its status', async () => {
    const { user } = renderWithProviders(<NewMessageForm />, {
      mocks: [
        sendMock({
          errors: [
            {
              message: 'Internal error',
              extensions: { code: 'UPSTREAM_ERROR', upstreamStatus: 500 },
            },
          ],
        } as never),
      ],
    });
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(
      await screen.findByText(
        'Message sending failed due to server error, status 500: Internal Server Error',
      ),
    ).toBeTruthy();
  });
});

import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { tabHub } from '../../test/hubTab';
import { renderWithProviders } from '../../test/renderWithProviders';
import { MessagesList, MessagesList_HubQuery } from './MessagesList';

function message(id: number, read: boolean) {
  return {
    __typename: 'Message',
    id,
    hubId: 42,
    from: 'HUB Support',
    subject: 'Happy with hub?',
    body: 'Are you happy with how your heating has been working?',
    mailType: 'QUESTION',
    positive: 'Yes',
    negative: 'No',
    created: '2026-09-13T00:43:00.000Z',
    timeRead: read ? '2026-09-15T21:32:00.000Z' : null,
    read,
    response: read,
    responseText: read ? 'Yes' : '',
  };
}

describe('MessagesList', () => {
  it('paints read rows green and unread rows white (spec 1 §2), over the table-wide row background', async () => {
    renderWithProviders(<MessagesList hubId={42} />, {
      mocks: [
        {
          request: { query: MessagesList_HubQuery, variables: { hubId: 42, after: null } },
          result: {
            data: {
              hub: tabHub(42, {
                messages: {
                  __typename: 'MessageConnection',
                  edges: [
                    { __typename: 'MessageEdge', node: message(1, true) },
                    { __typename: 'MessageEdge', node: message(2, false) },
                  ],
                  pageInfo: { __typename: 'PageInfo', hasNextPage: false, endCursor: null },
                },
              }),
            },
          },
        },
      ],
    });
    const table = await screen.findByRole('table', { name: 'Messages' });
    const [read, unread] = within(table).getAllByRole('row').slice(1);
    // The row's own style: a colour set through the row's class loses to ScrollTable's rule for every row.
    expect(read!.style.background).toBe('var(--chakra-colors-green-100)');
    expect(unread!.style.background).toBe('var(--chakra-colors-white)');
  });

  it('says "First page" on a page opened from a link, as every Newer/Older list does', async () => {
    renderWithProviders(<MessagesList hubId={42} />, {
      route: '/hub/42/messages?after=c2',
      mocks: [
        {
          request: { query: MessagesList_HubQuery, variables: { hubId: 42, after: 'c2' } },
          result: {
            data: {
              hub: tabHub(42, {
                messages: {
                  __typename: 'MessageConnection',
                  edges: [{ __typename: 'MessageEdge', node: message(3, false) }],
                  pageInfo: { __typename: 'PageInfo', hasNextPage: false, endCursor: null },
                },
              }),
            },
          },
        },
      ],
    });
    await screen.findByRole('table', { name: 'Messages' });
    expect(screen.getByRole('button', { name: 'First page' })).toHaveProperty('disabled', false);
    expect(screen.queryByRole('button', { name: 'Newer' })).toBeNull();
  });
});

// Issue 19: creating or revoking a token updates the lists from the mutation's answer; the page's query
// is not asked for again.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CurrentUser_Query } from '../../app/auth/useCurrentUser';
import { renderWithProviders } from '../../test/renderWithProviders';
import AccessTokensPage, {
  AccessTokensPage_Create,
  AccessTokensPage_Query,
  AccessTokensPage_Revoke,
} from './AccessTokensPage';

const token = (id: string, name: string) => ({
  __typename: 'AccessToken' as const,
  id,
  name,
  ownerName: 'Staff',
  readOnly: false,
  created: '2026-11-22T10:00:00.000Z',
  expiresAt: '2026-12-22T10:00:00.000Z',
  lastUsed: null,
});

describe('personal access tokens', () => {
  it('puts a new token on top and drops a revoked one, from the answers alone', async () => {
    const { user, sent } = renderWithProviders(<AccessTokensPage />, {
      mocks: [
        {
          request: { query: CurrentUser_Query },
          result: {
            data: {
              me: {
                __typename: 'Profile',
                id: '2',
                type: 'staff',
                name: 'Staff',
                email: 'staff@example.ie',
                administer: false,
                rights: { __typename: 'ProfileRights', firmwares: false, address: false },
              },
            },
          },
        },
        {
          request: { query: AccessTokensPage_Query, variables: { everyone: false } },
          result: { data: { myAccessTokens: [token('t1', 'Old script')] } },
        },
        {
          request: {
            query: AccessTokensPage_Create,
            variables: { input: { name: 'New script', lifetime: 'DAYS_30', readOnly: false } },
          },
          result: {
            data: {
              createAccessToken: {
                __typename: 'CreateAccessTokenPayload',
                token: 'hubpat_secret',
                accessToken: token('t2', 'New script'),
                userErrors: [],
              },
            },
          },
        },
        {
          request: { query: AccessTokensPage_Revoke, variables: { input: { id: 't1' } } },
          result: {
            data: {
              revokeAccessToken: {
                __typename: 'RevokeAccessTokenPayload',
                accessToken: { __typename: 'AccessToken', id: 't1' },
                userErrors: [],
              },
            },
          },
        },
      ],
    });
    const table = await screen.findByRole('table', { name: 'Your tokens' });
    await within(table).findByText('Old script');
    const before = sent.length;
    await user.type(screen.getByLabelText('Name'), 'New script');
    await user.click(screen.getByRole('button', { name: 'Create token' }));
    await screen.findByText('hubpat_secret');
    const names = () =>
      within(screen.getByRole('table', { name: 'Your tokens' }))
        .getAllByRole('row')
        .slice(1)
        .map((r) => r.querySelector('td')?.textContent);
    await waitFor(() => expect(names()).toEqual(['New script', 'Old script']));
    const oldRow = within(screen.getByRole('table', { name: 'Your tokens' }))
      .getAllByRole('row')
      .find((r) => r.textContent?.includes('Old script'));
    await user.click(within(oldRow!).getByRole('button', { name: 'Revoke' }));
    // Revoking asks first, in the row (the shared ConfirmAction): "Keep" leaves the token alone.
    const question = within(oldRow!).getByRole('alertdialog', { name: /^Revoke the token "Old script"\?/ });
    await user.click(within(question).getByRole('button', { name: 'Keep' }));
    expect(names()).toEqual(['New script', 'Old script']);
    expect(sent.slice(before).map((s) => s.operationName)).toEqual(['AccessTokensPage_Create']);
    await user.click(within(oldRow!).getByRole('button', { name: 'Revoke' }));
    await user.click(
      within(within(oldRow!).getByRole('alertdialog')).getByRole('button', { name: 'Revoke' }),
    );
    await waitFor(() => expect(names()).toEqual(['New script']));
    // Only the two mutations went out: neither list was asked for again.
    expect(sent.slice(before).map((s) => s.operationName)).toEqual([
      'AccessTokensPage_Create',
      'AccessTokensPage_Revoke',
    ]);
  }, 20_000);

  it('says a name over 100 characters is too long while it is typed, and keeps Create from sending it', async () => {
    const { user, sent } = renderWithProviders(<AccessTokensPage />, {
      mocks: [
        {
          request: { query: AccessTokensPage_Query, variables: { everyone: false } },
          result: { data: { myAccessTokens: [] } },
        },
      ],
    });
    const name = await screen.findByRole('textbox', { name: 'Name' });
    await user.click(name);
    await user.paste('x'.repeat(101));
    await screen.findByText('Name must be at most 100 characters.');
    await user.click(screen.getByRole('button', { name: 'Create token' }));
    expect(sent.some((operation) => operation.operationName === 'AccessTokensPage_Create')).toBe(false);
    await user.clear(name);
    await user.paste('x'.repeat(100));
    await waitFor(() => expect(screen.queryByText('Name must be at most 100 characters.')).toBeNull());
  });
});

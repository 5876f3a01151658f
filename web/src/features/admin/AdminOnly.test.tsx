// An admin screen's tab title names the screen only for an administrator, who sees it: staff opening
// /admin/query/6534069145515823250 read "Not an administrator." under a tab titled "Query 6534…".
import { ADMIN_MESSAGES } from '@hub/domain';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CurrentUser_Query } from '../../app/auth/useCurrentUser';
import { renderWithProviders } from '../../test/renderWithProviders';
import { AdminOnly } from './AdminOnly';

const signedIn = (administer: boolean) => ({
  request: { query: CurrentUser_Query },
  result: {
    data: {
      me: {
        __typename: 'Profile',
        id: '6',
        type: 'staff',
        name: 'Pádraig Doyle',
        email: 'padraig@example.ie',
        administer,
        rights: { __typename: 'ProfileRights', firmwares: false, address: false },
      },
    },
  },
});

describe('AdminOnly', () => {
  it('titles the tab with the area, not the screen, for someone who is not an administrator', async () => {
    document.title = 'Dashboard';
    renderWithProviders(
      <AdminOnly title="Query 6534069145515823250">
        <p>The query</p>
      </AdminOnly>,
      { mocks: [signedIn(false)] },
    );
    await screen.findByText(ADMIN_MESSAGES.notAdministrator);
    expect(document.title).toBe('Administration');
    expect(screen.queryByText('The query')).toBeNull();
  });

  it("titles the tab with the screen's title for an administrator", async () => {
    renderWithProviders(
      <AdminOnly title="Query 6534069145515823250">
        <p>The query</p>
      </AdminOnly>,
      { mocks: [signedIn(true)] },
    );
    await screen.findByText('The query');
    await waitFor(() => expect(document.title).toBe('Query 6534069145515823250'));
  });
});

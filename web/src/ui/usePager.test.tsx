import { screen, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import { GlitchLog, GlitchLog_Query } from '../features/fault/GlitchLog';
import { renderWithProviders } from '../test/renderWithProviders';

const glitch = (id: number) => ({
  __typename: 'Glitch',
  id: String(id),
  hubId: 1000 + id,
  created: '2027-02-20T12:36:00.000Z',
  information: `Glitch ${id}`,
});

const page = (ids: number[], after: string | null, delay = 0) => ({
  request: { query: GlitchLog_Query, variables: { after } },
  delay,
  result: {
    data: {
      glitches: {
        __typename: 'GlitchConnection',
        edges: ids.map((id) => ({ __typename: 'GlitchEdge', node: glitch(id) })),
        pageInfo: { __typename: 'PageInfo', hasNextPage: true, endCursor: `c${ids.at(-1)}` },
      },
    },
  },
});

const older = () => screen.getByRole('button', { name: 'Older' });
const newer = () => screen.getByRole('button', { name: 'Newer' });

describe('the Newer/Older pager', () => {
  it('shows that a page is on its way, takes no second click, and moves the rows when they land', async () => {
    const { user } = renderWithProviders(<GlitchLog hubId={null} />, {
      mocks: [page([1, 2], null), page([3, 4], 'c2', 300), page([5, 6], 'c4')],
    });
    await screen.findByText('Glitch 1');
    await user.click(older());
    expect(await screen.findByText('Loading the page…')).toBeDefined();
    expect(older()).toHaveProperty('disabled', true);
    expect(newer()).toHaveProperty('disabled', true);
    expect(screen.getByText('Glitch 1')).toBeDefined();
    await screen.findByText('Glitch 3');
    expect(screen.queryByText('Glitch 1')).toBeNull();
    expect(newer()).toHaveProperty('disabled', false);
    await user.click(newer());
    await screen.findByText('Glitch 1');
  });

  it('keeps the rows shown when a page move fails, and says why', async () => {
    const failing = {
      request: { query: GlitchLog_Query, variables: { after: 'c2' } },
      result: { errors: [new GraphQLError('The upstream timed out.')] },
    };
    const { user } = renderWithProviders(<GlitchLog hubId={null} />, {
      mocks: [page([1, 2], null), failing],
    });
    await screen.findByText('Glitch 1');
    await user.click(older());
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('That page could not be loaded.')).toBeDefined();
    expect(screen.getByText('Glitch 1')).toBeDefined();
    // Still the first page: nothing newer to go back to, and Older can be tried again.
    expect(newer()).toHaveProperty('disabled', true);
    expect(older()).toHaveProperty('disabled', false);
  });

  it('comes back to the page it was on when its history entry is shown again (Back)', async () => {
    const mocks = [page([1, 2], null), page([3, 4], 'c2'), page([5, 6], 'c4')];
    const first = renderWithProviders(<GlitchLog hubId={null} />, { mocks, route: '/glitches' });
    await screen.findByText('Glitch 1');
    await first.user.click(older());
    await screen.findByText('Glitch 3');
    first.unmount();

    // The same entry (key and address) again: page 2 with its way back to page 1.
    const again = renderWithProviders(<GlitchLog hubId={null} />, { mocks, route: '/glitches' });
    await screen.findByText('Glitch 3');
    await again.user.click(newer());
    await screen.findByText('Glitch 1');
    again.unmount();

    // Page 1 is stored as nothing: a third visit starts there.
    renderWithProviders(<GlitchLog hubId={null} />, { mocks, route: '/glitches' });
    await screen.findByText('Glitch 1');
    expect(newer()).toHaveProperty('disabled', true);
  });

  it('does not take another address’s page', async () => {
    const mocks = [page([1, 2], null), page([3, 4], 'c2')];
    const first = renderWithProviders(<GlitchLog hubId={null} />, { mocks, route: '/glitches' });
    await screen.findByText('Glitch 1');
    await first.user.click(older());
    await screen.findByText('Glitch 3');
    first.unmount();
    renderWithProviders(<GlitchLog hubId={null} />, { mocks, route: '/glitches?other=1' });
    await screen.findByText('Glitch 1');
  });
});

import { act, screen, waitFor, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { useNavigate } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { GlitchLog, GlitchLog_Query } from '../features/fault/GlitchLog';
import { renderWithProviders } from '../test/renderWithProviders';
import { usePager } from './usePager';

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

  it('makes each page a history entry named in the address: Back and Forward step through the pages', async () => {
    const mocks = [page([1, 2], null), page([3, 4], 'c2'), page([5, 6], 'c4')];
    const { user, path } = renderWithProviders(
      <>
        <GlitchLog hubId={null} />
        <HistoryButtons />
      </>,
      { mocks, route: '/glitches' },
    );
    await screen.findByText('Glitch 1');
    await user.click(older());
    await screen.findByText('Glitch 3');
    await waitFor(() => expect(path()).toBe('/glitches?after=c2'));
    await user.click(older());
    await screen.findByText('Glitch 5');
    await waitFor(() => expect(path()).toBe('/glitches?after=c4'));

    await user.click(screen.getByRole('button', { name: 'Back' }));
    await screen.findByText('Glitch 3');
    await waitFor(() => expect(path()).toBe('/glitches?after=c2'));
    expect(newer()).toHaveProperty('disabled', false);
    await user.click(screen.getByRole('button', { name: 'Forward' }));
    await screen.findByText('Glitch 5');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await screen.findByText('Glitch 3');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await screen.findByText('Glitch 1');
    await waitFor(() => expect(path()).toBe('/glitches'));
    expect(newer()).toHaveProperty('disabled', true);

    // Newer is a move of its own: a new entry, which Back leaves for the page it came from.
    await user.click(screen.getByRole('button', { name: 'Forward' }));
    await screen.findByText('Glitch 3');
    await user.click(newer());
    await screen.findByText('Glitch 1');
    await waitFor(() => expect(path()).toBe('/glitches'));
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await screen.findByText('Glitch 3');
    await waitFor(() => expect(path()).toBe('/glitches?after=c2'));
  });

  it('names no page a move that failed: the address stays on the page shown', async () => {
    const failing = {
      request: { query: GlitchLog_Query, variables: { after: 'c2' } },
      result: { errors: [new GraphQLError('The upstream timed out.')] },
    };
    const { user, path } = renderWithProviders(<GlitchLog hubId={null} />, {
      mocks: [page([1, 2], null), failing],
      route: '/glitches',
    });
    await screen.findByText('Glitch 1');
    await user.click(older());
    await screen.findByRole('alert');
    await waitFor(() => expect(path()).toBe('/glitches'));
  });

  it('opens the page a shared link names; with no pages known before it, Newer goes to the first', async () => {
    const mocks = [page([3, 4], 'c2'), page([5, 6], 'c4'), page([1, 2], null)];
    const { user, sent, path } = renderWithProviders(<GlitchLog hubId={null} />, {
      mocks,
      route: '/glitches?after=c2',
    });
    await screen.findByText('Glitch 3');
    expect(sent.map((s) => s.variables)).toEqual([{ after: 'c2' }]);
    expect(screen.getByRole('button', { name: 'First page' })).toHaveProperty('disabled', false);
    await user.click(older());
    await screen.findByText('Glitch 5');
    // Past the linked page, Newer is the page before again.
    await user.click(newer());
    await screen.findByText('Glitch 3');
    await user.click(screen.getByRole('button', { name: 'First page' }));
    await screen.findByText('Glitch 1');
    await waitFor(() => expect(path()).toBe('/glitches'));
    expect(newer()).toHaveProperty('disabled', true);
  });

  it("opens the first page for a link whose cursor the list refuses (another filter's), saying why", async () => {
    const refused = {
      request: { query: GlitchLog_Query, variables: { after: 'stale' } },
      result: {
        errors: [
          new GraphQLError('This cursor belongs to another filter: start again from the first page.', {
            extensions: { code: 'BAD_USER_INPUT' },
          }),
        ],
      },
    };
    const { path } = renderWithProviders(<GlitchLog hubId={null} />, {
      mocks: [refused, page([1, 2], null)],
      route: '/glitches?hubid=&after=stale',
    });
    await screen.findByText('Glitch 1');
    expect(
      await screen.findByText(/This cursor belongs to another filter: start again from the first page\./),
    ).toBeDefined();
    await waitFor(() => expect(path()).toBe('/glitches?hubid='));
    expect(newer()).toHaveProperty('disabled', true);
  });
});

/** Back and Forward, as the browser's buttons (a memory router's history). */
function HistoryButtons() {
  const navigate = useNavigate();
  return (
    <>
      <button onClick={() => void navigate(-1)}>Back</button>
      <button onClick={() => void navigate(1)}>Forward</button>
    </>
  );
}

/** usePager alone, each move landing at once (failing for the cursors in `failing`): what it asks for and the address it keeps. */
function Bare({ failing = new Set<string>() }: { failing?: Set<string> }) {
  const pages = usePager();
  pages.observe(
    pages.after !== null && failing.has(pages.after)
      ? { data: undefined, error: new Error('The upstream timed out.') }
      : { data: {} },
  );
  return (
    <>
      <p>{`after ${pages.after ?? 'none'}, depth ${pages.depth ?? 'unknown'}${pages.moveError ? ', failed' : ''}`}</p>
      <button onClick={() => pages.older(`c${(pages.depth ?? 9) + 1}`)}>Older</button>
      <button onClick={pages.newer}>Newer</button>
      <button onClick={pages.reset}>Reset</button>
      <HistoryButtons />
    </>
  );
}

describe('usePager and the address', () => {
  it('keeps the pages before in the entry, so Back to a page knows its number and its Newer', async () => {
    const { user, path } = renderWithProviders(<Bare />, { route: '/list?status=1' });
    await user.click(screen.getByRole('button', { name: 'Older' }));
    await user.click(screen.getByRole('button', { name: 'Older' }));
    expect(screen.getByText('after c2, depth 2')).toBeDefined();
    expect(path()).toBe('/list?status=1&after=c2');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByText('after c1, depth 1')).toBeDefined();
    await user.click(screen.getByRole('button', { name: 'Forward' }));
    expect(screen.getByText('after c2, depth 2')).toBeDefined();
  });

  it('names the page shown in the address when a page reached by Back fails to load, saying why', async () => {
    const failing = new Set<string>();
    const { user, path } = renderWithProviders(<Bare failing={failing} />, { route: '/list' });
    await user.click(screen.getByRole('button', { name: 'Older' }));
    await user.click(screen.getByRole('button', { name: 'Older' }));
    failing.add('c1');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByText('after c2, depth 2, failed')).toBeDefined();
    // Not "?after=c1" above page 2's rows.
    await waitFor(() => expect(path()).toBe('/list?after=c2'));
    failing.clear();
    await user.click(screen.getByRole('button', { name: 'Newer' }));
    expect(screen.getByText('after c1, depth 1')).toBeDefined();
  });

  it('goes back to the first page in the same entry when a filter changes (reset), other parameters kept', async () => {
    const { user, path } = renderWithProviders(<Bare />, { route: '/list?status=1' });
    await user.click(screen.getByRole('button', { name: 'Older' }));
    expect(path()).toBe('/list?status=1&after=c1');
    await act(() => user.click(screen.getByRole('button', { name: 'Reset' })));
    expect(screen.getByText('after none, depth 0')).toBeDefined();
    expect(path()).toBe('/list?status=1');
    // Replaced, not pushed: Back leaves page 1 for the entry before page 2's, not for page 2.
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(path()).toBe('/list?status=1');
    expect(screen.getByText('after none, depth 0')).toBeDefined();
  });

  it('does not know the number of a page opened from a link, nor of those past it, but knows the first', async () => {
    const { user, path } = renderWithProviders(<Bare />, { route: '/list?after=c7' });
    expect(screen.getByText('after c7, depth unknown')).toBeDefined();
    await user.click(screen.getByRole('button', { name: 'Older' }));
    expect(screen.getByText('after c10, depth unknown')).toBeDefined();
    await user.click(screen.getByRole('button', { name: 'Newer' }));
    expect(screen.getByText('after c7, depth unknown')).toBeDefined();
    await user.click(screen.getByRole('button', { name: 'Newer' }));
    expect(screen.getByText('after none, depth 0')).toBeDefined();
    expect(path()).toBe('/list');
  });
});

// Changes to the query string made by different parts of a screen before the first is drawn all land.
import { act, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { followRouter, useSearchUpdate } from './useSearchUpdate';

type Update = ReturnType<typeof useSearchUpdate>;

function renderScreen(entry: string) {
  const seen: { view: Update | null; grid: Update | null } = { view: null, grid: null };
  // Two parts of one screen, each with its own hook: the view switch and a grid's search.
  function ViewSwitch() {
    seen.view = useSearchUpdate();
    return null;
  }
  function GridSearch() {
    seen.grid = useSearchUpdate();
    return null;
  }
  const router = createMemoryRouter(
    [
      {
        path: '/mastersheet',
        element: (
          <>
            <ViewSwitch />
            <GridSearch />
          </>
        ),
      },
    ],
    { initialEntries: [entry] },
  );
  const unfollow = followRouter(router);
  render(<RouterProvider router={router} />);
  return { router, seen, unfollow };
}

let unfollow: (() => void) | undefined;
afterEach(() => unfollow?.());

describe('useSearchUpdate', () => {
  it("keeps a view switch when a grid search follows before it is drawn, from another part's hook", async () => {
    const screen = renderScreen('/mastersheet?panel=ecms');
    unfollow = screen.unfollow;
    await act(async () => {
      // Both from the same render: the grid's hook has not seen the view change.
      const { view, grid } = screen.seen;
      view!((next) => next.set('view', 'raw'));
      grid!((next) => next.set('f.mprn', '10000001'));
    });
    expect(screen.router.state.location.search).toBe('?panel=ecms&view=raw&f.mprn=10000001');
  });

  it('builds on the URL gone back to, not on the searches asked for before', async () => {
    const screen = renderScreen('/mastersheet?panel=ecms');
    unfollow = screen.unfollow;
    await act(async () => screen.seen.grid!((next) => next.set('f.city', 'Cork')));
    await act(async () => screen.seen.grid!((next) => next.set('f.uid', '7')));
    await act(async () => screen.router.navigate(-1));
    expect(screen.router.state.location.search).toBe('?panel=ecms&f.city=Cork');
    await act(async () => screen.seen.view!((next) => next.set('view', 'raw')));
    expect(screen.router.state.location.search).toBe('?panel=ecms&f.city=Cork&view=raw');
  });
});

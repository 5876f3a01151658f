import { screen } from '@testing-library/react';
import { Link, Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/renderWithProviders';
import AllHubsPage, { AllHubsPage_Query } from './AllHubsPage';
import { hub } from './hubRow.fixture';
import { WithVirtualRows } from '../../ui/grid/WithVirtualRows';

const page = (ids: number[], variables: Record<string, unknown>, hasNextPage: boolean) => ({
  request: { query: AllHubsPage_Query, variables: { first: 200, after: null, ...variables } },
  result: {
    data: {
      hubs: {
        __typename: 'HubConnection',
        edges: ids.map((id) => ({ __typename: 'HubEdge', cursor: `c${id}`, node: hub(id) })),
        pageInfo: { __typename: 'PageInfo', hasNextPage, endCursor: `c${ids.at(-1)}` },
      },
    },
  },
});

const screenAt = (route: string, mocks: ReturnType<typeof page>[]) =>
  renderWithProviders(
    // The list is virtual: jsdom has no layout, so the viewport and row sizes are given.
    <WithVirtualRows>
      <Routes>
        <Route path="/hubs/all" element={<AllHubsPage />} />
        <Route path="/hubs/version/:version" element={<AllHubsPage />} />
        <Route path="/hubs/health/:health" element={<AllHubsPage />} />
      </Routes>
    </WithVirtualRows>,
    { route, mocks },
  );

describe('All Hubs', () => {
  it('shows a full page of 200 with Next, temperatures to one decimal, rows as links to their hub', async () => {
    const ids = Array.from({ length: 200 }, (_, i) => 1001 + i);
    const { user, path } = screenAt('/hubs/all', [page(ids, {}, true)]);
    await screen.findByText('Hub 1001');
    expect(document.title).toBe('All Hubs');
    expect(screen.getByRole('button', { name: 'Next' })).toBeDefined();
    // Virtualised: only the rows in view (and a margin) are in the DOM, each with its temperature.
    const rendered = document.querySelectorAll('tbody tr[data-row-index]').length;
    expect(rendered).toBeLessThan(100);
    expect(screen.getAllByText('19.3')).toHaveLength(rendered);
    expect(screen.getByText('Hub 1005').closest('a')?.getAttribute('href')).toBe('/hub/1005');
    await user.click(screen.getByText('Hub 1005'));
    expect(path()).toBe('/hub/1005');
  }, 30_000);

  it('formats the Age like the Uptime, with the exact seconds on hover', async () => {
    screenAt('/hubs/version/1.1.4', [page([1001], { filter: { versions: ['1.1.4'] } }, false)]);
    await screen.findByText('Hub 1001');
    const age = screen.getByTitle('120 s');
    expect(age.textContent).toBe('2 min');
  });

  it('shows no Next after a page that was not full', async () => {
    screenAt('/hubs/version/1.1.4', [page([1001, 1002], { filter: { versions: ['1.1.4'] } }, false)]);
    await screen.findByText('Hub 1002');
    expect(screen.getByRole('heading', { name: 'All Hubs with Version 1.1.4' })).toBeDefined();
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();
  });

  it('asks for exactly the version of the title, build included', async () => {
    screenAt('/hubs/version/1.1.3.40', [page([1004], { filter: { versions: ['1.1.3.40'] } }, false)]);
    await screen.findByText('Hub 1004');
    expect(screen.getByRole('heading', { name: 'All Hubs with Version 1.1.3.40' })).toBeDefined();
  });

  it('says plainly that a junk version does not exist, with nothing to try again', async () => {
    screenAt('/hubs/version/banana', []);
    expect(await screen.findByText(/There is no software version banana/)).toBeDefined();
    expect(screen.queryByRole('button', { name: /try again/i })).toBeNull();
    expect(screen.queryByText(/could not be loaded/)).toBeNull();
  });

  it('titles the health list by grade letter', async () => {
    screenAt('/hubs/health/c', [page([1003], { filter: { healthGrades: ['C'] } }, false)]);
    await screen.findByText('Hub 1003');
    expect(document.title).toBe('All Hubs with Health C');
  });

  it("says a failed load under another version, and never shows the previous version's hubs under its title", async () => {
    const { user } = renderWithProviders(
      <WithVirtualRows>
        <Link to="/hubs/version/1.1.3">Version 1.1.3</Link>
        <Routes>
          <Route path="/hubs/version/:version" element={<AllHubsPage />} />
        </Routes>
      </WithVirtualRows>,
      {
        route: '/hubs/version/1.1.4',
        mocks: [
          page([1001], { filter: { versions: ['1.1.4'] } }, false),
          {
            request: {
              query: AllHubsPage_Query,
              variables: { first: 200, after: null, filter: { versions: ['1.1.3'] } },
            },
            error: new Error('Failed to fetch'),
          },
        ],
      },
    );
    await screen.findByText('Hub 1001');
    await user.click(screen.getByRole('link', { name: 'Version 1.1.3' }));
    expect(screen.getByRole('heading', { name: 'All Hubs with Version 1.1.3' })).toBeDefined();
    expect(screen.queryByText('Hub 1001')).toBeNull();
    await screen.findByText('The hubs could not be loaded.');
    expect(screen.queryByText('Hub 1001')).toBeNull();
  });
});

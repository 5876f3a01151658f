import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/renderWithProviders';
import { WithVirtualRows } from '../../ui/grid/WithVirtualRows';
import InstallationsPage, { InstallationsPage_Query } from './InstallationsPage';

const job = (jobId: string, statusText: string, statusBand: string) => ({
  __typename: 'InstallJob',
  jobId,
  statusText,
  statusBand,
  firstName: 'Ann',
  lastName: 'Byrne',
  uploaded: '2026-11-20T10:00:00.000Z',
  assignedAt: null,
  endTime: null,
  serial: null,
  postcode: 'D02 X285',
  eircode: null,
});

const group = (statusText: string, band: string) => ({
  __typename: 'InstallJobGroup',
  status: statusText,
  statusText,
  count: 1,
  jobs: [job(`GP-${statusText}`, statusText, band)],
});

/** A style as it takes effect: an element's own value, else (inherit, or none set) its parent's. */
function effective(element: Element, property: string): string {
  for (let at: Element | null = element; at; at = at.parentElement) {
    const value = getComputedStyle(at).getPropertyValue(property);
    if (value !== '' && value !== 'inherit') return value;
  }
  return '';
}

// jsdom lays nothing out: the virtual table is given a viewport of 600 px and rows of 28 px.
const page = (
  <WithVirtualRows>
    <InstallationsPage />
  </WithVirtualRows>
);

describe('InstallationsPage', { timeout: 30_000 }, () => {
  it('draws the sortable headers as the others: same size, weight, colour and line (the tour saw smaller, lighter ones)', async () => {
    const { user } = renderWithProviders(page, {
      mocks: [
        {
          request: { query: InstallationsPage_Query },
          result: { data: { installJobsByStatus: [group('JOB_COMPLETED', 'DONE_OR_GOING')] } },
        },
      ],
    });
    await user.click(await screen.findByRole('button', { name: '▸ JOB_COMPLETED (1)' }));
    const table = screen.getByRole('region', { name: 'JOB_COMPLETED installations' });
    const plain = within(table).getByRole('columnheader', { name: 'Last name' });
    for (const name of ['ID', 'Status', 'Name', 'uploaded']) {
      const sorts = within(table).getByRole('button', { name });
      for (const property of ['font-size', 'font-weight', 'color', 'line-height'])
        expect([name, property, effective(sorts, property)]).toEqual([
          name,
          property,
          effective(plain, property),
        ]);
      expect(sorts.closest('th')!.getAttribute('aria-sort')).toBe('none');
    }
  });

  it('colours each row by its status, its text readable on that colour (spec 2 §4)', async () => {
    const { user } = renderWithProviders(page, {
      mocks: [
        {
          request: { query: InstallationsPage_Query },
          result: {
            data: {
              installJobsByStatus: [
                group('JOB_COMPLETED', 'DONE_OR_GOING'),
                group('JOB_CANCELLED', 'STOPPED'),
                group('JOB_UNASSIGNED', 'UNASSIGNED'),
              ],
            },
          },
        },
      ],
    });
    for (const status of ['JOB_COMPLETED', 'JOB_CANCELLED', 'JOB_UNASSIGNED']) {
      await user.click(await screen.findByRole('button', { name: `▸ ${status} (1)` }));
    }
    const row = (status: string) =>
      within(screen.getByRole('region', { name: `${status} installations` }))
        .getByText(`GP-${status}`)
        .closest('tr')!;
    // Set on the row itself (cancelled jobs once showed white on white, every other row uncoloured).
    expect(row('JOB_CANCELLED').style.background).toBe('var(--chakra-colors-red-800)');
    expect(row('JOB_CANCELLED').style.color).toBe('var(--chakra-colors-white)');
    expect(row('JOB_COMPLETED').style.background).toBe('var(--chakra-colors-green-300)');
    expect(row('JOB_UNASSIGNED').style.background).toBe('rgb(245, 245, 220)');
  });

  it('keeps the open sections and the sort in the address, and draws them from it (a reload lost both)', async () => {
    const jobs = [
      job('GP9', 'JOB_COMPLETED', 'DONE_OR_GOING'),
      job('GP10', 'JOB_COMPLETED', 'DONE_OR_GOING'),
    ];
    const completed = { ...group('JOB_COMPLETED', 'DONE_OR_GOING'), count: 2, jobs };
    const mocks = [
      { request: { query: InstallationsPage_Query }, result: { data: { installJobsByStatus: [completed] } } },
    ];
    const ids = () =>
      within(screen.getByRole('region', { name: 'JOB_COMPLETED installations' }))
        .getAllByRole('row')
        .slice(1)
        // The first cell's ID (the virtual table's spacer rows are empty).
        .filter((row) => row.textContent !== '')
        .map((row) => row.querySelector('td')?.textContent);

    const first = renderWithProviders(page, { mocks, route: '/stock/installations' });
    await first.user.click(await screen.findByRole('button', { name: '▸ JOB_COMPLETED (2)' }));
    await first.user.click(screen.getByRole('button', { name: 'ID' }));
    await first.user.click(screen.getByRole('button', { name: 'ID ▲' }));
    expect(ids()).toEqual(['GP10', 'GP9']);
    expect(first.path()).toBe('/stock/installations?open=JOB_COMPLETED&sort=id&dir=desc');
    first.unmount();

    // The same address opened again (a reload, a shared link): the same section open, the same order.
    renderWithProviders(page, {
      mocks,
      route: '/stock/installations?open=JOB_COMPLETED&sort=id&dir=desc',
    });
    expect(
      (await screen.findByRole('button', { name: '▾ JOB_COMPLETED (2)' })).getAttribute('aria-expanded'),
    ).toBe('true');
    expect(ids()).toEqual(['GP10', 'GP9']);
    expect(screen.getByRole('button', { name: 'ID ▼' }).closest('th')!.getAttribute('aria-sort')).toBe(
      'descending',
    );
  });

  it('draws only the rows in view of a big section, not all of them (1,530 rows took over a second)', async () => {
    const jobs = Array.from({ length: 1530 }, (_, i) =>
      job(`GP${400001 + i}`, 'JOB_COMPLETED', 'DONE_OR_GOING'),
    );
    const completed = { ...group('JOB_COMPLETED', 'DONE_OR_GOING'), count: jobs.length, jobs };
    const { user } = renderWithProviders(page, {
      mocks: [
        {
          request: { query: InstallationsPage_Query },
          result: { data: { installJobsByStatus: [completed] } },
        },
      ],
    });
    await user.click(await screen.findByRole('button', { name: '▸ JOB_COMPLETED (1530)' }));
    const region = screen.getByRole('region', { name: 'JOB_COMPLETED installations' });
    // The job rows in the DOM (not the virtualiser's empty spacer rows), and the first one's ID.
    const rows = () => [...region.querySelectorAll('tbody tr')].filter((row) => row.textContent !== '');
    const firstId = () => rows()[0]?.querySelector('td')?.textContent;
    expect(firstId()).toBe('GP400001');
    // A 600 px viewport holds about 20 rows of 28 px: a window of them is drawn, with a little more.
    expect(rows().length).toBeGreaterThan(10);
    expect(rows().length).toBeLessThan(100);

    await user.click(within(region).getByRole('button', { name: 'ID' }));
    await user.click(within(region).getByRole('button', { name: 'ID ▲' }));
    expect(firstId()).toBe('GP401530');
    expect(rows().length).toBeLessThan(100);
  });
});

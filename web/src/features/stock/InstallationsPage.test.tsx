import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/renderWithProviders';
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

describe('InstallationsPage', { timeout: 30_000 }, () => {
  it('draws the sortable headers as the others: same size, weight, colour and line (the tour saw smaller, lighter ones)', async () => {
    const { user } = renderWithProviders(<InstallationsPage />, {
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
    const { user } = renderWithProviders(<InstallationsPage />, {
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
        .map((row) => row.getAttribute('data-job-id'));

    const first = renderWithProviders(<InstallationsPage />, { mocks, route: '/stock/installations' });
    await first.user.click(await screen.findByRole('button', { name: '▸ JOB_COMPLETED (2)' }));
    await first.user.click(screen.getByRole('button', { name: 'ID' }));
    await first.user.click(screen.getByRole('button', { name: 'ID ▲' }));
    expect(ids()).toEqual(['GP10', 'GP9']);
    expect(first.path()).toBe('/stock/installations?open=JOB_COMPLETED&sort=id&dir=desc');
    first.unmount();

    // The same address opened again (a reload, a shared link): the same section open, the same order.
    renderWithProviders(<InstallationsPage />, {
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
});

// A firmware list on a phone (390 px): the table scrolls in its own box, as the other lists do (the shared
// ScrollTable), rather than widening the page to 418 px and cutting its Set column.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/renderWithProviders';
import { ExpandableRowsTable } from './ExpandableRowsTable';

const rows = [
  { id: 1, version: '1.2.0', set: 'Production' },
  { id: 2, version: '1.1.4', set: 'Pilot' },
];

describe('ExpandableRowsTable', () => {
  it('sits in its own scroll region, named as the table is, and still opens a row', async () => {
    const { user } = renderWithProviders(
      <ExpandableRowsTable
        label="Firmwares"
        columns={['Version', 'Set']}
        rows={rows}
        cells={(row) => (
          <>
            <td>{row.version}</td>
            <td>{row.set}</td>
          </>
        )}
        detail={(row) => `Detail of ${row.version}`}
      />,
    );
    const table = screen.getByRole('table', { name: 'Firmwares' });
    const region = screen.getByRole('region', { name: 'Firmwares' });
    expect(region.contains(table)).toBe(true);
    expect(getComputedStyle(region).overflow).toBe('auto');
    // Reachable from the keyboard, to scroll sideways to the last column.
    expect(region.getAttribute('tabindex')).toBe('0');
    await user.click(within(table).getByText('Production'));
    screen.getByText('Detail of 1.2.0');
  });
});

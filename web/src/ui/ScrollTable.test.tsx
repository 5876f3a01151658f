// Rows that open something: the row's real link does the work for Ctrl/Cmd/middle clicks and the keyboard;
// a plain click elsewhere on the row opens it too, and never replaces this tab when a new one was asked for.
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/renderWithProviders';
import { CellLink, rowClick, ScrollTable, toggleRow } from './ScrollTable';

function renderRow(open: () => void) {
  return renderWithProviders(
    <ScrollTable label="Hubs">
      <thead>
        <tr>
          <th>Hub</th>
          <th>Name</th>
        </tr>
      </thead>
      <tbody>
        <tr onClick={rowClick(open)}>
          <td>
            <CellLink to="/hub/1001">1001</CellLink>
          </td>
          <td>Maeve O'Neill</td>
        </tr>
      </tbody>
    </ScrollTable>,
  );
}

describe('rowClick and CellLink', () => {
  it('makes the row a real link and opens it on a plain click anywhere on the row', () => {
    const open = vi.fn();
    renderRow(open);
    expect(screen.getByRole('link', { name: '1001' }).getAttribute('href')).toBe('/hub/1001');
    fireEvent.click(screen.getByText("Maeve O'Neill"));
    expect(open).toHaveBeenCalledTimes(1);
  });

  it('leaves a click on the link to the link, and does not navigate this tab on a Ctrl, Cmd or Shift click', () => {
    const open = vi.fn();
    renderRow(open);
    fireEvent.click(screen.getByRole('link', { name: '1001' }), { ctrlKey: true });
    fireEvent.click(screen.getByText("Maeve O'Neill"), { ctrlKey: true });
    fireEvent.click(screen.getByText("Maeve O'Neill"), { metaKey: true });
    fireEvent.click(screen.getByText("Maeve O'Neill"), { shiftKey: true });
    expect(open).not.toHaveBeenCalled();
  });

  it('lets the keyboard reach a row that opens in place and toggle it with Enter or Space', async () => {
    const toggle = vi.fn();
    const { user } = renderWithProviders(
      <ScrollTable label="Issues">
        <tbody>
          <tr {...toggleRow(false, toggle)}>
            <td>Boiler cycling</td>
            <td>
              <input aria-label="Note" />
            </td>
          </tr>
        </tbody>
      </ScrollTable>,
    );
    const row = screen.getByRole('row');
    expect(row.getAttribute('aria-expanded')).toBe('false');
    await user.tab(); // the scroll region
    await user.tab();
    expect(document.activeElement).toBe(row);
    await user.keyboard('{Enter}');
    await user.keyboard(' ');
    expect(toggle).toHaveBeenCalledTimes(2);
    // Keys typed in a field of the row are the field's.
    await user.click(screen.getByLabelText('Note'));
    await user.keyboard('{Enter} ');
    expect(toggle).toHaveBeenCalledTimes(2);
  });
});

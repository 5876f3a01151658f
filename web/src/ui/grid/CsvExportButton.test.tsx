import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/renderWithProviders';
import { CsvExportButton } from './CsvExportButton';

describe('CsvExportButton', () => {
  it('is disabled with its reason beside it when the export cannot be made for this person', () => {
    const exportCsv = vi.fn();
    renderWithProviders(
      <CsvExportButton
        exportCsv={exportCsv}
        selected={new Set()}
        disabledReason={'The ECMS report needs the "address" right.'}
      />,
    );
    expect(screen.getByRole('button', { name: 'Export as .csv' }).hasAttribute('disabled')).toBe(true);
    screen.getByText('The ECMS report needs the "address" right.');
  });

  it('says whether it exports the ticked rows or, nothing ticked, the whole search', () => {
    const { unmount } = renderWithProviders(<CsvExportButton exportCsv={vi.fn()} selected={new Set()} />);
    const button = () => screen.getByRole('button', { name: 'Export as .csv' });
    expect(button().getAttribute('title')).toBe('Nothing is ticked: exports every row the search finds.');
    expect(button().getAttribute('aria-description')).toBe(button().getAttribute('title'));
    unmount();
    renderWithProviders(<CsvExportButton exportCsv={vi.fn()} selected={new Set([1, 2, 3])} />);
    expect(button().getAttribute('title')).toBe('Exports the 3 ticked rows.');
  });

  it("exports nothing while the grid's search cannot be read (not every row, as the search without it)", () => {
    renderWithProviders(
      <CsvExportButton
        exportCsv={vi.fn()}
        selected={new Set()}
        searchProblem="Correct the UID search to see the rows."
      />,
    );
    expect(screen.getByRole('button', { name: 'Export as .csv' }).hasAttribute('disabled')).toBe(true);
    screen.getByText('Nothing to export until the search is corrected.');
  });
});

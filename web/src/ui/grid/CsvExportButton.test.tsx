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
});

import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { CellEditor } from './CellEditor';
import type { GridColumn } from './types';

const options = () =>
  [...screen.getByRole<HTMLSelectElement>('combobox').options].map((o) => ({
    value: o.value,
    disabled: o.disabled,
  }));

function editor(column: GridColumn<unknown>, value: unknown) {
  render(<CellEditor column={column} value={value} onCommit={vi.fn()} onCancel={vi.fn()} />);
}

describe('CellEditor', () => {
  it('offers a yes/no cell that cannot be empty only true and false', () => {
    editor({ field: 'removed', header: 'Removed', type: 'boolean', required: true }, false);
    expect(options()).toEqual([
      { value: 'true', disabled: false },
      { value: 'false', disabled: false },
    ]);
  });

  it('shows an empty required cell blank, but the blank cannot be picked', () => {
    editor({ field: 'approved', header: 'Approved', type: 'boolean', required: true }, null);
    expect(screen.getByRole<HTMLSelectElement>('combobox').value).toBe('');
    expect(options()[0]).toEqual({ value: '', disabled: true });
  });

  it('offers the blank that empties a cell which may be empty', () => {
    editor({ field: 'have_wifi', header: 'Have Wifi?', type: 'boolean' }, true);
    expect(options().map((o) => o.value)).toEqual(['', 'true', 'false']);
  });
});

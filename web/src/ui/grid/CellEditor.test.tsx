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

  it('offers a text column of fixed choices as a select of them, keeping a stored value outside the list', () => {
    const column = {
      field: 'status',
      header: 'status',
      required: true,
      choices: ['JOB_ACCEPTED', 'JOB_COMPLETED'],
    };
    editor(column, 'JOB_COMPLETED');
    expect(screen.getByRole<HTMLSelectElement>('combobox', { name: 'Edit status' }).value).toBe(
      'JOB_COMPLETED',
    );
    expect(options().map((o) => o.value)).toEqual(['JOB_ACCEPTED', 'JOB_COMPLETED']);
  });

  it('shows a stored value outside the choices as the picked one, so leaving the editor changes nothing', () => {
    const onCommit = vi.fn();
    const onCancel = vi.fn();
    const column = {
      field: 'status',
      header: 'status',
      required: true,
      choices: ['JOB_ACCEPTED', 'JOB_COMPLETED'],
    };
    render(<CellEditor column={column} value="Awaiting parts" onCommit={onCommit} onCancel={onCancel} />);
    const select = screen.getByRole<HTMLSelectElement>('combobox');
    expect(select.value).toBe('Awaiting parts');
    expect(options().map((o) => o.value)).toEqual(['Awaiting parts', 'JOB_ACCEPTED', 'JOB_COMPLETED']);
    select.blur();
    expect(onCommit).not.toHaveBeenCalled();
  });
});

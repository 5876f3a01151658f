import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FilterBox } from './FilterBox';
import type { GridColumn } from './types';

const column: GridColumn<unknown> = { field: 'oldIndex', header: 'Old Index', type: 'number' };

describe('FilterBox', () => {
  it('keeps what is typed after Enter when the search sent arrives later through the address', async () => {
    const user = userEvent.setup();
    const onApply = vi.fn();
    const box = (applied: string) => (
      <FilterBox column={column} applied={applied} onApply={onApply} onClear={() => {}} />
    );
    const { rerender } = render(box(''));
    const input = screen.getByRole('textbox', { name: 'Search Old Index' });
    await user.type(input, '0x10{Enter}');
    expect(onApply).toHaveBeenLastCalledWith('0x10');
    // The next search is typed before the first has come back as the search in force (a navigation,
    // drawn when ready): it stays in the box, and Enter sends it.
    await user.clear(input);
    await user.type(input, '-5');
    rerender(box('0x10'));
    expect(input).toHaveProperty('value', '-5');
    await user.keyboard('{Enter}');
    expect(onApply).toHaveBeenLastCalledWith('-5');
    rerender(box('-5'));
    expect(input).toHaveProperty('value', '-5');
  });

  it('shows a search applied from elsewhere (Back, a link) when nothing was typed since the last one', async () => {
    const user = userEvent.setup();
    const box = (applied: string) => (
      <FilterBox column={column} applied={applied} onApply={() => {}} onClear={() => {}} />
    );
    const { rerender } = render(box('12'));
    const input = screen.getByRole('textbox', { name: 'Search Old Index' });
    expect(input).toHaveProperty('value', '12');
    rerender(box('7'));
    expect(input).toHaveProperty('value', '7');
    await user.type(input, '{Enter}');
    rerender(box(''));
    expect(input).toHaveProperty('value', '');
  });
});

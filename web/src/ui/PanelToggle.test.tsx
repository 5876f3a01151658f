import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/renderWithProviders';
import { TextField, useForm } from './form';
import { PanelToggle } from './PanelToggle';

function OpenPanel() {
  const form = useForm({ initial: { name: '' }, unsaved: 'the new lead' });
  return <TextField label="Full Name" {...form.bind('name')} />;
}

function Panels({ toggle }: { toggle: (panel: 'modify' | 'add') => void }) {
  const panels = { open: 'add' as const, toggle };
  return (
    <>
      <PanelToggle panels={panels} panel="modify">
        Modify
      </PanelToggle>
      <OpenPanel />
    </>
  );
}

describe('PanelToggle', () => {
  it('opens another panel at once, or asks first when the open one holds unsaved changes', async () => {
    const toggle = vi.fn();
    const { user } = renderWithProviders(<Panels toggle={toggle} />);
    await user.click(screen.getByRole('button', { name: 'Modify' }));
    expect(toggle).toHaveBeenLastCalledWith('modify');

    toggle.mockClear();
    await user.type(screen.getByLabelText('Full Name'), 'Ann');
    await user.click(screen.getByRole('button', { name: 'Modify' }));
    await screen.findByRole('alertdialog', { name: 'Discard your changes to the new lead?' });
    await user.click(screen.getByRole('button', { name: 'Keep' }));
    expect(toggle).not.toHaveBeenCalled();
    expect(screen.getByDisplayValue('Ann')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Modify' }));
    await user.click(screen.getByRole('button', { name: 'Discard' }));
    expect(toggle).toHaveBeenCalledWith('modify');
  });
});

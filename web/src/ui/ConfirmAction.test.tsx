import { Button } from '@chakra-ui/react';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/renderWithProviders';
import { ConfirmAction } from './ConfirmAction';

const Example = ({ onConfirm = () => {} }: { onConfirm?: () => void }) => (
  <>
    <Button>Before</Button>
    <ConfirmAction question="Delete the route?" confirmLabel="Delete" onConfirm={onConfirm}>
      {(ask) => <Button onClick={ask}>Delete route</Button>}
    </ConfirmAction>
  </>
);

describe('ConfirmAction', () => {
  it('asks in the trigger’s place with the focus on Keep, and does nothing until the action is pressed', async () => {
    const onConfirm = vi.fn();
    const { user } = renderWithProviders(<Example onConfirm={onConfirm} />);
    await user.click(screen.getByRole('button', { name: 'Delete route' }));
    expect(screen.getByRole('alertdialog', { name: 'Delete the route?' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Delete route' })).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Keep' }));
    expect(onConfirm).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onConfirm).toHaveBeenCalledOnce();
  });

  it('gives the focus back to the trigger after Keep or Escape, so the keyboard goes on from where it was', async () => {
    const { user } = renderWithProviders(<Example />);
    const trigger = () => screen.getByRole('button', { name: 'Delete route' });
    trigger().focus();
    await user.keyboard('{Enter}');
    await user.keyboard('{Enter}'); // Keep has the focus
    expect(document.activeElement).toBe(trigger());
    await user.keyboard('{Enter}');
    await user.keyboard('{Escape}');
    expect(document.activeElement).toBe(trigger());
    // And the next Tab goes on from the trigger, not from the top of the page.
    await user.keyboard('{Shift>}{Tab}{/Shift}');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Before' }));
  });

  it('gives it back to the control that asked when the trigger has several', async () => {
    const { user } = renderWithProviders(
      <ConfirmAction question="Leave the page?" confirmLabel="Leave" onConfirm={() => {}}>
        {(ask) => (
          <>
            <Button onClick={ask}>Previous</Button>
            <Button onClick={ask}>Next</Button>
          </>
        )}
      </ConfirmAction>,
    );
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('button', { name: 'Keep' }));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Next' }));
  });
});

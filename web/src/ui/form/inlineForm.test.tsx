import { Button } from '@chakra-ui/react';
import { screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/renderWithProviders';
import { useFormOpener } from './formOpener';
import { useFocusFirstField } from './inlineForm';

function Form({ onClose }: { onClose: () => void }) {
  const focusFirstField = useFocusFirstField();
  return (
    <form ref={focusFirstField} aria-label="Edit" onSubmit={(e) => (e.preventDefault(), onClose())}>
      <select aria-hidden="true" tabIndex={-1} />
      <input type="hidden" name="version" />
      <input aria-label="Name" onBlur={(e) => e.currentTarget.setAttribute('data-left', '')} />
      <input aria-label="City" />
      <button type="button">Check</button>
      <button type="button" onClick={onClose}>
        Cancel
      </button>
      <button type="submit">Save</button>
    </form>
  );
}

/** An "Edit" that is hidden while its form is open (a panel's header), or only disabled ("New Issue"). */
function Panel({ hideOpener }: { hideOpener: boolean }) {
  const [open, setOpen] = useState(false);
  const opener = useFormOpener(open);
  return (
    <>
      <Button onClick={() => setOpen(false)}>Elsewhere</Button>
      {!(hideOpener && open) && (
        <Button ref={opener} onClick={() => setOpen(true)} disabled={open}>
          Open
        </Button>
      )}
      {open && <Form onClose={() => setOpen(false)} />}
    </>
  );
}

describe('inline forms', () => {
  for (const hideOpener of [true, false]) {
    const opener = hideOpener ? 'hidden' : 'disabled';
    it(`put the focus in their first field, and back on the ${opener} opener on Cancel or Save`, async () => {
      const { user } = renderWithProviders(<Panel hideOpener={hideOpener} />);
      await user.click(screen.getByRole('button', { name: 'Open' }));
      expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Name' }));

      await user.click(screen.getByRole('button', { name: 'Cancel' }));
      expect(screen.queryByRole('form')).toBeNull();
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Open' }));

      await user.keyboard('{Enter}');
      expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Name' }));
      await user.keyboard('{Enter}');
      expect(screen.queryByRole('form')).toBeNull();
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Open' }));
    });
  }

  it('leave the focus where the person moved it when the form closes', async () => {
    const { user } = renderWithProviders(<Panel hideOpener />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.click(screen.getByRole('button', { name: 'Elsewhere' }));
    expect(screen.queryByRole('form')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Elsewhere' }));
  });

  it("leave the focus in its field when one of the form's buttons is pressed with the mouse", async () => {
    // Leaving the field would show its message, moving the button from under the pointer mid-click.
    const { user } = renderWithProviders(<Panel hideOpener />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.click(screen.getByRole('button', { name: 'Check' }));
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Name' }));
    // From the keyboard, the buttons are reached as ever.
    await user.tab();
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Check' }));
  });

  it('count the field they focused as visited only once it is changed', async () => {
    const { user } = renderWithProviders(<Panel hideOpener />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    const name = screen.getByRole('textbox', { name: 'Name' });
    // Left as it was: its onBlur (a form's "touched", which would show its message) is not called.
    await user.tab();
    expect(name.hasAttribute('data-left')).toBe(false);
    // Visited by the person, or changed: as any field.
    await user.click(name);
    await user.tab();
    expect(name.hasAttribute('data-left')).toBe(true);
  });
});

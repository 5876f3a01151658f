import { Button } from '@chakra-ui/react';
import { screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { unsavedWork } from '../app/routing/unsavedWork';
import { renderWithProviders } from '../test/renderWithProviders';
import { CancelButton } from './DiscardFirst';
import { TextField, useFocusFirstField, useForm, useFormOpener } from './form';

/** What leaving the page would lose, named. */
const held = () => unsavedWork()?.unsaved ?? [];

/** An inline form opened by its Edit button, as the hub page's panels are, with the shared Cancel. */
function InlineForm({ name }: { name: string }) {
  const [open, setOpen] = useState(true);
  const opener = useFormOpener(open);
  if (!open)
    return (
      <Button ref={opener} onClick={() => setOpen(true)}>
        {`Edit ${name}`}
      </Button>
    );
  return <Fields name={name} onCancel={() => setOpen(false)} />;
}

function Fields({ name, onCancel }: { name: string; onCancel: () => void }) {
  const form = useForm({ initial: { text: '' }, unsaved: `the ${name}` });
  const focusFirstField = useFocusFirstField();
  return (
    <form ref={focusFirstField} aria-label={`${name} form`}>
      <TextField label={name} {...form.bind('text')} />
      <CancelButton form={form} onCancel={onCancel} />
    </form>
  );
}

function TwoForms() {
  return (
    <>
      <InlineForm name="note" />
      <InlineForm name="memo" />
    </>
  );
}

const formNamed = (name: string) => screen.queryByRole('form', { name: `${name} form` });
const cancelOf = (name: string) => within(formNamed(name)!).getByRole('button', { name: 'Cancel' });

describe('CancelButton', () => {
  it('asks about its own form only, and Discard leaves the other form on the page held', async () => {
    const { user } = renderWithProviders(<TwoForms />);
    await user.type(screen.getByLabelText('note'), 'Call back');
    await user.type(screen.getByLabelText('memo'), 'Boiler serviced');
    expect(held()).toEqual(['the note', 'the memo']);

    await user.click(cancelOf('note'));
    // The question is the note's alone, in the note's form.
    const question = within(formNamed('note')!).getByRole('alertdialog', {
      name: 'Discard your changes to the note?',
    });
    expect(screen.getAllByRole('alertdialog')).toHaveLength(1);
    await user.click(within(question).getByRole('button', { name: 'Discard' }));

    expect(formNamed('note')).toBeNull();
    // The memo is still open with what was typed, and leaving the page would still ask about it.
    expect(screen.getByLabelText('memo')).toHaveProperty('value', 'Boiler serviced');
    expect(held()).toEqual(['the memo']);
    // The note's Edit has the focus again, as after any Cancel.
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Edit note' }));
  });

  it('cancels at once when its form holds nothing, even with another form holding changes', async () => {
    const { user } = renderWithProviders(<TwoForms />);
    await user.type(screen.getByLabelText('memo'), 'Boiler serviced');
    await user.click(cancelOf('note'));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(formNamed('note')).toBeNull();
    expect(held()).toEqual(['the memo']);
    // The focus was in the memo (a form's button pressed with the mouse takes none): it stays there.
    expect(document.activeElement).toBe(screen.getByLabelText('memo'));
  });

  it('Keep gives the focus to its own form’s Cancel when it was in another form', async () => {
    const { user } = renderWithProviders(<TwoForms />);
    await user.type(screen.getByLabelText('note'), 'Call back');
    await user.type(screen.getByLabelText('memo'), 'Boiler serviced');
    // The focus is in the memo; the note's Cancel, pressed with the mouse, leaves it there.
    await user.click(cancelOf('note'));
    await user.click(screen.getByRole('button', { name: 'Keep' }));
    expect(document.activeElement).toBe(cancelOf('note'));
    expect(held()).toEqual(['the note', 'the memo']);
  });

  it('Keep leaves the form as it was, with the focus where it was in the form', async () => {
    const { user } = renderWithProviders(<InlineForm name="note" />);
    const field = screen.getByLabelText('note');
    await user.type(field, 'Call back');

    // Pressed with the mouse, Cancel leaves the focus in the field typed in: Keep gives it back there.
    await user.click(cancelOf('note'));
    await user.click(screen.getByRole('button', { name: 'Keep' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(field).toHaveProperty('value', 'Call back');
    expect(document.activeElement).toBe(field);
    expect(held()).toEqual(['the note']);

    // Reached from the keyboard, Cancel had the focus: Escape (as Keep) gives it back to Cancel.
    await user.tab();
    expect(document.activeElement).toBe(cancelOf('note'));
    await user.keyboard('{Enter}');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Keep' }));
    await user.keyboard('{Escape}');
    expect(document.activeElement).toBe(cancelOf('note'));
    expect(held()).toEqual(['the note']);

    await user.keyboard('{Enter}');
    await user.click(screen.getByRole('button', { name: 'Discard' }));
    expect(formNamed('note')).toBeNull();
    expect(held()).toEqual([]);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Edit note' }));
  });
});

import { Button } from '@chakra-ui/react';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/renderWithProviders';
import { unsavedWork } from '../../app/routing/unsavedWork';
import { FormMessages, TextField, useForm } from '.';

/** What leaving the page would lose, named. */
const held = () => unsavedWork()?.unsaved ?? [];

const validate = (v: { title: string; count: string }) => [
  ...(v.title.trim() === '' ? [{ field: 'title', message: 'A title is needed.' }] : []),
  ...(/^\d*$/.test(v.count.trim()) ? [] : [{ field: 'count', message: 'Count must be a whole number.' }]),
];

function Example({
  save,
  speakOnceChanged,
  unsaved,
}: {
  save: (values: { title: string; count: string }) => unknown;
  speakOnceChanged?: boolean;
  unsaved?: string;
}) {
  const form = useForm({
    initial: { title: '', count: '' },
    validate,
    speakOnceChanged,
    unsaved,
    labels: { title: 'Title', count: 'Count' },
  });
  return (
    <form aria-label="Example" onSubmit={form.handleSubmit(async (values) => save(values) as never)}>
      <TextField label="Title" {...form.bind('title')} />
      <TextField label="Count" {...form.bind('count')} />
      <FormMessages errors={form.formErrors} blocking={form.valid ? [] : form.blocking} />
      <Button type="submit" disabled={!form.valid}>
        Save
      </Button>
    </form>
  );
}

describe('useForm', () => {
  it('opens quiet, names what Save waits for, and speaks per field once touched', async () => {
    const { user } = renderWithProviders(<Example save={vi.fn()} />);
    expect(screen.queryByText('A title is needed.')).toBeNull();
    expect(screen.getByText('To save, fill in or correct: Title.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Save' })).toHaveProperty('disabled', true);

    await user.type(screen.getByLabelText('Count'), '1.5');
    expect(screen.getByText('Count must be a whole number.')).toBeTruthy();
    // Typing in Count says nothing about the untouched Title.
    expect(screen.queryByText('A title is needed.')).toBeNull();

    await user.click(screen.getByLabelText('Title'));
    await user.tab();
    expect(screen.getByText('A title is needed.')).toBeTruthy();
  });

  it('shows the server userErrors beside their fields and clears one when its field changes', async () => {
    const save = vi.fn().mockResolvedValue([
      { field: 'input.title', message: 'Title: at most 200 characters.' },
      { field: null, message: 'The hub is archived.' },
    ]);
    const { user } = renderWithProviders(<Example save={save} />);
    await user.type(screen.getByLabelText('Title'), 'Boiler');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(save).toHaveBeenCalledWith({ title: 'Boiler', count: '' });
    expect(await screen.findByText('Title: at most 200 characters.')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('The hub is archived.');
    await user.type(screen.getByLabelText('Title'), 's');
    expect(screen.queryByText('Title: at most 200 characters.')).toBeNull();
  });

  it('with speakOnceChanged, says every message once any field was changed (not merely left)', async () => {
    const { user } = renderWithProviders(<Example save={vi.fn()} speakOnceChanged />);
    await user.click(screen.getByLabelText('Count'));
    await user.tab();
    expect(screen.queryByText('A title is needed.')).toBeNull();
    await user.type(screen.getByLabelText('Count'), '3');
    expect(screen.getByText('A title is needed.')).toBeTruthy();
  });

  it('holds its changes as unsaved work (LeaveGuard asks before they are dropped) until saved or gone', async () => {
    let answer: () => unknown = () => [];
    const { user, unmount } = renderWithProviders(<Example save={() => answer()} unsaved="the example" />);
    expect(held()).toEqual([]);
    await user.type(screen.getByLabelText('Title'), 'Boiler');
    expect(held()).toEqual(['the example']);

    // Refused by the server: still unsaved. Failed outright: still unsaved.
    answer = () => [{ field: 'title', message: 'Taken.' }];
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Taken.');
    expect(held()).toEqual(['the example']);
    answer = () => Promise.reject(new Error('offline'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await expect.poll(held).toEqual(['the example']);

    // While a save is on its way nothing is held (a save that moves on to another screen is not asked
    // about); once saved, nothing until the next edit.
    let finish: (value: unknown) => void = () => undefined;
    answer = () => new Promise((resolve) => (finish = resolve));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(held()).toEqual([]);
    finish([]);
    await expect.poll(held).toEqual([]);
    await user.type(screen.getByLabelText('Count'), '3');
    expect(held()).toEqual(['the example']);
    unmount();
    expect(held()).toEqual([]);
  });

  it('holds nothing for a form that names nothing to lose', async () => {
    const { user } = renderWithProviders(<Example save={vi.fn()} />);
    await user.type(screen.getByLabelText('Title'), 'Boiler');
    expect(held()).toEqual([]);
  });
});

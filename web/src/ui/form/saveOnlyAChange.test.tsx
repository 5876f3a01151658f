import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/renderWithProviders';
import { SaveChangeButton, TextField, submitOnlyAChange, useForm } from '.';

function Editor({ save }: { save: (values: { title: string }) => void }) {
  const form = useForm({
    initial: { title: 'Boiler' },
    validate: (v) => (v.title.trim() === '' ? [{ field: 'title', message: 'A title is needed.' }] : []),
  });
  const submit = form.handleSubmit((values) => save(values));
  return (
    <form aria-label="Editor" onSubmit={submitOnlyAChange(form, submit)}>
      <TextField label="Title" {...form.bind('title')} />
      <SaveChangeButton form={form} loading={false} />
    </form>
  );
}

const saveButton = () => screen.getByRole<HTMLButtonElement>('button', { name: 'Save' });

describe('a form that saves only a change', () => {
  it('holds Save until something is changed, and while the rules refuse the change', async () => {
    const { user } = renderWithProviders(<Editor save={vi.fn()} />);
    expect(saveButton().disabled).toBe(true);
    await user.type(screen.getByLabelText('Title'), ' room');
    expect(saveButton().disabled).toBe(false);
    await user.clear(screen.getByLabelText('Title'));
    expect(saveButton().disabled).toBe(true);
  });

  it('sends nothing when submitted unchanged (Enter in a field), and the change once there is one', async () => {
    const save = vi.fn();
    const { user } = renderWithProviders(<Editor save={save} />);
    fireEvent.submit(screen.getByRole('form', { name: 'Editor' }));
    expect(save).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText('Title'), ' room');
    await user.click(saveButton());
    expect(save).toHaveBeenCalledWith({ title: 'Boiler room' });
  });
});

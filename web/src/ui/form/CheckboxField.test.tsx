import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/renderWithProviders';
import { CheckboxField } from '.';

describe('CheckboxField', () => {
  it('is a checkbox named by its label, telling its new state; the space above it is not read out', async () => {
    const onChange = vi.fn();
    const { user, container } = renderWithProviders(
      <CheckboxField label="Tank was filled" checked={false} onChange={onChange} />,
    );
    const box = screen.getByRole('checkbox', { name: 'Tank was filled' });
    await user.click(box);
    expect(onChange).toHaveBeenCalledWith(true);
    expect(container.querySelector('[aria-hidden="true"]')?.textContent).toBe('');
  });
});

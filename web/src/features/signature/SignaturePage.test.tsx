import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { signedIn } from '../../test/fixtures';
import { renderWithProviders } from '../../test/renderWithProviders';
import SignaturePage from './SignaturePage';

describe('signature window', () => {
  it('shows the signed-in staff member’s name and e-mail above "HUB Administration"', async () => {
    renderWithProviders(<SignaturePage />, {
      mocks: [signedIn({ name: 'Sam Staff', email: 'sam@hubs.example' })],
    });
    const block = await screen.findByRole('region', { name: 'Signature' });
    expect(block.textContent).toBe('Sam Staffsam@hubs.exampleHUB Administration');
  });

  it('copies the signature as text', async () => {
    const { user } = renderWithProviders(<SignaturePage />, {
      mocks: [signedIn({ name: 'Sam Staff', email: 'sam@hubs.example' })],
    });
    await user.click(await screen.findByRole('button', { name: 'Copy signature' }));
    expect(await navigator.clipboard.readText()).toBe('Sam Staff\nsam@hubs.example\nHUB Administration');
    expect(screen.getByText('Copied.')).toBeTruthy();
  });
});

import { ChakraProvider } from '@chakra-ui/react';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { system } from '../theme';
import { RouteError } from './RouteError';

function renderFailing(message: string) {
  const Failing = () => {
    throw new Error(message);
  };
  const router = createMemoryRouter([{ path: '/', element: <Failing />, errorElement: <RouteError /> }]);
  render(
    <ChakraProvider value={system}>
      <RouterProvider router={router} />
    </ChakraProvider>,
  );
}

describe('a screen that fails', () => {
  afterEach(() => sessionStorage.clear());

  it('says the page failed, with the reason, a Reload button and a way back', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderFailing('Cannot read properties of undefined');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('This page failed');
    expect(alert.textContent).toContain('Cannot read properties of undefined');
    expect(screen.getByRole('link', { name: 'Reload' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the dashboard' }).getAttribute('href')).toBe(
      '/dashboard',
    );
    expect(document.title).toBe('This page failed');
  });

  it('names a missing chunk as a new version, once the reload that takes it has been tried', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    // Reloaded a moment ago for the same reason: it says why instead of reloading in a loop.
    sessionStorage.setItem('reloadedForNewVersion', String(Date.now()));
    renderFailing(
      'Failed to fetch dynamically imported module: http://127.0.0.1/assets/FaultPages-C2ZEUPnh.js',
    );
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('HUB Administration was updated');
    expect(alert.textContent).toContain('reload to use the new one.');
    expect(alert.textContent).not.toContain('FaultPages');
  });
});

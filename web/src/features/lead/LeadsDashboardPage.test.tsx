import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { signedIn } from '../../test/fixtures';
import { renderWithProviders } from '../../test/renderWithProviders';
import LeadsDashboardPage from './LeadsDashboardPage';

describe('leads dashboard (/mastersheet)', () => {
  it('is titled Leads and offers only the panels that exist, plus Issues as a link', () => {
    renderWithProviders(<LeadsDashboardPage />, { route: '/mastersheet' });
    expect(document.title).toBe('Leads');
    const toolbar = screen.getByRole('toolbar', { name: 'Leads panels' });
    expect([...toolbar.querySelectorAll('button, a')].map((b) => b.textContent)).toEqual([
      'Upload File',
      'Master Sheet',
      'Leads',
      'ECMS',
      'GeoPal Reports',
      'Issues',
    ]);
    expect(screen.getByRole('link', { name: 'Issues' }).getAttribute('href')).toBe('/issues');
    // Before a panel is chosen the page says where to start rather than showing nothing under the buttons.
    screen.getByText('Choose a panel above to work on the leads, the ECMS register or the GeoPal reports.');
  });

  it('opens one panel at a time, kept in the URL, and closes it again', async () => {
    const { user, path } = renderWithProviders(<LeadsDashboardPage />, { route: '/mastersheet' });
    const reports = screen.getByRole('button', { name: 'GeoPal Reports' });
    expect(reports.getAttribute('aria-pressed')).toBe('false');
    await user.click(reports);
    expect(path()).toBe('/mastersheet?panel=reports');
    expect(reports.getAttribute('aria-pressed')).toBe('true');
    expect(screen.queryByText(/^Choose a panel above/)).toBeNull();
    await screen.findByRole('heading', { name: 'Geopal Reports' }, { timeout: 10_000 });
    await user.click(reports);
    expect(path()).toBe('/mastersheet');
    expect(screen.queryByRole('heading', { name: 'Geopal Reports' })).toBeNull();
  }, 30_000);

  it('does not offer Upload File without the "address" right, and says why', async () => {
    renderWithProviders(<LeadsDashboardPage />, { route: '/mastersheet?panel=upload', mocks: [signedIn()] });
    await screen.findByText('Uploading leads needs the "address" right.');
    // Opened from a link, it shows no file picker, and can be closed.
    expect(screen.queryByLabelText('Leads file')).toBeNull();
    expect(screen.getByRole('button', { name: 'Upload File' }).hasAttribute('disabled')).toBe(false);
    expect(screen.getByRole('button', { name: 'Master Sheet' }).hasAttribute('disabled')).toBe(false);
  });
});

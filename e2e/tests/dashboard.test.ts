import { describe, expect, it } from 'vitest';
import { screenshot, signedInSession, users } from '../support/browser.js';

describe('dashboard', () => {
  const session = signedInSession(users.staff);

  it('shows the health grades A to G, each linking to its hub list', async () => {
    const grades = session.page.getByRole('region', { name: 'Health grades' });
    for (const grade of ['A', 'B', 'C', 'D', 'E', 'F', 'G']) {
      const link = grades.getByRole('link', { name: new RegExp(`^Grade ${grade}: \\d+ hubs$`) });
      await expect(link.getAttribute('href')).resolves.toBe(`/hubs/health/${grade}`);
    }
    expect(await session.page.title()).toBe('Dashboard');
    await screenshot(session.page, 'dashboard');
  });

  it('shows the software versions, each linking to the hubs on that version', async () => {
    const versions = session.page.getByRole('region', { name: 'Software versions' });
    const links = versions.getByRole('link', { name: /^Version [\d.]+: \d+ hubs$/ });
    await links.first().waitFor();
    expect(await links.count()).toBeGreaterThan(3);
    const name = (await links.first().getAttribute('aria-label')) ?? '';
    const version = /^Version ([\d.]+):/.exec(name)?.[1];
    await expect(links.first().getAttribute('href')).resolves.toBe(`/hubs/version/${version}`);
  });

  it('shows issue counts by status, each opening the issues filtered by that status', async () => {
    const issues = session.page.getByRole('region', { name: 'Issues by status' });
    const open = issues.getByRole('link', { name: /^Open: \d+ issues$/ });
    await expect(open.getAttribute('href')).resolves.toBe('/issues?status=OPEN');
    await open.click();
    await session.page.waitForURL('**/issues?status=OPEN');
    await session.page.goBack();
    await session.page.waitForURL('**/dashboard');
  });
});

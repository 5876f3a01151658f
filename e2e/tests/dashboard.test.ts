import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, screenshot, signedInPage, users } from '../support/browser.js';

describe('dashboard', () => {
  let browser: Browser;
  let page: Page;
  beforeAll(async () => {
    browser = await launchBrowser();
    page = await signedInPage(browser, users.staff);
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('shows the health grades A to G, each linking to its hub list', async () => {
    const grades = page.getByRole('region', { name: 'Health grades' });
    for (const grade of ['A', 'B', 'C', 'D', 'E', 'F', 'G']) {
      const link = grades.getByRole('link', { name: new RegExp(`^Grade ${grade}: \\d+ hubs$`) });
      await expect(link.getAttribute('href')).resolves.toBe(`/hubs/health/${grade}`);
    }
    expect(await page.title()).toBe('Dashboard');
    await screenshot(page, 'dashboard');
  });

  it('shows the software versions, each linking to the hubs on that version', async () => {
    const versions = page.getByRole('region', { name: 'Software versions' });
    const links = versions.getByRole('link', { name: /^Version [\d.]+: \d+ hubs$/ });
    await links.first().waitFor();
    expect(await links.count()).toBeGreaterThan(3);
    const name = (await links.first().getAttribute('aria-label')) ?? '';
    const version = /^Version ([\d.]+):/.exec(name)?.[1];
    await expect(links.first().getAttribute('href')).resolves.toBe(`/hubs/version/${version}`);
  });

  it('shows issue counts by status, each opening the issues filtered by that status', async () => {
    const issues = page.getByRole('region', { name: 'Issues by status' });
    const open = issues.getByRole('link', { name: /^Open: \d+ issues$/ });
    await expect(open.getAttribute('href')).resolves.toBe('/issues?status=1');
    await open.click();
    await page.waitForURL('**/issues?status=1');
    await page.goBack();
    await page.waitForURL('**/dashboard');
  });
});

import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, screenshot, signedInPage, users } from '../support/browser.js';

const HUB = 1001;

const headers = (page: Page) => page.locator('thead tr').last().locator('th').allInnerTexts();

describe('hub health view', () => {
  let browser: Browser;
  let page: Page;
  beforeAll(async () => {
    browser = await launchBrowser();
    page = await signedInPage(browser, users.staff);
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('shows all three column groups without buttons at 1280 px, severity on each row', async () => {
    await page.goto(`/hub/${HUB}/health`);
    await page.locator('tbody tr[data-severity]').first().waitFor();
    await expect(page.title()).resolves.toBe(`Hub ${HUB} Health`);
    expect(await page.getByRole('button', { name: 'Env' }).count()).toBe(0);
    const shown = await headers(page);
    expect(shown).toEqual(expect.arrayContaining(['Version', 'Setpoint', 'Temperature', 'Voltage']));
    const severities = await page
      .locator('tbody tr[data-severity]')
      .evaluateAll((rows) => rows.map((row) => row.getAttribute('data-severity')));
    expect(severities.every((s) => /^[0-7]$/.test(s ?? ''))).toBe(true);
    await screenshot(page, 'health-1280');
  });

  it('pages Older and Newer through the kept timestamps', async () => {
    const firstPage = await page.locator('tbody tr').allInnerTexts();
    await page.getByRole('button', { name: 'Older' }).click();
    await expect
      .poll(async () => (await page.locator('tbody tr').allInnerTexts())[0], { timeout: 10_000 })
      .not.toBe(firstPage[0]);
    await screenshot(page, 'health-older');
    await page.getByRole('button', { name: 'Newer' }).click();
    await expect.poll(() => page.locator('tbody tr').allInnerTexts(), { timeout: 10_000 }).toEqual(firstPage);
  });

  it('shows only the picked group below 800 px', async () => {
    await page.setViewportSize({ width: 600, height: 900 });
    await page.getByRole('button', { name: 'Work' }).waitFor();
    expect(await headers(page)).toEqual([
      'Created',
      'Version',
      'RSSI',
      'Gap',
      'Wake',
      'Uptime',
      'Voltage',
      'Current',
    ]);
    await page.getByRole('button', { name: 'Env' }).click();
    expect(await headers(page)).toEqual(['Created', 'Temperature', 'Humidity', 'Raw temp', 'Bias']);
    await screenshot(page, 'health-600');
    await page.getByRole('button', { name: 'Control' }).click();
    expect(await headers(page)).toContain('Touched');
    await page.setViewportSize({ width: 1280, height: 900 });
  });
});

import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, screenshot, signedInPage, users } from '../support/browser.js';
import { findHub, graphql } from './hubTabsHelpers.js';

const SPEND = 'query ($hubId: Int!) { hubSpend(hubId: $hubId) { dailyCents } }';
type Spend = { hubSpend: { dailyCents: number[] } | null };

describe('Spend tab', () => {
  let browser: Browser;
  let page: Page;
  let hubId: number;
  let days: number;
  beforeAll(async () => {
    browser = await launchBrowser();
    page = await signedInPage(browser, users.staff);
    hubId = await findHub<Spend>(page, SPEND, (d) => (d.hubSpend?.dailyCents.length ?? 0) > 20, 'spend data');
    days = (await graphql<Spend>(page, SPEND, { hubId })).hubSpend!.dailyCents.length;
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('shows 14 days by default with a chart, and switches timeframe with new totals', async () => {
    const chartRequests: string[] = [];
    page.on('request', (request) => {
      if (/SpendChart/.test(request.url())) chartRequests.push(request.url());
    });
    await page.goto(`/hub/${hubId}/spend`);
    await expect.poll(() => page.title()).toBe(`Hub ${hubId} Spend`);
    const table = page.getByRole('table', { name: 'Daily spend' });
    const rows = table.locator('tbody tr');
    await expect.poll(() => rows.count()).toBe(14);
    await page.locator('.apexcharts-bar-area').first().waitFor();
    expect(chartRequests.length).toBeGreaterThan(0);
    const total14 = await page.getByRole('group', { name: 'Period totals' }).textContent();
    expect(total14).toMatch(/€\d/);
    await screenshot(page, 'spend-14-days');

    await page.getByRole('button', { name: 'Last 90 Days' }).click();
    await expect.poll(() => rows.count()).toBe(Math.min(90, days));
    await expect(
      page.getByRole('button', { name: 'Last 90 Days' }).getAttribute('aria-pressed'),
    ).resolves.toBe('true');
    await expect
      .poll(() => page.getByRole('group', { name: 'Period totals' }).textContent())
      .not.toBe(total14);
    await screenshot(page, 'spend-90-days');
  });

  it('loads ApexCharts only on the Spend screen', async () => {
    const chartRequests: string[] = [];
    const other = await browser.newContext({ baseURL: new URL(page.url()).origin });
    await other.addCookies(await page.context().cookies());
    const fresh = await other.newPage();
    fresh.on('request', (request) => {
      if (/SpendChart/.test(request.url())) chartRequests.push(request.url());
    });
    await fresh.goto(`/hub/${hubId}/schedule`);
    await fresh.getByRole('region', { name: 'Schedule' }).waitFor();
    expect(chartRequests).toEqual([]);
    await other.close();
  });

  it('says "No spend data yet" for a hub without spend', async () => {
    const empty = await findHub<Spend>(page, SPEND, (d) => d.hubSpend === null, 'no spend data');
    await page.goto(`/hub/${empty}/spend`);
    await page.getByText('No spend data yet').waitFor();
  });
});

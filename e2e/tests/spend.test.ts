import { beforeAll, describe, expect, it } from 'vitest';
import { screenshot, signedInSession, users } from '../support/browser.js';
import { findHub, graphql } from './hubTabsHelpers.js';

const SPEND = 'query ($hubId: Int!) { hubSpend(hubId: $hubId) { dailyCents } }';
type Spend = { hubSpend: { dailyCents: number[] } | null };

describe('Spend tab', () => {
  const session = signedInSession(users.staff);
  let hubId: number;
  let days: number;
  beforeAll(async () => {
    hubId = await findHub<Spend>(
      session.page,
      SPEND,
      (d) => (d.hubSpend?.dailyCents.length ?? 0) > 20,
      'spend data',
    );
    days = (await graphql<Spend>(session.page, SPEND, { hubId })).hubSpend!.dailyCents.length;
  });

  it('shows 14 days by default with a chart, and switches timeframe with new totals', async () => {
    const chartRequests: string[] = [];
    session.page.on('request', (request) => {
      if (/SpendChart/.test(request.url())) chartRequests.push(request.url());
    });
    await session.page.goto(`/hub/${hubId}/spend`);
    await expect.poll(() => session.page.title()).toBe(`Hub ${hubId} Spend`);
    const table = session.page.getByRole('table', { name: 'Daily spend' });
    const rows = table.locator('tbody tr');
    await expect.poll(() => rows.count()).toBe(14);
    await session.page.locator('.apexcharts-bar-area').first().waitFor();
    expect(chartRequests.length).toBeGreaterThan(0);
    const total14 = await session.page.getByRole('group', { name: 'Period totals' }).textContent();
    expect(total14).toMatch(/€\d/);
    await screenshot(session.page, 'spend-14-days');

    await session.page.getByRole('button', { name: 'Last 90 Days' }).click();
    await expect.poll(() => rows.count()).toBe(Math.min(90, days));
    await expect(
      session.page.getByRole('button', { name: 'Last 90 Days' }).getAttribute('aria-pressed'),
    ).resolves.toBe('true');
    await expect
      .poll(() => session.page.getByRole('group', { name: 'Period totals' }).textContent())
      .not.toBe(total14);
    await screenshot(session.page, 'spend-90-days');
  });

  it('loads ApexCharts only on the Spend screen', async () => {
    const chartRequests: string[] = [];
    const other = await session.browser.newContext({ baseURL: new URL(session.page.url()).origin });
    await other.addCookies(await session.page.context().cookies());
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
    const empty = await findHub<Spend>(session.page, SPEND, (d) => d.hubSpend === null, 'no spend data');
    await session.page.goto(`/hub/${empty}/spend`);
    await session.page.getByText('No spend data yet').waitFor();
  });
});

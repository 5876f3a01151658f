import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, screenshot, signedInPage, users } from '../support/browser.js';

async function graphql<T>(page: Page, query: string): Promise<T> {
  const response = await page.request.post('/graphql', { data: { query } });
  const body = (await response.json()) as { data: T; errors?: unknown };
  expect(body.errors).toBeUndefined();
  return body.data;
}

const rowIds = (page: Page) =>
  page
    .locator('tbody tr[data-hubid]')
    .evaluateAll((rows) => rows.map((row) => row.getAttribute('data-hubid')));

describe('hub lists, problem hubs, glitches and reboots', () => {
  let browser: Browser;
  let page: Page;
  beforeAll(async () => {
    browser = await launchBrowser();
    page = await signedInPage(browser, users.staff);
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('pages All Hubs 200 at a time, Next and back, and opens a hub from its row', async () => {
    await page.goto('/hubs/all');
    await page.getByRole('heading', { name: 'All Hubs' }).waitFor();
    await page.locator('tbody tr[data-hubid]').first().waitFor();
    await expect(page.title()).resolves.toBe('All Hubs');
    const first = await rowIds(page);
    expect(first).toHaveLength(200);
    await screenshot(page, 'hubs-all');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByText('Page 2, 200 hubs').waitFor();
    const second = await rowIds(page);
    expect(Number(second[0])).toBeGreaterThan(Number(first.at(-1)));
    await page.getByRole('button', { name: 'Previous' }).click();
    await page.getByText('Page 1, 200 hubs').waitFor();
    expect(await rowIds(page)).toEqual(first);
    await page.locator(`tbody tr[data-hubid="${first[3]}"]`).click();
    await page.waitForURL(`**/hub/${first[3]}`);
  });

  it('titles the version and health lists', async () => {
    await page.goto('/hubs/version/1.1.4');
    await page.getByRole('heading', { name: 'All Hubs with Version 1.1.4' }).waitFor();
    await page.locator('tbody tr[data-hubid]').first().waitFor();
    await page.goto('/hubs/health/B');
    await page.getByRole('heading', { name: 'All Hubs with Health B' }).waitFor();
    await page.locator('tbody tr[data-hubid]').first().waitFor();
    await screenshot(page, 'hubs-health-b');
  });

  it('shows problem hubs with their reasons, and the other lists from the Hubs sub-menu', async () => {
    const { problemHubs } = await graphql<{
      problemHubs: { id: number; problemReasons: { text: string }[] }[];
    }>(page, '{ problemHubs { id problemReasons { text } } }');
    await page.goto('/hubs/all');
    const menu = page.getByRole('navigation', { name: 'Hubs menu' });
    await menu.getByRole('link', { name: 'Problems' }).click();
    await page.getByRole('heading', { name: 'Problem Hubs' }).waitFor();
    const firstRow = page.locator(`tbody tr[data-hubid="${problemHubs[0]!.id}"]`);
    await firstRow.waitFor();
    await expect(firstRow.innerText()).resolves.toContain(problemHubs[0]!.problemReasons[0]!.text);
    expect(await rowIds(page)).toHaveLength(problemHubs.length);
    await screenshot(page, 'hubs-problems');
    await menu.getByRole('link', { name: 'New' }).click();
    await page.getByRole('heading', { name: 'New Hubs' }).waitFor();
    await menu.getByRole('link', { name: 'Wires Changed' }).click();
    await page.getByRole('heading', { name: 'Wires Changed Hubs' }).waitFor();
    await page.locator('tbody tr[data-hubid]').first().waitFor();
  });

  it('pages All reboots Older and Newer, 20 a page, and the glitch log', async () => {
    await page.goto('/hubs/reboots');
    await page.getByRole('heading', { name: 'All reboots' }).waitFor();
    await page.locator('tbody tr[data-hubid]').first().waitFor();
    const newest = await page.locator('tbody tr').allInnerTexts();
    expect(newest).toHaveLength(20);
    await page.getByRole('button', { name: 'Older' }).click();
    await expect
      .poll(async () => (await page.locator('tbody tr').allInnerTexts())[0], { timeout: 10_000 })
      .not.toBe(newest[0]);
    const older = await page.locator('tbody tr').allInnerTexts();
    expect(older).toHaveLength(20);
    await page.getByRole('button', { name: 'Newer' }).click();
    await expect.poll(() => page.locator('tbody tr').allInnerTexts(), { timeout: 10_000 }).toEqual(newest);
    await screenshot(page, 'reboots');
    await page.goto('/glitches');
    await page.getByRole('heading', { name: 'All Glitches' }).waitFor();
    const glitch = page.locator('tbody tr[data-hubid]').first();
    await glitch.waitFor();
    const hubid = await glitch.getAttribute('data-hubid');
    await screenshot(page, 'glitches');
    await glitch.click();
    await page.waitForURL(`**/hub/${hubid}`);
  });

  it('shows a hub’s Reboots tab', async () => {
    const { reboots } = await graphql<{ reboots: { edges: { node: { hubId: number } }[] } }>(
      page,
      '{ reboots(first: 1) { edges { node { hubId } } } }',
    );
    const hubId = reboots.edges[0]!.node.hubId;
    await page.goto(`/hub/${hubId}/reboots`);
    await page.locator('tbody tr[data-hubid]').first().waitFor();
    await expect(page.title()).resolves.toBe(`Hub ${hubId} Reboots`);
    const ids = await rowIds(page);
    expect(new Set(ids)).toEqual(new Set([String(hubId)]));
  });
});

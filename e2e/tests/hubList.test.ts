import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { screenshot, signedInSession, users } from '../support/browser.js';

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
  const session = signedInSession(users.staff);

  it('pages All Hubs 200 at a time, Next and back, and opens a hub from its row', async () => {
    await session.page.goto('/hubs/all');
    await session.page.getByRole('heading', { name: 'All Hubs' }).waitFor();
    await session.page.locator('tbody tr[data-hubid]').first().waitFor();
    await expect(session.page.title()).resolves.toBe('All Hubs');
    const first = await rowIds(session.page);
    expect(first).toHaveLength(200);
    await screenshot(session.page, 'hubs-all');
    await session.page.getByRole('button', { name: 'Next' }).click();
    await session.page.getByText('Page 2, 200 hubs').waitFor();
    const second = await rowIds(session.page);
    expect(Number(second[0])).toBeGreaterThan(Number(first.at(-1)));
    await session.page.getByRole('button', { name: 'Previous' }).click();
    await session.page.getByText('Page 1, 200 hubs').waitFor();
    expect(await rowIds(session.page)).toEqual(first);
    await session.page.locator(`tbody tr[data-hubid="${first[3]}"]`).click();
    await session.page.waitForURL(`**/hub/${first[3]}`);
  });

  it('titles the version and health lists', async () => {
    await session.page.goto('/hubs/version/1.1.4');
    await session.page.getByRole('heading', { name: 'All Hubs with Version 1.1.4' }).waitFor();
    await session.page.locator('tbody tr[data-hubid]').first().waitFor();
    await session.page.goto('/hubs/health/B');
    await session.page.getByRole('heading', { name: 'All Hubs with Health B' }).waitFor();
    await session.page.locator('tbody tr[data-hubid]').first().waitFor();
    await screenshot(session.page, 'hubs-health-b');
  });

  it('shows problem hubs with their reasons, and the other lists from the Hubs sub-menu', async () => {
    const { problemHubs } = await graphql<{
      problemHubs: { id: number; problemReasons: { text: string }[] }[];
    }>(session.page, '{ problemHubs { id problemReasons { text } } }');
    await session.page.goto('/hubs/all');
    const menu = session.page.getByRole('navigation', { name: 'Hubs menu' });
    await menu.getByRole('link', { name: 'Problems' }).click();
    await session.page.getByRole('heading', { name: 'Problem Hubs' }).waitFor();
    const firstRow = session.page.locator(`tbody tr[data-hubid="${problemHubs[0]!.id}"]`);
    await firstRow.waitFor();
    await expect(firstRow.innerText()).resolves.toContain(problemHubs[0]!.problemReasons[0]!.text);
    expect(await rowIds(session.page)).toHaveLength(problemHubs.length);
    await screenshot(session.page, 'hubs-problems');
    await menu.getByRole('link', { name: 'New' }).click();
    await session.page.getByRole('heading', { name: 'New Hubs' }).waitFor();
    await menu.getByRole('link', { name: 'Wires Changed' }).click();
    await session.page.getByRole('heading', { name: 'Wires Changed Hubs' }).waitFor();
    await session.page.locator('tbody tr[data-hubid]').first().waitFor();
  });

  it('pages All reboots Older and Newer, 20 a page, and the glitch log', async () => {
    await session.page.goto('/hubs/reboots');
    await session.page.getByRole('heading', { name: 'All reboots' }).waitFor();
    await session.page.locator('tbody tr[data-hubid]').first().waitFor();
    const newest = await session.page.locator('tbody tr').allInnerTexts();
    expect(newest).toHaveLength(20);
    await session.page.getByRole('button', { name: 'Older' }).click();
    await expect
      .poll(async () => (await session.page.locator('tbody tr').allInnerTexts())[0], { timeout: 10_000 })
      .not.toBe(newest[0]);
    const older = await session.page.locator('tbody tr').allInnerTexts();
    expect(older).toHaveLength(20);
    await session.page.getByRole('button', { name: 'Newer' }).click();
    await expect
      .poll(() => session.page.locator('tbody tr').allInnerTexts(), { timeout: 10_000 })
      .toEqual(newest);
    await screenshot(session.page, 'reboots');
    await session.page.goto('/glitches');
    await session.page.getByRole('heading', { name: 'All Glitches' }).waitFor();
    const glitch = session.page.locator('tbody tr[data-hubid]').first();
    await glitch.waitFor();
    const hubid = await glitch.getAttribute('data-hubid');
    await screenshot(session.page, 'glitches');
    await glitch.click();
    await session.page.waitForURL(`**/hub/${hubid}`);
  });

  it('shows a hub’s Reboots tab', async () => {
    const { reboots } = await graphql<{ reboots: { edges: { node: { hubId: number } }[] } }>(
      session.page,
      '{ reboots(first: 1) { edges { node { hubId } } } }',
    );
    const hubId = reboots.edges[0]!.node.hubId;
    await session.page.goto(`/hub/${hubId}/reboots`);
    await session.page.locator('tbody tr[data-hubid]').first().waitFor();
    await expect(session.page.title()).resolves.toBe(`Hub ${hubId} Reboots`);
    const ids = await rowIds(session.page);
    expect(new Set(ids)).toEqual(new Set([String(hubId)]));
    // The hub's glitches are one click away, not only by typing ?hubid= into the address bar.
    await session.page.getByRole('link', { name: `Glitches of hub ${hubId}` }).click();
    await session.page.waitForURL(`**/glitches?hubid=${hubId}`);
    await expect.poll(() => session.page.title()).toBe(`All Glitches of hub ${hubId}`);
  });
});

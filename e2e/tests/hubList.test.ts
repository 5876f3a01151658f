import type { Page, Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { screenshot, signedInSession, users } from '../support/browser.js';

async function graphql<T>(page: Page, query: string): Promise<T> {
  const response = await page.request.post('/graphql', { data: { query } });
  const body = (await response.json()) as { data: T; errors?: unknown };
  expect(body.errors).toBeUndefined();
  return body.data;
}

// The logs' rows carry data-hubid; the hub lists are virtual tables whose rows carry data-row-id (the
// rows in view only).
const rowIds = (page: Page) =>
  page
    .locator('tbody tr[data-hubid], tbody tr[data-row-id]')
    .evaluateAll((rows) =>
      rows.map((row) => row.getAttribute('data-hubid') ?? row.getAttribute('data-row-id')),
    );
const hubRows = (page: Page) => page.locator('tbody tr[data-row-id]');

describe('hub lists, problem hubs, glitches and reboots', () => {
  const session = signedInSession(users.staff);

  it('pages All Hubs 200 at a time, Next and back, and opens a hub from its row', async () => {
    await session.page.goto('/hubs/all');
    await session.page.getByRole('heading', { name: 'All Hubs' }).waitFor();
    await hubRows(session.page).first().waitFor();
    await expect(session.page.title()).resolves.toBe('All Hubs');
    await session.page.getByText('Page 1, 200 hubs').waitFor();
    const first = await rowIds(session.page);
    // Virtual: the rows in view are in the DOM, not all 200.
    expect(first.length).toBeGreaterThan(10);
    expect(first.length).toBeLessThan(150);
    await screenshot(session.page, 'hubs-all');
    await session.page.getByRole('button', { name: 'Next' }).click();
    await session.page.getByText('Page 2, 200 hubs').waitFor();
    // The label moves before the page's rows arrive: wait for the rows themselves.
    await expect.poll(async () => (await rowIds(session.page))[0], { timeout: 10_000 }).not.toBe(first[0]);
    const second = await rowIds(session.page);
    expect(second).not.toContain(first[0]);
    await session.page.getByRole('button', { name: 'Previous' }).click();
    await session.page.getByText('Page 1, 200 hubs').waitFor();
    await expect.poll(() => rowIds(session.page), { timeout: 10_000 }).toEqual(first);
    await session.page.locator(`tbody tr[data-row-id="${first[3]}"] td`).first().click();
    await session.page.waitForURL(`**/hub/${first[3]}`);

    // Back from a hub opened on page 2 is page 2 again, not page 1.
    await session.page.goBack();
    await session.page.getByRole('button', { name: 'Next' }).click();
    await session.page.getByText('Page 2, 200 hubs').waitFor();
    await expect.poll(async () => (await rowIds(session.page))[0], { timeout: 10_000 }).toBe(second[0]);
    await session.page.locator(`tbody tr[data-row-id="${second[0]}"] td`).first().click();
    await session.page.waitForURL(`**/hub/${second[0]}`);
    await session.page.goBack();
    await session.page.getByText('Page 2, 200 hubs').waitFor();
    await expect.poll(async () => (await rowIds(session.page))[0], { timeout: 10_000 }).toBe(second[0]);
    await session.page.getByRole('button', { name: 'Previous' }).click();
    await session.page.getByText('Page 1, 200 hubs').waitFor();
  });

  it('keeps the header of a long hub list in view, and a row opens its hub in a new tab', async () => {
    const { page } = session;
    await page.goto('/hubs/all');
    const list = page.getByRole('region', { name: 'Hubs' });
    await hubRows(page).first().waitFor();
    const top = (await list.boundingBox())!.y;
    await list.locator('[data-virtuoso-scroller]').evaluate((element) => {
      element.scrollTop = element.scrollHeight;
    });
    await page.locator('tbody tr[data-row-index="199"]').waitFor();
    const header = await list.getByRole('columnheader', { name: 'Serial' }).boundingBox();
    expect(Math.abs(header!.y - top)).toBeLessThan(10);
    await screenshot(page, 'hubs-all-scrolled');

    const row = page.locator('tbody tr[data-row-index="199"]');
    const id = await row.getAttribute('data-row-id');
    const link = row.getByRole('link').first();
    await expect(link.getAttribute('href')).resolves.toBe(`/hub/${id}`);
    const opened = page.context().waitForEvent('page');
    await link.click({ modifiers: ['Control'] });
    const tab = await opened;
    await tab.waitForURL(`**/hub/${id}`);
    await tab.close();
    expect(page.url()).toContain('/hubs/all');
  });

  it('stays one Tab stop when its active cell has been scrolled out of view, and Tab brings that cell back', async () => {
    const { page } = session;
    await page.goto('/hubs/all');
    const list = page.getByRole('region', { name: 'Hubs' });
    await hubRows(page).first().waitFor();
    // Scrolled as the wheel does (no click in the grid): the first row, whose cell is active, is not drawn.
    await list.locator('[data-virtuoso-scroller]').evaluate((element) => {
      element.scrollTop = element.scrollHeight;
    });
    await page.locator('tbody tr[data-row-index="199"]').waitFor();
    await expect.poll(() => page.locator('tbody tr[data-row-index="0"]').count()).toBe(0);
    // From the last control before the grid, Tab goes into the grid, not past it to Next.
    await list.evaluate((grid) => {
      const before = Array.from(
        document.querySelectorAll<HTMLElement>('a[href], button, input, [tabindex="0"]'),
      ).filter(
        (el) =>
          el.offsetParent !== null && grid.compareDocumentPosition(el) & Node.DOCUMENT_POSITION_PRECEDING,
      );
      before.at(-1)!.focus();
    });
    await page.keyboard.press('Tab');
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-cell')))
      .toBe('0:0');
    await page.keyboard.press('ArrowDown');
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-cell')))
      .toBe('1:0');
  });

  it('titles the version and health lists', async () => {
    await session.page.goto('/hubs/version/1.1.4');
    await session.page.getByRole('heading', { name: 'All Hubs with Version 1.1.4' }).waitFor();
    await hubRows(session.page).first().waitFor();
    await session.page.goto('/hubs/health/B');
    await session.page.getByRole('heading', { name: 'All Hubs with Health B' }).waitFor();
    await hubRows(session.page).first().waitFor();
    await screenshot(session.page, 'hubs-health-b');
  });

  it('shows every hub list column header whole, none cut off with an ellipsis', async () => {
    const cutHeaders = (page: Page) =>
      page
        .locator('thead th')
        .evaluateAll((cells) =>
          cells
            .filter((cell) =>
              [cell, ...Array.from(cell.querySelectorAll('*'))].some((e) => e.scrollWidth > e.clientWidth),
            )
            .map((cell) => cell.textContent),
        );
    for (const path of ['/hubs/all', '/hubs/wire_mode_changed', '/hubs/problems']) {
      await session.page.goto(path);
      await hubRows(session.page).first().waitFor();
      await expect(cutHeaders(session.page)).resolves.toEqual([]);
    }
  });

  it('shows problem hubs with their reasons, and the other lists from the Hubs sub-menu', async () => {
    const { problemHubs } = await graphql<{
      problemHubs: { id: number; problemReasons: { text: string }[] }[];
    }>(session.page, '{ problemHubs { id problemReasons { text } } }');
    await session.page.goto('/hubs/all');
    const menu = session.page.getByRole('navigation', { name: 'Hubs menu' });
    await menu.getByRole('link', { name: 'Problems' }).click();
    await session.page.getByRole('heading', { name: 'Problem Hubs' }).waitFor();
    const firstRow = session.page.locator(`tbody tr[data-row-id="${problemHubs[0]!.id}"]`);
    await firstRow.waitFor();
    await expect(firstRow.innerText()).resolves.toContain(problemHubs[0]!.problemReasons[0]!.text);
    const shown = await rowIds(session.page);
    expect(shown.length).toBeLessThanOrEqual(problemHubs.length);
    expect(shown[0]).toBe(String(problemHubs[0]!.id));
    // Its columns are narrower than the other lists' (more of them in view at 1,440 px), but no value is
    // cut with an ellipsis: each cell's text ends inside the cell (the coloured swatches reach into the
    // cell's padding, so scrollWidth would not tell). The name and the reasons wrap to two lines instead,
    // whole in their tooltips.
    const cutCells = await session.page
      .locator('tbody tr[data-row-id] td[data-field]:not([data-field=name]):not([data-field=problemReasons])')
      .evaluateAll((cells) =>
        cells
          .filter((cell) => {
            const text = document.createRange();
            text.selectNodeContents(cell);
            return text.getBoundingClientRect().right > cell.getBoundingClientRect().right;
          })
          .map((cell) => `${cell.getAttribute('data-field')}: ${cell.textContent}`),
      );
    expect(cutCells).toEqual([]);
    await screenshot(session.page, 'hubs-problems');
    await menu.getByRole('link', { name: 'New' }).click();
    await session.page.getByRole('heading', { name: 'New Hubs' }).waitFor();
    await menu.getByRole('link', { name: 'Wires Changed' }).click();
    await session.page.getByRole('heading', { name: 'Wires Changed Hubs' }).waitFor();
    await hubRows(session.page).first().waitFor();
  });

  it('shows every Problem Hubs column in view at 1,440 px, its header in view as the rows scroll', async () => {
    const { page } = session;
    await page.setViewportSize({ width: 1440, height: 900 });
    try {
      await page.goto('/hubs/problems');
      const list = page.getByRole('region', { name: 'Hubs' });
      await hubRows(page).first().waitFor();
      // The list does not scroll sideways, and its last column (Wifi) ends inside it: at 1,584 px, RSSI,
      // Setpoint, Temp and Wifi were out of view to the right. No header is cut by the narrower columns.
      const fit = await list.evaluate((region) => {
        const scroller = region.querySelector<HTMLElement>('[data-virtuoso-scroller]')!;
        const right = scroller.getBoundingClientRect().right;
        const headers = Array.from(region.querySelectorAll<HTMLElement>('thead th'));
        return {
          overflow: scroller.scrollWidth - scroller.clientWidth,
          outOfView: headers
            .filter((th) => th.getBoundingClientRect().right > right)
            .map((th) => th.textContent),
          cut: headers
            .filter((th) =>
              [th, ...Array.from(th.querySelectorAll('*'))].some((e) => e.scrollWidth > e.clientWidth),
            )
            .map((th) => th.textContent),
        };
      });
      expect(fit).toEqual({ overflow: 0, outOfView: [], cut: [] });
      await screenshot(page, 'hubs-problems-1440');
      // Still a list whose header stays in view and whose rows are links to their hubs.
      const top = (await list.boundingBox())!.y;
      await list.locator('[data-virtuoso-scroller]').evaluate((element) => {
        element.scrollTop = element.scrollHeight;
      });
      const header = await list.getByRole('columnheader', { name: 'Wifi' }).boundingBox();
      expect(Math.abs(header!.y - top)).toBeLessThan(10);
      const last = hubRows(page).last();
      await expect.poll(async () => Number(await last.getAttribute('data-row-index'))).toBeGreaterThan(100);
      const id = await last.getAttribute('data-row-id');
      await expect(last.getByRole('link').first().getAttribute('href')).resolves.toBe(`/hub/${id}`);
    } finally {
      await page.setViewportSize({ width: 1280, height: 900 });
    }
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

    // A ?hubid= that is not a hub id is said, with the way to the whole log, not shown as the fleet's.
    await session.page.goto('/hubs/reboots?hubid=abc');
    await session.page.getByRole('alert').getByText('"abc" is not a hub id.').waitFor();
    await expect(session.page.locator('tbody tr').count()).resolves.toBe(0);
    await session.page.getByRole('link', { name: 'All reboots of every hub' }).click();
    await session.page.waitForURL('**/hubs/reboots');
    await session.page.locator('tbody tr[data-hubid]').first().waitFor();
  });

  it('shows a hub’s Reboots tab', async () => {
    const { reboots } = await graphql<{ reboots: { edges: { node: { hubId: number } }[] } }>(
      session.page,
      '{ reboots(first: 1) { edges { node { hubId } } } }',
    );
    const hubId = reboots.edges[0]!.node.hubId;
    const operations: string[] = [];
    const record = (request: Request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === '/graphql')
        operations.push((request.postDataJSON() as { operationName?: string }).operationName ?? '');
    };
    session.page.on('request', record);
    await session.page.goto(`/hub/${hubId}/reboots`);
    await session.page.locator('tbody tr[data-hubid]').first().waitFor();
    await expect(session.page.title()).resolves.toBe(`Hub ${hubId} Reboots`);
    // The tab page names its hub above the tab's content, from the tab's own (and only) request.
    const identity = session.page.getByRole('region', { name: 'Hub', exact: true });
    await identity.getByText(/^Serial \d+$/).waitFor();
    session.page.off('request', record);
    expect(operations.filter((name) => name !== 'CurrentUser_Query')).toEqual(['RebootLog_HubQuery']);
    await expect(identity.innerText()).resolves.toContain(`Hub ${hubId}`);
    const ids = await rowIds(session.page);
    expect(new Set(ids)).toEqual(new Set([String(hubId)]));
    // The hub's glitches are one click away, not only by typing ?hubid= into the address bar.
    await session.page.getByRole('link', { name: `Glitches of hub ${hubId}` }).click();
    await session.page.waitForURL(`**/glitches?hubid=${hubId}`);
    await expect.poll(() => session.page.title()).toBe(`All Glitches of hub ${hubId}`);
  });
});

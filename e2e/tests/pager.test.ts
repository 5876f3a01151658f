// The one Newer/Older pager (web/src/ui/usePager.ts) in a real browser: a page on its way shows and
// takes no second click, and a page that fails to load leaves the rows and the page number that belong
// together, with the error said. The gateway's answer for the next page is held back or replaced by the
// browser (Playwright routing); everything else is the real stack.
import type { Page, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openInApp, screenshot, signedInSession, users } from '../support/browser.js';

const isNextHubPage = (route: Route) => {
  const body = route.request().postDataJSON() as { operationName?: string; variables?: { after?: unknown } };
  return body?.operationName === 'AllHubsPage_Query' && Boolean(body.variables?.after);
};

describe('Newer/Older paging', () => {
  const session = signedInSession(users.staff);

  it('shows a page on its way, and keeps page 1 with its label when page 2 fails', async () => {
    const { page } = session;
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/graphql', async (route) => {
      if (!isNextHubPage(route)) return route.continue();
      await held;
      return route.fulfill({
        status: 200,
        contentType: 'application/json',
        body: JSON.stringify({
          errors: [
            {
              message: 'The fleet service did not answer in time.',
              extensions: { code: 'UPSTREAM_TIMEOUT' },
            },
          ],
        }),
      });
    });
    await page.goto('/hubs/all');
    await page.getByText('Page 1, 200 hubs').waitFor();
    // The hub list is a virtual table: its rows carry data-row-id (the hub id).
    const first = await page.locator('tbody tr[data-row-id]').first().getAttribute('data-row-id');

    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByText('Loading the page…').waitFor();
    expect(await page.getByRole('button', { name: 'Next' }).isDisabled()).toBe(true);
    expect(await page.getByText('Page 1, 200 hubs').isVisible()).toBe(true);
    release();

    await page.getByText('That page could not be loaded.').waitFor();
    await screenshot(page, 'pager-failed-move');
    expect(await page.getByText('Page 1, 200 hubs').isVisible()).toBe(true);
    expect(await page.getByText('Page 2').count()).toBe(0);
    expect(await page.locator('tbody tr[data-row-id]').first().getAttribute('data-row-id')).toBe(first);

    await page.unroute('**/graphql');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByText('Page 2, 200 hubs').waitFor();
    expect(await page.getByText('That page could not be loaded.').count()).toBe(0);
  });

  // Each page is a history entry named in the address (?after=<cursor>, usePager): Back and Forward step
  // through the pages, a reload or the link in another browser opens the same page, and Back from the
  // first page leaves the list.
  it('steps through the pages with Back and Forward, and opens a page from its address', async () => {
    const { page, browser } = session;
    const firstRow = (on: Page) => on.locator('tbody tr[data-row-id]').first().getAttribute('data-row-id');
    const hubPages: string[] = [];
    page.on('request', (request) => {
      const body = request.postDataJSON() as { operationName?: string } | null;
      if (request.url().endsWith('/graphql') && body?.operationName === 'AllHubsPage_Query')
        hubPages.push(request.url());
    });
    await page.goto('/dashboard');
    await page.getByRole('heading', { name: 'Dashboard' }).first().waitFor();
    await openInApp(page, '/hubs/all');
    await page.getByText('Page 1, 200 hubs').waitFor();
    const row1 = await firstRow(page);

    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByText('Page 2, 200 hubs').waitFor();
    await expect.poll(() => firstRow(page)).not.toBe(row1);
    const row2 = await firstRow(page);
    const url2 = page.url();
    expect(new URL(url2).searchParams.get('after')).toBeTruthy();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByText('Page 3, 200 hubs').waitFor();
    await expect.poll(() => firstRow(page)).not.toBe(row2);
    const row3 = await firstRow(page);
    const url3 = page.url();
    expect(url3).not.toBe(url2);
    // A move is its one request: the address it then pushes asks for nothing more.
    expect(hubPages).toHaveLength(3);

    await page.goBack();
    await page.getByText('Page 2, 200 hubs').waitFor();
    await expect.poll(() => firstRow(page)).toBe(row2);
    expect(page.url()).toBe(url2);
    await page.goForward();
    await page.getByText('Page 3, 200 hubs').waitFor();
    await expect.poll(() => firstRow(page)).toBe(row3);

    await page.reload();
    await page.getByText('Page 3, 200 hubs').waitFor();
    await expect.poll(() => firstRow(page)).toBe(row3);
    expect(page.url()).toBe(url3);

    // The address in another browser (a shared link): page 3's rows; the pages before it are not known
    // there, so its number is not said and Previous is "First page".
    const other = await browser.newContext({
      baseURL: new URL(url3).origin,
      viewport: { width: 1280, height: 900 },
    });
    await other.addCookies(await page.context().cookies());
    const shared = await other.newPage();
    await shared.goto(url3);
    await shared.getByText(/^200 hubs$/).waitFor();
    await expect.poll(() => firstRow(shared)).toBe(row3);
    await screenshot(shared, 'pager-shared-link');
    await shared.getByRole('button', { name: 'First page' }).click();
    await shared.getByText('Page 1, 200 hubs').waitFor();
    await expect.poll(() => firstRow(shared)).toBe(row1);
    await other.close();

    await page.goBack();
    await page.getByText('Page 2, 200 hubs').waitFor();
    await page.goBack();
    await page.getByText('Page 1, 200 hubs').waitFor();
    await expect.poll(() => firstRow(page)).toBe(row1);
    expect(new URL(page.url()).search).toBe('');
    await screenshot(page, 'pager-back-to-page-1');
    await page.goBack();
    await page.waitForURL('**/dashboard');
  }, 150_000);

  it('opens the first page, saying why, for an address whose cursor belongs to another filter', async () => {
    const { page } = session;
    // A cursor of the grade A hubs, in the address of the grade B hubs (an edited link).
    const response = await page.request.post('/graphql', {
      data: { query: '{ hubs(filter: { healthGrades: [A] }, first: 2) { pageInfo { endCursor } } }' },
    });
    const body = (await response.json()) as { data: { hubs: { pageInfo: { endCursor: string } } } };
    const cursor = body.data.hubs.pageInfo.endCursor;
    await page.goto(`/hubs/health/B?after=${encodeURIComponent(cursor)}`);
    await page.getByText('This cursor belongs to another filter: start again from the first page.').waitFor();
    await page.getByText(/^Page 1, \d+ hubs$/).waitFor();
    expect(new URL(page.url()).search).toBe('');
    await screenshot(page, 'pager-refused-cursor');
  });
});

// The one Newer/Older pager (web/src/ui/usePager.ts) in a real browser: a page on its way shows and
// takes no second click, and a page that fails to load leaves the rows and the page number that belong
// together, with the error said. The gateway's answer for the next page is held back or replaced by the
// browser (Playwright routing); everything else is the real stack.
import type { Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { screenshot, signedInSession, users } from '../support/browser.js';

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
});

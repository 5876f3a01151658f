import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  baseUrl,
  launchBrowser,
  logIn,
  newPage,
  screenshot,
  signedInPage,
  users,
} from '../support/browser.js';

describe('shell, signature, GraphiQL and sessions', () => {
  let browser: Browser;
  let page: Page;
  beforeAll(async () => {
    browser = await launchBrowser();
    page = await signedInPage(browser, users.staff);
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('slides the menu in and closes it when a menu entry changes the route', async () => {
    await page.getByRole('button', { name: 'Menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    await expect.poll(async () => (await menu.boundingBox())?.x).toBe(0);
    await screenshot(page, 'menu-open');
    await menu.getByRole('link', { name: 'Issues' }).click();
    await page.waitForURL('**/issues');
    // Closed again: slid out of view once the animation is over.
    await expect.poll(async () => (await menu.boundingBox())?.x ?? -1).toBeLessThan(0);
  });

  it('shows a page-not-found screen, with a way back, for a route that does not exist', async () => {
    await page.goto('/no/such/screen');
    await page.getByText('/no/such/screen').waitFor();
    await screenshot(page, 'not-found');
    await page
      .getByRole('link', { name: /dashboard/i })
      .first()
      .click();
    await page.waitForURL('**/dashboard');
  });

  it('opens the signature in a window of its own, with the staff member named', async () => {
    await page.getByRole('button', { name: 'Menu' }).click();
    const [popup] = await Promise.all([
      page.waitForEvent('popup'),
      page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Signature' }).click(),
    ]);
    const signature = popup.getByRole('region', { name: 'Signature' });
    await signature.getByText(users.staff).waitFor();
    await signature.getByText('HUB Administration').waitFor();
    await screenshot(popup, 'signature');
    await popup.close();
  });

  it('serves GraphiQL from the app itself, on the same session, contacting no other host', async () => {
    const origin = new URL(baseUrl()).host;
    const foreign: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.protocol.startsWith('http') && url.host !== origin) foreign.push(request.url());
    });
    await page.goto('/graphiql');
    await page.locator('.graphiql-container').waitFor();
    // GraphiQL fetches the schema by introspection with the page's session cookie.
    await page.getByRole('button', { name: /documentation explorer/i }).click();
    await page.getByText('Query').first().waitFor();
    await page.locator('.graphiql-container .monaco-editor').first().waitFor();
    // The starting query runs as the signed-in staff member.
    await page.getByRole('button', { name: /execute query/i }).click();
    await page.locator('.graphiql-response').getByText('Demo Staff').waitFor();
    await screenshot(page, 'graphiql');
    expect(foreign).toEqual([]);
  });

  it('logs the user out when the session is no longer valid upstream', async () => {
    const other = await newPage(browser);
    await logIn(other, users.staff);
    await other.waitForURL('**/dashboard');
    const context = other.context();
    const [cookie] = (await context.cookies()).filter((c) => c.httpOnly);
    expect(cookie).toBeDefined();
    await context.addCookies([{ ...cookie!, value: 'forged-or-expired-token' }]);
    await other.reload();
    await other.getByRole('link', { name: 'Click here to log in' }).waitFor();
    // The gateway cleared the bad cookie rather than keep sending it.
    expect((await context.cookies()).filter((c) => c.httpOnly && c.value)).toEqual([]);
  });

  it('stays usable on an 800 px wide window', async () => {
    const narrow = await browser.newContext({ baseURL: baseUrl(), viewport: { width: 800, height: 900 } });
    const small = await narrow.newPage();
    await logIn(small, users.admin);
    await small.waitForURL('**/dashboard');
    await small.getByRole('region', { name: 'Health grades' }).waitFor();
    await screenshot(small, 'dashboard-800px');
    await narrow.close();
  });
});

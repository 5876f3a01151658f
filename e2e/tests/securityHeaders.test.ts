// The app and GraphiQL under the gateway's Content-Security-Policy (issue 16 item 11): no inline or
// evaluated script is allowed, so every screen must run from the app's own files. The browser reports a
// blocked script, style, worker or connection as a console message and a securitypolicyviolation event;
// there must be none, and the screens must still work.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { connectBrowser, logIn, newPage, screenshot, users } from '../support/browser.js';

describe('Content-Security-Policy in the browser', () => {
  let browser: Browser;
  let page: Page;
  const violations: string[] = [];

  beforeAll(async () => {
    browser = await connectBrowser();
    page = await newPage(browser);
    page.on('console', (message) => {
      if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text());
    });
    // Injected by the browser driver, so the policy does not apply to this script itself.
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) =>
        console.error(`Refused to load (CSP ${event.violatedDirective}): ${event.blockedURI}`),
      );
    });
  });
  afterAll(() => browser?.close());

  it('serves the app with the policy, and it signs in and shows the dashboard', async () => {
    const response = await page.goto('/login');
    const headers = response?.headers() ?? {};
    expect(headers['content-security-policy']).toContain("script-src 'self'");
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(headers['x-content-type-options']).toBe('nosniff');
    await logIn(page, users.admin);
    await page.waitForURL('**/dashboard');
    // The panels load their data over /graphql (connect-src 'self') and draw their bars.
    const grades = page.getByRole('region', { name: 'Health grades' });
    await grades.getByRole('link', { name: /^Grade A: \d+ hubs$/ }).waitFor();
    await page.getByRole('region', { name: 'Software versions' }).getByRole('link').first().waitFor();
    await screenshot(page, 'csp-dashboard');
    expect(violations).toEqual([]);
  });

  it('runs GraphiQL: its editor, its workers and a query', async () => {
    await page.goto('/graphiql');
    await page.locator('.graphiql-container .monaco-editor').first().waitFor();
    await page.getByRole('button', { name: /execute query/i }).click();
    await page.locator('.graphiql-response').getByText('Demo Admin').waitFor();
    await screenshot(page, 'csp-graphiql');
    expect(violations).toEqual([]);
  });

  it('refuses a script injected into the page (and this test sees the refusal)', async () => {
    const ran = await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.injectedRan = true;';
      document.body.append(script);
      return (window as unknown as { injectedRan?: boolean }).injectedRan === true;
    });
    expect(ran).toBe(false);
    await expect.poll(() => violations.length).toBeGreaterThan(0);
    violations.length = 0;
  });
});

// Debian's Chromium driven by playwright-core (Playwright's own browser download cannot run here).
// Screenshots of each screen are kept in e2e/artifacts/ as test artifacts.
import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type Page } from 'playwright-core';
import { inject } from 'vitest';

const artifacts = join(dirname(fileURLToPath(import.meta.url)), '../artifacts');

export const baseUrl = () => inject('baseUrl');
export const demoPassword = () => inject('demoPassword');

export const users = {
  admin: 'admin@hubs.example',
  staff: 'staff@hubs.example',
} as const;

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

export async function newPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: baseUrl(), viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  return page;
}

export async function logIn(page: Page, email: string, goto?: string): Promise<void> {
  await page.goto(goto ? `/login?goto=${encodeURIComponent(goto)}` : '/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(demoPassword());
  await page.getByRole('button', { name: 'Log In' }).click();
}

/** A fresh browser context signed in as the given user, on the dashboard. */
export async function signedInPage(browser: Browser, email: string): Promise<Page> {
  const page = await newPage(browser);
  await logIn(page, email);
  await page.waitForURL('**/dashboard');
  return page;
}

export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(artifacts, { recursive: true });
  await page.screenshot({ path: join(artifacts, `${name}.png`), fullPage: true });
}

// Debian's Chromium driven by playwright-core (Playwright's own browser download cannot run here).
// Screenshots of each screen are kept in e2e/artifacts/ as test artifacts.
import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';

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
  // E2E_CPU_THROTTLE=4 runs each page on a CPU four times slower (Chromium's own throttling): renders
  // then lag the address bar and the network as on a staff member's busy laptop, which brings races
  // between a person's actions and React's rendering out in every run instead of once in many.
  const throttle = Number(process.env.E2E_CPU_THROTTLE ?? 1);
  if (throttle > 1) {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttle });
  }
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
  // Booted: the shell knows who is signed in once Apollo Client's chunk has loaded and `me` has answered
  // (the header then shows the person's name). A test that acts before that races the app's start-up.
  await page.locator('header a[href="/account/tokens"]').waitFor();
  return page;
}

export interface SignedInSession {
  readonly browser: Browser;
  readonly page: Page;
}

/**
 * The hooks nearly every spec file starts with: before the suite, launch Chromium and sign in as `email`
 * (on the dashboard); after it, close the browser. `browser` and `page` are set once that beforeAll has
 * run, so the suite's own later beforeAll hooks and its tests can use them.
 */
export function signedInSession(email: string): SignedInSession {
  let browser: Browser | undefined;
  let page: Page | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
    page = await signedInPage(browser, email);
  });
  afterAll(async () => {
    await browser?.close();
  });
  const ready = <T>(value: T | undefined, name: string): T => {
    if (value === undefined) throw new Error(`signedInSession: ${name} is used before its beforeAll has run`);
    return value;
  };
  return {
    get browser() {
      return ready(browser, 'browser');
    },
    get page() {
      return ready(page, 'page');
    },
  };
}

export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(artifacts, { recursive: true });
  await page.screenshot({ path: join(artifacts, `${name}.png`), fullPage: true });
}

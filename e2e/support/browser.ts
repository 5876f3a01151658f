// Debian's Chromium (support/chromium.ts) driven by playwright-core.
// Screenshots of each screen are kept in e2e/artifacts/ as test artifacts.
import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type Download, type Page } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';

const artifacts = join(dirname(fileURLToPath(import.meta.url)), '../artifacts');

export const baseUrl = () => inject('baseUrl');
export const demoPassword = () => inject('demoPassword');

export const users = {
  admin: 'admin@hubs.example',
  staff: 'staff@hubs.example',
} as const;

/**
 * A connection to the run's shared Chromium (started once by support/stack.ts). Closing it closes the
 * contexts this file opened and leaves the browser running for the next file.
 */
export function connectBrowser(): Promise<Browser> {
  return chromium.connect(inject('browserEndpoint'));
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
    browser = await connectBrowser();
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

/**
 * Counts the page's requests in flight. `idle()` resolves once none has been for `idleMs`: what
 * Playwright's 'networkidle' does with a fixed 500 ms, which a walk over fifty screens paid at every one.
 */
export function watchNetwork(page: Page) {
  let inFlight = 0;
  let changed = performance.now();
  const started = () => {
    inFlight += 1;
    changed = performance.now();
  };
  const ended = () => {
    inFlight -= 1;
    changed = performance.now();
  };
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  return {
    async idle(idleMs = 250, timeoutMs = 15_000): Promise<void> {
      const until = performance.now() + timeoutMs;
      // Quiet from now on, too: a navigation just begun may not have sent its first request yet.
      changed = Math.max(changed, performance.now());
      while (performance.now() < until) {
        if (inFlight <= 0 && performance.now() - changed >= idleMs) return;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    stop() {
      page.off('request', started);
      page.off('requestfinished', ended);
      page.off('requestfailed', ended);
    },
  };
}

/**
 * Goes to `route` the way a link in the app does (the router's history, no new document): for walks over
 * many screens, where loading the app again for each one would be most of the time.
 */
export async function openInApp(page: Page, route: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, route);
}

/** A download's contents as text (read through the browser connection: the file is on its side). */
export async function downloadedText(download: Download): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(artifacts, { recursive: true });
  await page.screenshot({ path: join(artifacts, `${name}.png`), fullPage: true });
}

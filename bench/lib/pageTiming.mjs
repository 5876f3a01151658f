// Time from navigation to a screen being usable, in Debian's Chromium through playwright-core (the
// browser the e2e tests drive). Measured in the page: performance.now() is milliseconds since the
// navigation started, read by a requestAnimationFrame poll at the first frame where the screen is done.
// Each screen is opened first in a fresh browser context (empty HTTP cache: a first visit), then again
// several times (scripts cached: a repeat visit, e.g. a reload or a link from another tab).
/* global document -- the ready checks run in the page */
import { chromium } from 'playwright-core';
import { median } from './stats.mjs';

const LOGIN = `mutation ($email: String!, $password: String!) { login(email: $email, password: $password) { token } }`;

/** The dashboard's counts: every panel shows its links (health grades, versions, issue statuses). */
function dashboardReady() {
  const has = (selector) => document.querySelector(selector) !== null;
  return has('a[aria-label^="Grade A:"]') &&
    has('a[aria-label^="Version "]') &&
    has('a[aria-label$=" issues"]')
    ? performance.now()
    : false;
}

/** The hub overview: heading, the State panel's rows and the Information panel loaded (its Edit button). */
function overviewReady() {
  const state = document.querySelector('section[aria-label="State"]');
  const info = document.querySelector('section[aria-label="Information"]');
  if (!state || !info || !document.querySelector('h1')) return false;
  if (!state.textContent.includes('Last seen')) return false;
  if (![...info.querySelectorAll('button')].some((b) => b.textContent.trim() === 'Edit')) return false;
  return performance.now();
}

/** A browser context signed in through the API (its HTTP cache still empty). Area benchmarks use it too. */
export async function signedInContext(browser, baseUrl, email, password) {
  const context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 1280, height: 900 } });
  // Signing in through the API keeps the HTTP cache empty for the first navigation.
  const res = await context.request.post('/graphql', {
    data: { query: LOGIN, variables: { email, password } },
  });
  const body = await res.json();
  if (!body.data?.login?.token) throw new Error(`sign-in failed: ${JSON.stringify(body.errors)}`);
  return context;
}

async function timeScreen(browser, baseUrl, login, path, ready, repeats) {
  const context = await signedInContext(browser, baseUrl, login.email, login.password);
  const page = await context.newPage();
  page.setDefaultTimeout(30_000);
  const once = async () => {
    await page.goto(path, { waitUntil: 'commit' });
    const handle = await page.waitForFunction(ready, undefined, { polling: 'raf' });
    return handle.jsonValue();
  };
  const first = await once();
  const again = [];
  for (let i = 0; i < repeats; i++) again.push(await once());
  await context.close();
  return {
    first,
    repeatMedian: median(again),
    repeatMin: Math.min(...again),
    repeatMax: Math.max(...again),
    repeats,
  };
}

/** Debian's Chromium (or CHROMIUM_PATH), headless, as the e2e tests drive it. */
export function launchChromium() {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-sync',
    ],
  });
}

export async function pageTimings({ baseUrl, login, hubId, repeats = 5 }) {
  const browser = await launchChromium();
  try {
    return [
      {
        screen: 'Dashboard: counts visible',
        path: '/dashboard',
        ...(await timeScreen(browser, baseUrl, login, '/dashboard', dashboardReady, repeats)),
      },
      {
        screen: 'Hub overview: fully rendered',
        path: `/hub/${hubId}`,
        ...(await timeScreen(browser, baseUrl, login, `/hub/${hubId}`, overviewReady, repeats)),
      },
    ];
  } finally {
    await browser.close();
  }
}

// Time from navigation to a screen being usable, in Debian's Chromium through playwright-core (the
// browser the e2e tests drive). Measured in the page: performance.now() is milliseconds since the
// navigation started, read by a requestAnimationFrame poll at the first frame where the screen is done.
// Each screen is opened first in a fresh browser context (empty HTTP cache: a first visit), then again
// several times (scripts cached: a repeat visit, e.g. a reload or a link from another tab).
/* global document -- the ready checks run in the page */
import { chromium } from 'playwright-core';
import { median } from './stats.mjs';
import { chromiumOptions } from '../../e2e/support/chromiumOptions.mjs';

/** The key of web/src/app/auth/signedInHint.ts. */
const SIGNED_IN_FLAG = 'hubadmin.signedIn';

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
  // A person who signed in on the login page has the app's signed-in flag in localStorage
  // (web/src/app/auth/signedInHint.ts), which lets route loaders start a screen's request at once; signing in
  // through the API does not set it, so it is set here as the login page would have.
  const context = await browser.newContext({
    baseURL: baseUrl,
    viewport: { width: 1280, height: 900 },
    storageState: {
      cookies: [],
      origins: [{ origin: new URL(baseUrl).origin, localStorage: [{ name: SIGNED_IN_FLAG, value: '1' }] }],
    },
  });
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
  return chromium.launch(chromiumOptions());
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

// --- Any screen's time to content, hard and in-app navigation (bench/screens) ----------------------

/* global window, history, PopStateEvent */
/**
 * Runs in the page before the app: notes every GraphQL request (operation, variables, start and end in
 * performance.now() time) and how many are in flight, so "content" can mean "the screen's answers are in
 * and drawn" for any screen without a ready check of its own.
 */
function watchGraphql() {
  const log = { requests: [], pending: 0 };
  window.__screenRequests = log;
  const original = window.fetch;
  window.fetch = async (input, init) => {
    let body = null;
    try {
      body = typeof init?.body === 'string' ? JSON.parse(init.body) : null;
    } catch {
      // not a GraphQL request
    }
    if (!body?.operationName) return original(input, init);
    const entry = {
      operation: body.operationName,
      variables: body.variables ?? {},
      start: performance.now(),
    };
    log.requests.push(entry);
    log.pending++;
    try {
      const response = await original(input, init);
      const text = response.text.bind(response);
      response.text = async () => {
        try {
          return await text();
        } finally {
          entry.end = performance.now();
          log.pending--;
        }
      };
      return response;
    } catch (error) {
      entry.end = performance.now();
      log.pending--;
      throw error;
    }
  };
}

/**
 * True (the time) at the second animation frame in a row where: a GraphQL request of the screen (not the
 * signed-in user's) started after `since` and every request has been answered, no lazy screen is still
 * opening, no row is still busy and the main area shows no "Loading" text. Two quiet frames, so the gap
 * between one request wave and the next does not count as done.
 */
function screenContent(since) {
  const log = window.__screenRequests;
  if (!log) return false;
  const quiet =
    log.pending === 0 &&
    log.requests.some((r) => r.start >= since && r.operation !== 'CurrentUser_Query') &&
    !document.querySelector('[aria-label="Opening screen"], [aria-busy="true"]') &&
    !/Loading/.test((document.querySelector('main') ?? document.body).textContent);
  if (!quiet) {
    log.quietSince = undefined;
    log.quietFrames = 0;
    return false;
  }
  log.quietSince ??= performance.now();
  log.quietFrames = (log.quietFrames ?? 0) + 1;
  return log.quietFrames >= 2 ? log.quietSince - since : false;
}

/** The GraphQL requests the page sent since `since`: operation, variables, and the number of waves. */
function requestsSince(since) {
  const requests = window.__screenRequests.requests.filter((r) => r.start >= since);
  // A wave: requests sent before any request of the wave before was answered (so none waited for another).
  let waves = 0;
  let firstAnswer = Infinity;
  for (const r of [...requests].sort((a, b) => a.start - b.start)) {
    if (waves === 0 || r.start >= firstAnswer) {
      waves++;
      firstAnswer = r.end ?? Infinity;
    } else firstAnswer = Math.min(firstAnswer, r.end ?? Infinity);
  }
  return { requests: requests.map((r) => ({ operation: r.operation, variables: r.variables })), waves };
}

/**
 * Time to content of each screen in Chromium, median of `runs`: on a hard navigation (page.goto, the app's
 * code from the HTTP cache after one unrecorded visit) and on an in-app navigation (the router told of a
 * new location, as a link click does, from `from`'s screen). Also returns the GraphQL requests and waves
 * the hard navigation sent, which is what the screen asks of the gateway.
 */
export async function screenTimings({ baseUrl, login, screens, runs = 3, timeoutMs = 20_000 }) {
  const browser = await launchChromium();
  try {
    const context = await signedInContext(browser, baseUrl, login.email, login.password);
    await context.addInitScript(watchGraphql);
    const page = await context.newPage();
    page.setDefaultTimeout(timeoutMs);
    const content = (since) =>
      page
        .waitForFunction(screenContent, since, { polling: 'raf', timeout: timeoutMs })
        .then((handle) => handle.jsonValue())
        .catch(() => null);
    const results = [];
    for (const screen of screens) {
      const hard = [];
      let sent = null;
      for (let i = 0; i <= runs; i++) {
        await page.goto(screen.path, { waitUntil: 'commit' });
        const time = await content(0);
        if (i === 0) continue; // fills the HTTP cache with the screen's code
        sent ??= await page.evaluate(requestsSince, 0);
        if (time !== null) hard.push(time);
      }
      const inApp = [];
      for (let i = 0; i < runs; i++) {
        await page.goto(screen.from, { waitUntil: 'commit' });
        await content(0);
        const since = await page.evaluate((path) => {
          const t0 = performance.now();
          history.pushState({}, '', path);
          window.dispatchEvent(new PopStateEvent('popstate', { state: {} }));
          return t0;
        }, screen.path);
        const time = await content(since);
        if (time !== null) inApp.push(time);
      }
      results.push({
        ...screen,
        hard: hard.length ? median(hard) : null,
        inApp: inApp.length ? median(inApp) : null,
        requests: sent?.requests ?? [],
        waves: sent?.waves ?? 0,
      });
    }
    await context.close();
    return results;
  } finally {
    await browser.close();
  }
}

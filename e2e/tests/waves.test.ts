// Issue 19, "one wave per screen": on a hard navigation (a fresh document load, signed in) each screen's
// GraphQL requests are counted, and so are their waves. A wave is the requests that start before any
// earlier GraphQL response has ended: a request that starts after some answer arrived waited for it (or
// for code it loaded), so it adds a round trip. Budgets (docs/performance.md "How a screen loads"):
// dashboard and hub overview at most 2 requests (the signed-in user + the screen) in 1 wave; every other
// screen 1 request besides the signed-in user.
//
// One shared stack and one signed-in browser for the whole file; each screen is one page.goto.
import type { Page, Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signedInSession, users } from '../support/browser.js';
import { MENU_SCREENS } from '../support/screens.js';
import { graphql } from './hubTabsHelpers.js';

interface Sent {
  operation: string;
  start: number;
  end: number;
}

/** The number of waves: the longest chain of requests each started after the previous one's answer. */
export function waves(sent: readonly Sent[]): number {
  const depth = new Map<Sent, number>();
  const ordered = [...sent].sort((a, b) => a.start - b.start);
  for (const request of ordered) {
    const before = ordered.filter((earlier) => earlier !== request && earlier.end <= request.start);
    depth.set(request, 1 + Math.max(0, ...before.map((earlier) => depth.get(earlier) ?? 1)));
  }
  return Math.max(0, ...depth.values());
}

async function quiet(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => undefined);
  await expect
    .poll(() => page.getByText(/^(Fetching data\.\.\.|Loading\.{3}|Loading…|Opening…)$/).count(), {
      timeout: 15_000,
      interval: 200,
    })
    .toBe(0);
  await page
    .getByRole('progressbar')
    .or(page.getByLabel('Opening screen'))
    .first()
    .waitFor({ state: 'hidden' });
}

/**
 * Loads `path` as a new document and records every GraphQL request it sends until the screen is quiet;
 * `scripts`, when given, receives the JavaScript chunks fetched meanwhile (operation: the file name).
 */
async function hardNavigation(page: Page, path: string, scripts?: Sent[]): Promise<Sent[]> {
  const open = new Map<Request, Sent>();
  const sent: Sent[] = [];
  const started = (request: Request) => {
    const url = new URL(request.url());
    if (scripts && url.pathname.endsWith('.js')) {
      const entry = {
        operation: url.pathname.split('/').pop() ?? '?',
        start: performance.now(),
        end: Infinity,
      };
      open.set(request, entry);
      scripts.push(entry);
      return;
    }
    if (!request.url().endsWith('/graphql')) return;
    const body = request.postDataJSON() as { operationName?: string } | null;
    const entry = { operation: body?.operationName ?? '?', start: performance.now(), end: Infinity };
    open.set(request, entry);
    sent.push(entry);
  };
  const ended = (request: Request) => {
    const entry = open.get(request);
    if (entry) entry.end = performance.now();
  };
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  try {
    await page.goto(path);
    await quiet(page);
  } finally {
    page.off('request', started);
    page.off('requestfinished', ended);
    page.off('requestfailed', ended);
  }
  return sent;
}

const describeSent = (sent: readonly Sent[]) =>
  sent.map((s) => `${s.operation} @${Math.round(s.start)}–${Math.round(s.end)}`).join(', ');

const SIGNED_IN_USER = 'CurrentUser_Query';

// The module each hub tab's code chunk is named for (Vite names a lazy chunk after its module).
const HUB_TAB_CHUNKS: Record<string, string> = {
  '/health': 'HubHealthPage',
  '/comms': 'HubCommsPage',
  '/actions': 'HubActionsPage',
  '/meter_readings': 'MeterPages',
  '/schedule': 'HubSchedulePage',
  '/messages': 'HubMessagesPage',
  '/installation': 'HubInstallationPage',
  '/pairings': 'HubPairingsPage',
  '/spend': 'HubSpendPage',
  '/oil': 'HubOilPage',
  '/reboots': 'FaultPages',
};

// Every hub tab except the overview (the overview has the stricter budget above).
const HUB_TABS = [
  '/health',
  '/comms',
  '/actions',
  '/meter_readings',
  '/schedule',
  '/messages',
  '/installation',
  '/pairings',
  '/spend',
  '/oil',
  '/reboots',
];

describe('one wave per screen', () => {
  const session = signedInSession(users.admin);
  let hubId = 0;

  it('dashboard: at most 2 GraphQL requests (signed-in user + screen), in 1 wave', async () => {
    const sent = await hardNavigation(session.page, '/dashboard');
    await session.page.getByRole('link', { name: /^Grade A: \d+ hubs$/ }).waitFor();
    expect(sent.length, describeSent(sent)).toBeLessThanOrEqual(2);
    expect(waves(sent), describeSent(sent)).toBe(1);
  });

  it('hub overview: at most 2 GraphQL requests, in 1 wave, with every panel filled', async () => {
    const data = await graphql<{ hubs: { edges: Array<{ node: { id: number } }> } }>(
      session.page,
      '{ hubs(first: 1) { edges { node { id } } } }',
    );
    hubId = data.hubs.edges[0]!.node.id;
    const sent = await hardNavigation(session.page, `/hub/${hubId}`);
    for (const panel of ['Information', 'State', 'Issues'])
      await expect(session.page.locator(`section[aria-label="${panel}"]`).isVisible()).resolves.toBe(true);
    expect(sent.length, describeSent(sent)).toBeLessThanOrEqual(2);
    expect(waves(sent), describeSent(sent)).toBe(1);
  });

  it('every other screen: 1 GraphQL request besides the signed-in user', async () => {
    const over: string[] = [];
    for (const path of MENU_SCREENS) {
      const sent = await hardNavigation(session.page, path);
      const screen = sent.filter((s) => s.operation !== SIGNED_IN_USER);
      if (screen.length > 1) over.push(`${path}: ${describeSent(screen)}`);
    }
    expect(over, over.join('\n')).toEqual([]);
  });

  it('every hub tab: 1 GraphQL request besides the signed-in user, started beside its code', async () => {
    expect(hubId).toBeGreaterThan(0);
    const over: string[] = [];
    const late: string[] = [];
    // The browser's cache off, so each tab's chunk is fetched (and seen) on its hard navigation.
    const cdp = await session.page.context().newCDPSession(session.page);
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    try {
      for (const suffix of HUB_TABS) {
        const scripts: Sent[] = [];
        const sent = await hardNavigation(session.page, `/hub/${hubId}${suffix}`, scripts);
        const screen = sent.filter((s) => s.operation !== SIGNED_IN_USER);
        if (screen.length > 1) over.push(`${suffix}: ${describeSent(screen)}`);
        // The route's loader starts the tab's query beside its chunk: the request is sent before the
        // chunk has arrived. Without a preload it would wait for the chunk to load and render.
        const chunk = scripts.find((s) => s.operation.startsWith(`${HUB_TAB_CHUNKS[suffix]}-`));
        const data = screen[0];
        if (!chunk || !data || data.start >= chunk.end)
          late.push(
            `${suffix}: ${describeSent(screen)}; chunk ${chunk ? describeSent([chunk]) : 'not seen'}`,
          );
      }
    } finally {
      await cdp.send('Network.setCacheDisabled', { cacheDisabled: false });
      await cdp.detach();
    }
    expect(over, over.join('\n')).toEqual([]);
    expect(late, late.join('\n')).toEqual([]);
  });
});

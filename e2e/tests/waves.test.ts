// Issue 19, "one wave per screen": on a hard navigation (a fresh document load, signed in) each screen's
// GraphQL requests are counted, and so are their waves. A wave is the requests that start before any
// earlier GraphQL response has ended: a request that starts after some answer arrived waited for it (or
// for code it loaded), so it adds a round trip. Budgets (docs/performance.md "How a screen loads"):
// dashboard and hub overview at most 2 requests (the signed-in user + the screen) in 1 wave; every other
// screen (MENU_SCREENS, the hub tabs and the leads dashboard's panels) 1 request besides the signed-in
// user, sent before the screen's code chunk has arrived (its route loader starts it beside the chunk), with the browser's cache off.
//
// One shared stack and one signed-in browser for the whole file; each screen is one page.goto.
import type { Page, Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signedInSession, users, watchNetwork } from '../support/browser.js';
import { MENU_SCREENS } from '../support/screens.js';
import { graphql } from './hubTabsHelpers.js';

interface Sent {
  operation: string;
  /** The request's `after` variable (a list's page), when it has one. */
  after?: unknown;
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

async function quiet(page: Page, network: ReturnType<typeof watchNetwork>): Promise<void> {
  // Nothing in flight for 300 ms (a late request still counts: the listeners stay on until the loading
  // texts and bars below have gone too).
  await network.idle(300);
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
function hardNavigation(page: Page, path: string, scripts?: Sent[]): Promise<Sent[]> {
  return recordWhile(page, () => page.goto(path), scripts);
}

/** Records every GraphQL request sent from `act` until the screen is quiet (see hardNavigation). */
async function recordWhile(page: Page, act: () => Promise<unknown>, scripts?: Sent[]): Promise<Sent[]> {
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
    const body = request.postDataJSON() as {
      operationName?: string;
      variables?: Record<string, unknown>;
    } | null;
    const entry = {
      operation: body?.operationName ?? '?',
      after: body?.variables?.['after'],
      start: performance.now(),
      end: Infinity,
    };
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
  const network = watchNetwork(page);
  try {
    await act();
    await quiet(page, network);
  } finally {
    network.stop();
    page.off('request', started);
    page.off('requestfinished', ended);
    page.off('requestfailed', ended);
  }
  return sent;
}

const describeSent = (sent: readonly Sent[]) =>
  sent.map((s) => `${s.operation} @${Math.round(s.start)}–${Math.round(s.end)}`).join(', ');

const SIGNED_IN_USER = 'CurrentUser_Query';

// The module each screen's code chunk is named for (Vite names a lazy chunk after its module); null for a
// screen that loads no data on entry (it must send none).
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

const MENU_SCREEN_CHUNKS: Record<string, string | null> = {
  '/account/tokens': 'AccessTokensPage',
  // /admin opens the profiles: its loader starts their request beside its own (redirecting) code.
  '/admin': 'AdminHome',
  '/admin/configuration': 'ConfigurationPage',
  '/admin/profiles': 'ProfilesPage',
  '/admin/queries': 'QueriesPage',
  '/allmeters': 'MeterPages',
  '/customertypes': 'LookupTablePage',
  '/firmwares': 'FirmwaresPage',
  '/firmwaresets': 'FirmwareSetsPage',
  '/glitches': 'FaultPages',
  '/hubs/all': 'AllHubsPage',
  '/hubs/version/1.1.4': 'AllHubsPage',
  '/hubs/health/C': 'AllHubsPage',
  '/hubs/new': 'OtherHubListsPage',
  '/hubs/problems': 'OtherHubListsPage',
  '/hubs/reboots': 'FaultPages',
  '/hubs/wire_mode_changed': 'OtherHubListsPage',
  '/issues': 'IssuesPage',
  '/mastersheet': null,
  '/messages': 'MessagesPage',
  '/newmessage': null,
  '/stock/all': 'AllStockPage',
  '/stock/install_upload': null,
  '/stock/installations': 'InstallationsPage',
  '/stock/summary': 'StockSummaryPage',
};

// Every hub tab except the overview (the overview has the stricter budget above).
const HUB_TABS = Object.keys(HUB_TAB_CHUNKS);

// The leads dashboard's panels (/mastersheet?panel=…): the route's loader starts the open panel's one
// request (its grid's first window with the total, and the lookups the grid needs) beside the panel's code
// chunk, named here. A search in the address is asked for in that request too (the grid then sends
// nothing); its conversion is the grid's own code, fetched first, so only the count is asserted for it.
const LEADS_PANELS: ReadonlyArray<readonly [path: string, chunk: string | null, beforeChunk: boolean]> = [
  ['/mastersheet?panel=master', 'MasterSheetPanel', true],
  ['/mastersheet?panel=leads', 'NewLeadsPanel', true],
  ['/mastersheet?panel=ecms', 'EcmsPanel', true],
  ['/mastersheet?panel=ecms&view=raw', 'EcmsPanel', true],
  ['/mastersheet?panel=reports', 'InstallationReportsGrid', true],
  ['/mastersheet?panel=reports&f.city=Cork', 'InstallationReportsGrid', false],
  ['/mastersheet?panel=upload', null, true],
];

/**
 * Loads each path as a new document with the browser's cache off, so each screen's chunk is fetched (and
 * seen) on its hard navigation, and returns what was wrong: more than one request besides the signed-in
 * user, or a screen request not sent before its chunk had arrived (the route's loader starts the query
 * beside the chunk; without a preload it would wait for the chunk to load and render), or any request
 * from a screen that loads nothing on entry. `beforeChunk` false (a screen whose document loads lazily):
 * only its one request, and its chunk, are checked.
 */
async function besideTheCode(
  page: Page,
  screens: ReadonlyArray<readonly [path: string, chunk: string | null | undefined, beforeChunk: boolean]>,
): Promise<{ over: string[]; late: string[] }> {
  const over: string[] = [];
  const late: string[] = [];
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  try {
    for (const [path, chunkName, beforeChunk] of screens) {
      const scripts: Sent[] = [];
      const sent = await hardNavigation(page, path, scripts);
      const screen = sent.filter((s) => s.operation !== SIGNED_IN_USER);
      if (screen.length > (chunkName === null ? 0 : 1)) over.push(`${path}: ${describeSent(screen)}`);
      if (chunkName === null) continue;
      if (chunkName === undefined) {
        late.push(`${path}: its chunk is not named in MENU_SCREEN_CHUNKS`);
        continue;
      }
      const chunk = scripts.find((s) => s.operation.startsWith(`${chunkName}-`));
      if (!beforeChunk) {
        if (!chunk || screen.length !== 1)
          late.push(`${path}: ${describeSent(screen)}; chunk ${chunk ? 'seen' : 'not seen'}`);
        continue;
      }
      const data = screen[0];
      if (!chunk || !data || data.start >= chunk.end)
        late.push(`${path}: ${describeSent(screen)}; chunk ${chunk ? describeSent([chunk]) : 'not seen'}`);
    }
  } finally {
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: false });
    await cdp.detach();
  }
  return { over, late };
}

describe('one wave per screen', () => {
  const session = signedInSession(users.admin);
  let hubId = 0;

  it('dashboard: at most 2 GraphQL requests (signed-in user + screen), in 1 wave', async () => {
    const sent = await hardNavigation(session.page, '/dashboard');
    await session.page.getByRole('link', { name: /^Grade A: \d+ hubs$/ }).waitFor();
    expect(sent.length, describeSent(sent)).toBeLessThanOrEqual(2);
    expect(waves(sent), describeSent(sent)).toBe(1);
  });

  it("a signed-in hard navigation fetches Apollo Client's chunk beside the entry, not after it", async () => {
    // The gateway names the chunk in a Link header when the request carries the session cookie
    // (gateway/src/http/staticFiles.ts): without it the chunk would be asked for once the entry has run.
    const cdp = await session.page.context().newCDPSession(session.page);
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    const scripts: Sent[] = [];
    try {
      await hardNavigation(session.page, '/dashboard', scripts);
    } finally {
      await cdp.send('Network.setCacheDisabled', { cacheDisabled: false });
      await cdp.detach();
    }
    const entry = scripts.find((s) => s.operation.startsWith('index-'));
    const apollo = scripts.find((s) => s.operation.startsWith('apollo-'));
    expect(entry && apollo, describeSent(scripts)).toBeTruthy();
    expect(apollo!.start, describeSent(scripts)).toBeLessThan(entry!.end);
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

  it('every menu screen: its one request, sent before its code has arrived', async () => {
    const { over, late } = await besideTheCode(
      session.page,
      MENU_SCREENS.map((path) => [path, MENU_SCREEN_CHUNKS[path], true] as const),
    );
    expect(over, over.join('\n')).toEqual([]);
    expect(late, late.join('\n')).toEqual([]);
  });

  it("every leads dashboard panel: its one request, sent before the panel's code has arrived", async () => {
    const { over, late } = await besideTheCode(session.page, LEADS_PANELS);
    expect(over, over.join('\n')).toEqual([]);
    expect(late, late.join('\n')).toEqual([]);
  });

  it('every hub tab: 1 GraphQL request besides the signed-in user, started beside its code', async () => {
    expect(hubId).toBeGreaterThan(0);
    const { over, late } = await besideTheCode(
      session.page,
      HUB_TABS.map((suffix) => [`/hub/${hubId}${suffix}`, HUB_TAB_CHUNKS[suffix] ?? null, true] as const),
    );
    expect(over, over.join('\n')).toEqual([]);
    expect(late, late.join('\n')).toEqual([]);
  });

  // A list's page is in its address (?after=, ui/usePager.ts), a history entry each; the route's loader
  // asks for that page, so a reload of page 2 is one request for page 2 (it was page 1, then page 2), and
  // so is Back to it from a hub, or none where the page is still in Apollo's cache (the lists read
  // cache-first). The move itself is its one request: the address it then pushes runs no loader.
  it.each([
    ['/hubs/all', 'Next', 'Previous', 'AllHubsPage_Query', 1],
    ['/glitches', 'Older', 'Newer', 'GlitchLog_Query', 0],
    ['/issues', 'Older', 'Newer', 'IssuesPage_Query', 0],
  ])(
    '%s on its second page, reloaded or returned to with Back: one request, for that page',
    async (path, older, newer, operation, backRequests) => {
      const { page } = session;
      await hardNavigation(page, path);
      const moved = await recordWhile(page, () =>
        page.getByRole('button', { name: older, exact: true }).first().click(),
      );
      const cursor = moved.at(-1)?.after;
      expect(typeof cursor, describeSent(moved)).toBe('string');

      const reloaded = await recordWhile(page, () => page.reload());
      const screen = reloaded.filter((s) => s.operation !== SIGNED_IN_USER);
      expect(screen.map((s) => [s.operation, s.after])).toEqual([[operation, cursor]]);

      // Opening a hub from the list (in-app), then Back: the list's loader runs again.
      await recordWhile(page, () => page.locator('main a[href^="/hub/"]').first().click());
      expect(new URL(page.url()).pathname).toMatch(/^\/hub\/\d+$/);
      const back = await recordWhile(page, () => page.goBack());
      expect(back.map((s) => [s.operation, s.after])).toEqual(
        Array.from({ length: backRequests }, () => [operation, cursor]),
      );
      // The second page is on screen again: its Newer button leads back to the first.
      await expect
        .poll(() => page.getByRole('button', { name: newer, exact: true }).first().isEnabled())
        .toBe(true);
      // The address names the page (?after=<cursor>, usePager): what a reload or a shared link opens.
      expect(new URL(page.url()).pathname).toBe(path);
      expect(new URL(page.url()).searchParams.get('after')).toBe(cursor);
    },
  );
});

// Walks every screen of the app as an administrator and reads what a person sees, for the three things
// issue 18 found on screens staff use (checked on every screen so a new one cannot bring them back):
//
// 1. No setting name (DASHBOARD_URL, QUERY_SOURCES): it belongs in the README and the admin configuration
//    screen (/admin/configuration, the one screen allowed to name them), never in a sentence for staff. A
//    setting name is any name that screen lists, or an upper-case name with an underscore ending the way
//    settings do (_URL, _KEY, _TOKEN, _SECRET, _PASSWORD, _PORT, _DIR, _PATH, _PREFIX, _MS, _SOURCES).
//    Upper-case data the spec itself names is not a setting: job statuses (JOB_COMPLETED) and a hub's
//    reboot reasons (TASK_WDT) are shown as the spec and the hubs word them.
// 2. No raw schema-validation text ("must NOT have …", "must be equal to …", "A value has the wrong format
//    …"): a refusal names the field and the limit in plain words.
// 3. No placeholder that looks like data. THE RULE: a placeholder either starts with "e.g. " (an example,
//    read as one), or is a hint made of words only — letters, spaces and the punctuation of a sentence
//    ( , ; ' ’ … ? ( ) - ) and no digits, slashes, dots, colons or @. "Hub serial, id, name or machine id"
//    passes; "81.17.240.0/24", "dd/mm/yyyy" and "3 or more characters" do not.
//
// GraphiQL (/graphiql) is left out: it is the schema's own explorer, where enum values such as UNDER_3800
// are the point. /signature opens in a window of its own and is walked like any page.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openInApp, screenshot, signedInSession, users, watchNetwork } from '../support/browser.js';
import { MENU_SCREENS } from '../support/screens.js';

const UPPER_NAME = /\b[A-Z][A-Z0-9]{2,}_[A-Z0-9_]*[A-Z0-9]\b/g;
const SETTING_SUFFIX = /_(URL|KEY|TOKEN|SECRET|PASSWORD|PORT|DIR|PATH|PREFIX|MS|SOURCES?)$/;
const RAW_VALIDATION = [
  /must NOT have/i,
  /must be equal to/i,
  /A value has the wrong format/i,
  /must match pattern/i,
];
const HINT_WORDS = /^[A-Za-z ,;'’…?()-]+$/;
const SETTINGS_SCREEN = '/admin/configuration';

function placeholderLooksLikeData(placeholder: string): boolean {
  const text = placeholder.trim();
  if (text === '') return false;
  if (text.startsWith('e.g. ')) return false;
  return !HINT_WORDS.test(text);
}

/** Waits until the screen has loaded what it loads first ("Fetching data...", "Loading..." gone). */
async function settle(page: Page, network: ReturnType<typeof watchNetwork>): Promise<void> {
  // The route's code and first queries have arrived once the network is quiet (a hub tab has no h1 of its
  // own to wait for); what is still loading then shows one of the loading texts below.
  await network.idle();
  await expect
    .poll(
      async () =>
        page
          .getByText(/^(Fetching data\.\.\.|Loading\.{3}|Loading…|Opening…)$/)
          .count()
          .catch(() => 0),
      { timeout: 30_000, interval: 250 },
    )
    .toBe(0);
}

interface Finding {
  route: string;
  what: string;
}

/** The setting names the configuration screen lists (its name cells). */
async function settingNames(page: Page): Promise<Set<string>> {
  await page.goto(SETTINGS_SCREEN);
  await page.locator('td').first().waitFor({ timeout: 30_000 });
  const cells = await page.locator('td').allInnerTexts();
  return new Set(cells.map((cell) => cell.trim()).filter((cell) => /^[A-Z][A-Z0-9]*_[A-Z0-9_]+$/.test(cell)));
}

async function findingsOn(page: Page, route: string, settings: Set<string>): Promise<Finding[]> {
  const text = await page.locator('body').innerText();
  const findings: Finding[] = [];
  if (route !== SETTINGS_SCREEN)
    for (const name of new Set(text.match(UPPER_NAME) ?? []))
      if (settings.has(name) || SETTING_SUFFIX.test(name))
        findings.push({ route, what: `setting name "${name}"` });
  for (const pattern of RAW_VALIDATION)
    if (pattern.test(text)) findings.push({ route, what: `raw validation text ${pattern}` });
  const placeholders = await page
    .locator('input[placeholder], textarea[placeholder]')
    .evaluateAll((inputs) => inputs.map((input) => input.getAttribute('placeholder') ?? ''));
  for (const placeholder of new Set(placeholders))
    if (placeholderLooksLikeData(placeholder))
      findings.push({ route, what: `placeholder that looks like data "${placeholder}"` });
  return findings;
}

/** The hrefs of a navigation's links, in order (a sub-menu: hub tabs, lookup tables). */
async function linksOf(page: Page, navigation: string): Promise<string[]> {
  const nav = page.getByRole('navigation', { name: navigation });
  await nav.waitFor();
  return nav.locator('a').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
}

async function firstLinkTo(page: Page, route: string, prefix: string): Promise<string | null> {
  await page.goto(route);
  const link = page.locator(`a[href^="${prefix}"]`).first();
  const found = await link
    .waitFor({ timeout: 20_000 })
    .then(() => true)
    .catch(() => false);
  return found ? link.getAttribute('href') : null;
}

// The menu's screens, the dashboard, and the addresses that need a look of their own: the sign-in page, a
// build and a version that is not one, a lower-case health grade and the e-mail signature.
const FIXED_ROUTES = [
  '/dashboard',
  ...MENU_SCREENS,
  '/auth',
  '/hubs/version/1.1.3.40',
  '/hubs/version/not-a-version',
  '/hubs/health/c',
  '/signature',
];

describe('every screen, as an administrator', () => {
  const session = signedInSession(users.admin);

  it('shows no setting name, no raw validation text and no placeholder that looks like data', async () => {
    const page = session.page;
    const settings = await settingNames(page);
    expect(settings.has('DASHBOARD_URL')).toBe(true);
    await page.goto('/hubs/all');
    const hubId = await page.locator('[data-row-id]').first().getAttribute('data-row-id');
    expect(hubId).toMatch(/^\d+$/);

    await page.goto(`/hub/${hubId}`);
    const hubRoutes = await linksOf(page, 'Hub menu');
    expect(hubRoutes.length).toBeGreaterThan(8);
    await page.goto('/customertypes');
    const lookupRoutes = await linksOf(page, 'Lookup tables');
    const linked = [
      await firstLinkTo(page, '/admin/profiles', '/admin/profile/'),
      await firstLinkTo(page, '/admin/queries', '/admin/query/'),
    ].filter((route): route is string => route !== null);
    // Profiles always exist (the demo accounts'); a query's page only once the statistics have one.
    expect(linked[0]).toMatch(/^\/admin\/profile\//);

    const routes = [
      ...FIXED_ROUTES,
      ...hubRoutes,
      ...['/graph', '/issues', '/newmessage'].map((suffix) => `/hub/${hubId}${suffix}`),
      ...lookupRoutes,
      ...linked,
    ];
    // Each screen opened as a link in the app opens it (the app is loaded once, as for a person using it).
    const findings: Finding[] = [];
    const network = watchNetwork(page);
    try {
      for (const route of new Set(routes)) {
        await openInApp(page, route);
        await settle(page, network);
        findings.push(...(await findingsOn(page, route, settings)));
      }
    } finally {
      network.stop();
    }
    expect(findings).toEqual([]);
  }, 600_000);

  it('shows at 600 px that the hub sub-menu scrolls sideways', async () => {
    const page = session.page;
    await page.setViewportSize({ width: 600, height: 800 });
    try {
      await page.goto('/hubs/all');
      const hubId = await page.locator('[data-row-id]').first().getAttribute('data-row-id');
      await page.goto(`/hub/${hubId}`);
      const menu = page.getByRole('navigation', { name: 'Hub menu' });
      const right = menu.getByRole('button', { name: 'Scroll the menu right' });
      await right.waitFor();
      await screenshot(page, 'hub-menu-600px');
      expect(await menu.getByRole('button', { name: 'Scroll the menu left' }).count()).toBe(0);
      await right.click();
      await menu.getByRole('button', { name: 'Scroll the menu left' }).waitFor();
      // The last tab, once scrolled to, is the end: the right arrow goes.
      await menu.getByRole('link', { name: 'Reboots' }).scrollIntoViewIfNeeded();
      await expect.poll(() => right.count()).toBe(0);
      await screenshot(page, 'hub-menu-600px-scrolled');
    } finally {
      await page.setViewportSize({ width: 1280, height: 900 });
    }
  }, 120_000);
});

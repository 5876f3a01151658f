import type { Page, Request } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import {
  baseUrl,
  demoPassword,
  newPage,
  screenshot,
  signedInPage,
  signedInSession,
  users,
} from '../support/browser.js';

const NOT_ADMIN = 'Not an administrator.';

/** Accepts every confirm/alert of the page and keeps their texts (the app should raise none). */
function dialogs(page: Page): string[] {
  const seen: string[] = [];
  page.on('dialog', (dialog) => {
    seen.push(dialog.message());
    void dialog.accept();
  });
  return seen;
}

async function graphqlAs(token: string, query: string) {
  const res = await fetch(`${baseUrl()}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query }),
  });
  return (await res.json()) as {
    data?: { me?: { email: string } } | null;
    errors?: { extensions?: { code?: string } }[];
  };
}

describe('administration', () => {
  const admin = signedInSession(users.admin);
  let seen: string[];
  beforeAll(() => {
    seen = dialogs(admin.page);
  });

  it('lists profiles with badges and row colours, and grants and withdraws each right', async () => {
    const page = admin.page;
    await page.goto('/admin/profiles');
    await page
      .getByRole('navigation', { name: 'Admin menu' })
      .getByRole('link', { name: 'Profiles' })
      .waitFor();
    const row = page.getByRole('row').filter({ hasText: 'Pádraig Doyle' });
    await row.waitFor();
    expect(
      await page.getByRole('row').filter({ hasText: 'Demo Administrator' }).getByRole('img').count(),
    ).toBe(3);
    await screenshot(page, 'admin-profiles');
    // The row's link is a real one: Ctrl-click opens the profile in a new tab and leaves this one alone.
    const [opened] = await Promise.all([
      page.context().waitForEvent('page'),
      row.getByRole('link', { name: 'Pádraig Doyle' }).click({ modifiers: ['ControlOrMeta'] }),
    ]);
    await opened.waitForURL('**/admin/profile/staff/6');
    await opened.close();
    expect(new URL(page.url()).pathname).toBe('/admin/profiles');
    await row.getByRole('link', { name: 'Pádraig Doyle' }).click();
    await page.waitForURL('**/admin/profile/staff/6');
    for (const label of [
      'Administrator (administer)',
      'Release firmware (firmwares)',
      'View addresses (address)',
    ]) {
      const toggle = page.getByRole('checkbox', { name: label });
      await page.getByText(label).click();
      await expect.poll(() => toggle.isChecked()).toBe(true);
      await page.getByText(label).click();
      await expect.poll(() => toggle.isChecked()).toBe(false);
    }
    await page.getByRole('cell', { name: 'Withdrew view addresses' }).waitFor();
    expect(await page.getByRole('cell', { name: 'Granted administer' }).count()).toBe(1);
    await screenshot(page, 'admin-profile-detail');
  });

  it('refuses to remove your own administrator right', async () => {
    const page = admin.page;
    await page.goto('/admin/profile/staff/1');
    const dialogsBefore = seen.length;
    await page.getByText('Administrator (administer)').click();
    // Said in the page beside the rights it concerns, not in a browser dialog.
    await page
      .getByRole('group', { name: 'Rights' })
      .getByRole('alert')
      .filter({ hasText: "You can't remove your own administrator rights!" })
      .waitFor();
    expect(seen.length).toBe(dialogsBefore);
    expect(await page.getByRole('checkbox', { name: 'Administrator (administer)' }).isChecked()).toBe(true);
    await screenshot(page, 'admin-own-administer-refused');
  });

  it('adds staff who signs in with the one-time password, chooses a new one, and is signed out when disabled', async () => {
    const page = admin.page;
    await page.goto('/admin/profiles');
    await page.getByRole('button', { name: 'Add a profile' }).click();
    const form = page.getByRole('form', { name: 'Add a profile' });
    await form.getByLabel('Name').fill('Aoife Byrne');
    await form.getByLabel('E-mail').fill('aoife.byrne@hubs.example');
    await form.getByText('View addresses').click();
    await form.getByRole('button', { name: 'Add profile' }).click();
    const otp = (await page.getByTestId('one-time-password').textContent())?.trim() ?? '';
    expect(otp).toMatch(/^[A-Za-z0-9_-]{16}$/);
    await screenshot(page, 'admin-profile-added');
    await form.getByRole('button', { name: 'Close' }).click();
    await page
      .getByRole('row')
      .filter({ hasText: 'Aoife Byrne' })
      .getByText('Awaiting first sign-in')
      .waitFor();

    const newcomer = await newPage(admin.browser);
    await newcomer.goto('/login');
    await newcomer.getByLabel('Email').fill('aoife.byrne@hubs.example');
    await newcomer.getByLabel('Password').fill(otp);
    await newcomer.getByRole('button', { name: 'Log In' }).click();
    await newcomer.getByRole('heading', { name: 'Choose a new password' }).waitFor();
    await newcomer.getByLabel('New password', { exact: true }).fill('a good long password');
    await newcomer.getByLabel('New password again').fill('a good long password');
    await screenshot(newcomer, 'admin-change-password');
    await newcomer.getByRole('button', { name: 'Save and sign in' }).click();
    await newcomer.waitForURL('**/dashboard');

    await page.getByRole('row').filter({ hasText: 'Aoife Byrne' }).getByRole('link').click();
    await page.getByRole('button', { name: 'Disable account' }).click();
    // Asked first, in place (no browser dialog): the shared ConfirmAction.
    await page
      .getByRole('alertdialog', { name: /^Disable Aoife Byrne\?/ })
      .getByRole('button', { name: 'Disable', exact: true })
      .click();
    await page.getByRole('button', { name: 'Enable account' }).waitFor();
    await page.getByRole('cell', { name: 'Disabled the account' }).waitFor();

    // The next screen the disabled person opens needs the fleet API, which refuses the session at once.
    await newcomer.goto('/issues');
    await newcomer
      .getByRole('link', { name: /log in/i })
      .first()
      .waitFor();
    await screenshot(newcomer, 'admin-disabled-session-ended');
    await newcomer.context().close();
  });

  it('shows the queries of this server and of the other source, and a query in full', async () => {
    const page = admin.page;
    await page.goto('/admin/queries');
    const source = page.getByRole('combobox', { name: 'Source' });
    await expect
      .poll(() => source.locator('option').allTextContents())
      .toEqual(['This Server', inject('querySourceName')]);
    await page.getByText(/statements · fleet-api's own statement timings/).waitFor();
    const rows = page.locator('tbody tr');
    expect(await rows.count()).toBeGreaterThan(5);
    await screenshot(page, 'admin-queries-this-server');
    await source.selectOption(inject('querySourceName'));
    await page.waitForURL(/source=reporting-replica/);
    // The rows drawn for the other source (their links keep it): until React has drawn the new address,
    // a moment after the address bar moved, the rows and the statements line are still This Server's.
    const otherRows = rows.filter({ has: page.locator('a[href*="source=reporting-replica"]') });
    await otherRows.first().waitFor();
    await page.getByText(/statements · /).waitFor();
    await screenshot(page, 'admin-queries-other-source');
    const id = (await otherRows.first().locator('td').first().textContent())?.trim() ?? '';
    await otherRows.first().click();
    await page.waitForURL(`**/admin/query/${id}?source=reporting-replica`);
    await page.getByRole('heading', { name: `Query ${id}` }).waitFor();
    expect((await page.getByLabel('SQL').textContent())?.length).toBeGreaterThan(10);
    await screenshot(page, 'admin-query-detail');
  });

  it('shows the running configuration with secrets masked', async () => {
    const page = admin.page;
    await page.goto('/admin/configuration');
    const fleet = page.getByRole('table', { name: 'Fleet API' });
    await fleet
      .getByText('PGlite (embedded)')
      .or(fleet.getByText('PostgreSQL', { exact: true }))
      .waitFor();
    expect(await page.getByRole('row').filter({ hasText: 'FLEET_API_KEY' }).first().textContent()).toContain(
      '••••••••',
    );
    expect(await page.content()).not.toContain(demoPassword());
    await screenshot(page, 'admin-configuration');
  });

  it('creates a personal access token that a script uses, then revokes it', async () => {
    const page = admin.page;
    await page.goto('/account/tokens');
    const form = page.getByRole('form', { name: 'New token' });
    await form.getByLabel('Name').fill('e2e script');
    await form.getByRole('button', { name: 'Create token' }).click();
    const token = (await page.getByTestId('new-token').textContent())?.trim() ?? '';
    expect(token).toMatch(/^hubpat_/);
    const used = await graphqlAs(token, '{ me { email } }');
    expect(used.data?.me?.email).toBe(users.admin);
    const mine = page.getByRole('table', { name: 'Your tokens' });
    await mine.getByRole('row').filter({ hasText: 'e2e script' }).waitFor();
    await screenshot(page, 'admin-access-tokens');
    const row = mine.getByRole('row').filter({ hasText: 'e2e script' });
    await row.getByRole('button', { name: 'Revoke' }).click();
    await row.getByRole('alertdialog').getByRole('button', { name: 'Revoke', exact: true }).click();
    await mine.getByRole('row').filter({ hasText: 'e2e script' }).waitFor({ state: 'detached' });
    const refused = await graphqlAs(token, '{ me { email } }');
    expect(refused.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe('administration as staff', () => {
  const staff = signedInSession(users.staff);

  it("sees 'Not an administrator.' on each admin screen, and no admin query is sent for it", async () => {
    const page = staff.page;
    // Each page.goto is a hard navigation: the route loaders run, and the signed-in hint (set when this
    // person signed in) says they may not administer, so no admin screen's preload asks the gateway for
    // what it would refuse (app/auth/signedInHint.ts). The screens send nothing either (AdminOnly).
    const sent: string[] = [];
    const record = (request: Request) => {
      if (!request.url().endsWith('/graphql')) return;
      const body = request.postDataJSON() as { operationName?: string } | null;
      sent.push(body?.operationName ?? '?');
    };
    page.on('request', record);
    try {
      for (const path of [
        '/admin',
        '/admin/profiles',
        '/admin/queries',
        '/admin/configuration',
        '/admin/query/1',
      ]) {
        await page.goto(path);
        await page.getByRole('alert').filter({ hasText: NOT_ADMIN }).waitFor();
      }
      await page.goto('/admin/profile/staff/1');
      await page
        .getByRole('alert')
        .filter({ hasText: 'You must be an administrator to access this screen.' })
        .waitFor();
      await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => undefined);
    } finally {
      page.off('request', record);
    }
    expect(sent.filter((operation) => operation !== 'CurrentUser_Query')).toEqual([]);
    expect(sent.length).toBeGreaterThan(0);
    await screenshot(page, 'admin-staff-refused');
  });

  it('still reaches their own personal access tokens', async () => {
    const page = await signedInPage(staff.browser, users.staff);
    await page.goto('/account/tokens');
    await page.getByRole('heading', { name: 'Personal access tokens' }).waitFor();
    expect(await page.getByText("Everyone's tokens (administrators)").count()).toBe(0);
  });
});

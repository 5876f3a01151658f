import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  connectBrowser,
  demoPassword,
  logIn,
  newPage,
  screenshot,
  signedInPage,
  users,
} from '../support/browser.js';

describe('signing in and out', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await connectBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('shows a logged-out visitor only the login link, which brings them back where they were', async () => {
    const page = await newPage(browser);
    await page.goto('/');
    await page.waitForURL('**/dashboard');
    const link = page.getByRole('link', { name: 'Click here to log in' });
    await expect(link.getAttribute('href')).resolves.toBe('/login?goto=%2Fdashboard');
    await screenshot(page, 'logged-out');
    await link.click();
    await page.waitForURL('**/login?goto=%2Fdashboard');
    await screenshot(page, 'login');
    await logIn(page, users.staff, '/dashboard');
    await page.waitForURL('**/dashboard');
    await page.getByRole('region', { name: 'Health grades' }).waitFor();
  });

  it('refuses a wrong password with a clear message and stays logged out', async () => {
    const page = await newPage(browser);
    await page.goto('/login');
    await page.getByLabel('Email').fill(users.admin);
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Log In' }).click();
    await page.getByText('Wrong email or password.').waitFor();
    await screenshot(page, 'login-wrong-password');
    expect(new URL(page.url()).pathname).toBe('/login');
  });

  it('shows the Admin menu entry to the administrator and not to other staff', async () => {
    for (const [email, seesAdmin] of [
      [users.admin, true],
      [users.staff, false],
    ] as const) {
      // Booted (the header names the person) before the menu is opened, as every signed-in session starts.
      const page = await signedInPage(browser, email);
      await page.getByRole('button', { name: 'Menu' }).click();
      const menu = page.getByRole('navigation', { name: 'Main menu' });
      await menu.getByRole('link', { name: 'Dashboard' }).waitFor();
      await expect(menu.getByRole('link', { name: 'Admin' }).count()).resolves.toBe(seesAdmin ? 1 : 0);
      await expect(menu.getByRole('link', { name: 'Log Out' }).count()).resolves.toBe(1);
      if (seesAdmin) await screenshot(page, 'menu-admin');
      await page.close();
    }
  });

  it('logs out from the menu and then shows the login link', async () => {
    const page = await signedInPage(browser, users.admin);
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Log Out' }).click();
    await page.getByRole('link', { name: 'Click here to log in' }).waitFor();
    await screenshot(page, 'logged-out-after-logout');
    // The session is gone on the server side too: a fresh load is still logged out.
    await page.goto('/dashboard');
    await page.getByRole('link', { name: 'Click here to log in' }).waitFor();
  });

  it('keeps what was typed when the session ends during an edit: the same person signs in over it and saves', async () => {
    const page = await signedInPage(browser, users.admin);
    const answer = await page.request.post('/graphql', {
      data: { query: '{ searchHubs(term: "100") { id } }' },
    });
    const { data } = (await answer.json()) as { data: { searchHubs: Array<{ id: number }> } };
    const hubId = data.searchHubs.at(-1)!.id;
    await page.goto(`/hub/${hubId}`);
    const panel = page.getByRole('region', { name: 'Information' });
    await panel.getByRole('button', { name: 'Edit' }).click();
    const form = panel.getByRole('form', { name: 'Edit information' });
    const note = `Called back ${Date.now().toString(36)}`;
    await form.getByLabel('Notes').fill(note);

    // The session ends elsewhere (another tab logs out) while the form is open.
    const other = await page.context().newPage();
    await other.goto('/logout');
    await other.getByRole('link', { name: 'Click here to log in' }).waitFor();
    await other.close();

    await form.getByRole('button', { name: 'Save' }).click();
    const card = page.getByRole('dialog', { name: 'Sign in again' });
    await card.getByText('Your session has ended — sign in again.').waitFor();
    await expect(card.getByLabel('Email').inputValue()).resolves.toBe(users.admin);
    // The screen is kept behind the card, hidden from assistive technology while the card is open.
    const keptNotes = page
      .getByRole('region', { name: 'Information', includeHidden: true })
      .getByRole('form', { name: 'Edit information', includeHidden: true })
      .getByLabel('Notes');
    await expect(keptNotes.inputValue()).resolves.toBe(note);
    await screenshot(page, 'session-ended-sign-in-again');
    // The focus waits in the password box: type it and press Enter.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('name')))
      .toBe('password');
    await page.keyboard.type(demoPassword());
    await page.keyboard.press('Enter');
    await card.waitFor({ state: 'detached' });

    // Where they were, with what they typed, and why the first Save did nothing: Save again takes it.
    expect(new URL(page.url()).pathname).toBe(`/hub/${hubId}`);
    await form
      .getByText('Your session had ended when this was sent: sign in again, then try again.')
      .waitFor();
    await expect(form.getByLabel('Notes').inputValue()).resolves.toBe(note);
    await form.getByRole('button', { name: 'Save' }).click();
    await form.waitFor({ state: 'detached' });
    await panel.getByText(note).waitFor();
    await page.close();
  });
});

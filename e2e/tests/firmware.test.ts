import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { screenshot, signedInPage, signedInSession, users } from '../support/browser.js';

describe('firmware sets, routes and firmwares', () => {
  const admin = signedInSession(users.admin);
  // Staff signs in in the same browser, after the administrator.
  let staff: Page;
  beforeAll(async () => {
    staff = await signedInPage(admin.browser, users.staff);
  });

  it('lists the sets and adds, edits and deletes a route with each validation', async () => {
    const page = admin.page;
    await page.goto('/firmwaresets');
    const sets = page.getByRole('table', { name: 'Firmware sets' });
    await sets.getByText('No upgrade target available').waitFor();
    await sets.getByRole('row').filter({ hasText: 'Legacy 0.x hardware' }).click();
    await page.getByText(/^Routes \(\d+\)$/).waitFor();
    await page.getByRole('button', { name: 'Add Route' }).click();
    const form = page.getByRole('form', { name: 'New route' });
    const save = form.getByRole('button', { name: 'Save' });
    expect(await save.isDisabled()).toBe(true);
    await form.getByLabel('Comment').fill('e2e route');
    await form.getByText('One of IP, Hub ID or Firmware ID must be set').waitFor();
    await form.getByLabel('IP').fill('10.9.0.0/16');
    await form.getByLabel('Hub ID').fill('1001');
    await form.getByText('Only one of IP, Hub ID or Firmware ID may be set').waitFor();
    expect(await save.isDisabled()).toBe(true);
    await form.getByLabel('Hub ID').fill('');
    await form.getByLabel('IP').fill('10.9.0.1/16');
    await form.getByText(/IPv4 address or subnet/).waitFor();
    await form.getByLabel('IP').fill('10.9.0.0/16');
    await screenshot(page, 'firmware-route-new');
    await save.click();
    await form.waitFor({ state: 'detached' });

    const saved = page
      .getByRole('form', { name: /^Route \d+$/ })
      .filter({ has: page.locator('input[value="10.9.0.0/16"]') });
    await saved.waitFor();
    const routeSave = saved.getByRole('button', { name: 'Save' });
    expect(await routeSave.isDisabled()).toBe(true);
    await saved.getByLabel('Comment').fill('e2e route, edited');
    await saved.getByText('Force').click();
    await routeSave.click();
    await page.locator('input[value="e2e route, edited"]').waitFor();
    await screenshot(page, 'firmware-sets');
    const edited = page
      .getByRole('form', { name: /^Route \d+$/ })
      .filter({ has: page.locator('input[value="e2e route, edited"]') });
    await edited.getByRole('button', { name: 'Delete' }).click();
    await edited
      .getByRole('alertdialog', { name: /^Delete route \d+\?$/ })
      .getByRole('button', { name: 'Delete' })
      .click();
    await edited.waitFor({ state: 'detached' });
  });

  it('edits a firmware as a user with the right', async () => {
    const page = admin.page;
    await page.goto('/firmwares');
    await page
      .getByRole('table', { name: 'Firmwares' })
      .getByRole('row')
      .filter({ hasText: '1.0.5' })
      .click();
    const form = page.getByRole('form', { name: 'Edit firmware' });
    await page.getByText('https://firmware.hubs.example/releases/hub-1.0.5.bin').first().waitFor();
    const save = form.getByRole('button', { name: 'Save' });
    expect(await save.isDisabled()).toBe(true);
    await form.getByLabel('Comment').fill('Edited by e2e');
    await save.click();
    await expect.poll(() => save.isDisabled()).toBe(true);
    await page.reload();
    await page
      .getByRole('table', { name: 'Firmwares' })
      .getByRole('row')
      .filter({ hasText: '1.0.5' })
      .click();
    expect(await page.getByRole('form', { name: 'Edit firmware' }).getByLabel('Comment').inputValue()).toBe(
      'Edited by e2e',
    );
    await screenshot(page, 'firmwares');
  });

  it("fits the firmwares and an open firmware's form into a phone's window, also when a long name widens the list", async () => {
    const page = admin.page;
    await page.setViewportSize({ width: 390, height: 844 });
    try {
      await page.goto('/firmwares');
      const table = page.getByRole('table', { name: 'Firmwares' });
      // The list's scroll box (the panel around it is named Firmwares too).
      const region = page.locator('div[role=region][aria-label="Firmwares"]');
      await table.getByRole('row').filter({ hasText: '1.0.5' }).click();
      const form = page.getByRole('form', { name: 'Edit firmware' });
      await form.waitFor();
      /** Where the form's boxes and Save are, against the part of the list in view. */
      const formInView = async () => {
        const box = (await region.boundingBox())!;
        const edges = await form
          .locator('input:not([type=checkbox]), select, button')
          .evaluateAll((elements) =>
            elements.map((element) => {
              const rect = element.getBoundingClientRect();
              return [rect.left, rect.right];
            }),
          );
        expect(edges.length).toBeGreaterThan(8);
        for (const [left, right] of edges) {
          expect(left).toBeGreaterThanOrEqual(box.x);
          expect(right).toBeLessThanOrEqual(box.x + box.width);
        }
      };
      // The five columns fit the box: nothing to scroll sideways to, the set's name not cut at the edge.
      const sizes = () => region.evaluate((el) => ({ client: el.clientWidth, scroll: el.scrollWidth }));
      const { client, scroll } = await sizes();
      expect(scroll).toBeLessThanOrEqual(client);
      await formInView();
      await screenshot(page, 'firmwares-390');

      // A name with no place to break makes the list wider than the box: it scrolls sideways, and the open
      // form stays in the part in view (it filled the whole list's width, cut at the box's edge).
      await table
        .getByRole('row')
        .filter({ hasText: '1.0.8' })
        .locator('td')
        .nth(1)
        .evaluate((cell) => (cell.textContent = 'X'.repeat(60)));
      await expect.poll(async () => (await sizes()).scroll).toBeGreaterThan(client);
      await region.evaluate((el) => el.scrollTo({ left: el.scrollWidth }));
      expect(await region.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
      await formInView();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    } finally {
      await page.setViewportSize({ width: 1280, height: 900 });
    }
  });

  it('shows the right\'s message and a read-only view up front to a user without the "firmwares" right', async () => {
    const page = staff;
    const message = 'You must have the "firmwares" right to edit firmware.';
    await page.goto('/firmwares');
    await page.getByText(message).waitFor();
    await page
      .getByRole('table', { name: 'Firmwares' })
      .getByRole('row')
      .filter({ hasText: '1.0.8' })
      .click();
    await page.getByText('https://firmware.hubs.example/releases/hub-1.0.8.bin').first().waitFor();
    expect(await page.getByRole('form', { name: 'Edit firmware' }).count()).toBe(0);
    expect(await page.getByRole('textbox').count()).toBe(0);
    await screenshot(page, 'firmwares-read-only');

    await page.goto('/firmwaresets');
    await page.getByText(message).waitFor();
    await page
      .getByRole('table', { name: 'Firmware sets' })
      .getByRole('row')
      .filter({ hasText: 'Legacy 0.x hardware' })
      .click();
    await page.getByText(/^Routes \(\d+\)$/).waitFor();
    await page.getByText(/^Default target: /).waitFor();
    expect(await page.getByRole('form', { name: 'Default target' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Add Route' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Save' }).count()).toBe(0);
    await screenshot(page, 'firmware-sets-read-only');
  });
});

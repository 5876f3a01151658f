import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { screenshot, signedInSession, users } from '../support/browser.js';

const HUB = 1001;

// Without the soft hyphens where a narrow table's one-word headers may break ("Volt-age").
const headers = async (page: Page) =>
  (await page.locator('thead tr').last().locator('th').allInnerTexts()).map((text) =>
    text.replaceAll('\u00ad', ''),
  );

describe('hub health view', () => {
  const session = signedInSession(users.staff);

  it('shows all three column groups without buttons at 1280 px, severity on each row', async () => {
    await session.page.goto(`/hub/${HUB}/health`);
    await session.page.locator('tbody tr[data-severity]').first().waitFor();
    await expect(session.page.title()).resolves.toBe(`Hub ${HUB} Health`);
    expect(await session.page.getByRole('button', { name: 'Env' }).count()).toBe(0);
    const shown = await headers(session.page);
    expect(shown).toEqual(expect.arrayContaining(['Version', 'Setpoint', 'Temperature', 'Voltage']));
    const severities = await session.page
      .locator('tbody tr[data-severity]')
      .evaluateAll((rows) => rows.map((row) => row.getAttribute('data-severity')));
    expect(severities.every((s) => /^[0-7]$/.test(s ?? ''))).toBe(true);
    // The severity shows as the row's colour: a row above 0 is not painted white like a fine one.
    const painted = await session.page
      .locator('tbody tr[data-severity]')
      .evaluateAll((rows) =>
        rows.map((row) => [row.getAttribute('data-severity'), getComputedStyle(row).backgroundColor]),
      );
    for (const [severity, colour] of painted) {
      if (severity === '0') expect(colour).toBe('rgb(255, 255, 255)');
      else expect(colour).not.toBe('rgb(255, 255, 255)');
    }
    // Both header rows (groups, then columns) stay in view, one under the other, while the rows scroll
    // (on a lower window, where a page of snapshots does not fit).
    await session.page.setViewportSize({ width: 1280, height: 600 });
    const region = session.page.getByRole('region', { name: 'Health reports' });
    const scrolled = await region.evaluate((element) => {
      element.scrollTop = element.scrollHeight;
      return element.scrollTop;
    });
    expect(scrolled).toBeGreaterThan(0);
    const top = (await region.boundingBox())!.y;
    const group = (await session.page
      .getByRole('columnheader', { name: 'Created', exact: true })
      .boundingBox())!;
    const column = (await session.page
      .getByRole('columnheader', { name: 'Version', exact: true })
      .boundingBox())!;
    expect(Math.abs(group.y - top)).toBeLessThan(10);
    expect(column.y).toBeGreaterThan(top + 10);
    expect(column.y).toBeLessThan(top + 120);
    await screenshot(session.page, 'health-1280');
    await session.page.setViewportSize({ width: 1280, height: 900 });
  });

  it('pages Older and Newer through the kept timestamps', async () => {
    const firstPage = await session.page.locator('tbody tr').allInnerTexts();
    await session.page.getByRole('button', { name: 'Older' }).click();
    await expect
      .poll(async () => (await session.page.locator('tbody tr').allInnerTexts())[0], { timeout: 10_000 })
      .not.toBe(firstPage[0]);
    await screenshot(session.page, 'health-older');
    await session.page.getByRole('button', { name: 'Newer' }).click();
    await expect
      .poll(() => session.page.locator('tbody tr').allInnerTexts(), { timeout: 10_000 })
      .toEqual(firstPage);
  });

  it('shows only the picked group below 800 px', async () => {
    await session.page.setViewportSize({ width: 600, height: 900 });
    await session.page.getByRole('button', { name: 'Work' }).waitFor();
    expect(await headers(session.page)).toEqual([
      'Created',
      'Version',
      'RSSI',
      'Gap',
      'Wake',
      'Uptime',
      'Voltage',
      'Current',
    ]);
    await session.page.getByRole('button', { name: 'Env' }).click();
    expect(await headers(session.page)).toEqual(['Created', 'Temperature', 'Humidity', 'Raw temp', 'Bias']);
    await screenshot(session.page, 'health-600');
    await session.page.getByRole('button', { name: 'Control' }).click();
    expect(await headers(session.page)).toContain('Touched');
    await session.page.setViewportSize({ width: 1280, height: 900 });
  });

  it('fits a phone (390 px) with one group picked; the 799/800 px switch is unchanged', async () => {
    const { page } = session;
    await page.setViewportSize({ width: 390, height: 844 });
    try {
      await page.goto(`/hub/${HUB}/health`);
      await page.locator('tbody tr').first().waitFor();
      for (const group of ['Work', 'Control', 'Env']) {
        await page.getByRole('button', { name: group, exact: true }).click();
        await expect
          .poll(() => page.getByRole('button', { name: group, exact: true }).getAttribute('aria-pressed'))
          .toBe('true');
        // Every column (Uptime, Voltage, Current too) is inside the box: nothing to scroll sideways to.
        const fit = await page.getByRole('region', { name: 'Health reports' }).evaluate((box) => ({
          overflow: box.scrollWidth - box.clientWidth,
          cut: Array.from(box.querySelectorAll('th, td')).filter((c) => c.scrollWidth > c.clientWidth).length,
        }));
        expect({ group, ...fit }).toEqual({ group, overflow: 0, cut: 0 });
      }
      await screenshot(page, 'health-390');
      await page.setViewportSize({ width: 799, height: 900 });
      await page.getByRole('button', { name: 'Work', exact: true }).waitFor();
      await page.setViewportSize({ width: 800, height: 900 });
      await page.getByRole('button', { name: 'Work', exact: true }).waitFor({ state: 'detached' });
      expect(await headers(page)).toContain('Voltage');
    } finally {
      await page.setViewportSize({ width: 1280, height: 900 });
    }
  });
});

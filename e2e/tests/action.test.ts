import { describe, expect, it } from 'vitest';
import { screenshot, signedInSession, users } from '../support/browser.js';
import { logColumnsAfterScroll } from './logListHelpers.js';

describe('action log', () => {
  const session = signedInSession(users.staff);

  it('lists Created, Type, Action, Initiator, User, State, Setting and pages older and newer', async () => {
    // The seed's busiest hub (the first one) has thousands of actions.
    await session.page.goto('/hub/1001/actions');
    await expect.poll(() => session.page.title()).toBe('Hub 1001 Actions');
    const rows = session.page.getByTestId('action-row');
    await rows.first().waitFor();
    const header = await session.page.getByText('Created', { exact: true }).locator('..').innerText();
    expect(header.split(/\s*\n\s*/)).toEqual([
      'Created',
      'Type',
      'Action',
      'Initiator',
      'User',
      'State',
      'Setting',
    ]);
    // Other files' writes (a stock change, say) may stand above the seed's rows; a heating row shows °C.
    const heating = rows.filter({ hasText: /schedule|setheat/ }).first();
    await expect.poll(() => heating.innerText()).toMatch(/(schedule|setheat)[\s\S]*°C/);

    const status = session.page.getByText(/rows loaded/);
    await expect.poll(() => status.innerText()).toBe('100 rows loaded');
    const seen: string[] = [];
    const scroller = session.page.getByRole('region', { name: 'Action log' });
    for (let step = 0; step < 60 && !(await status.innerText()).startsWith('300'); step++) {
      for (const uid of await rows.evaluateAll((els) => els.map((el) => el.getAttribute('data-uid') ?? '')))
        if (!seen.includes(uid)) seen.push(uid);
      await scroller.evaluate((el) => el.scrollBy(0, 800));
      await session.page.waitForTimeout(60);
    }
    await expect.poll(() => status.innerText()).toMatch(/^(300|400) rows loaded/);
    expect(seen.length).toBeGreaterThan(150);
    expect(await rows.count()).toBeLessThan(120);
    await session.page.getByRole('button', { name: 'Older' }).click();
    await expect.poll(() => status.innerText()).toMatch(/^(400|500) rows loaded/);
    await session.page.getByRole('button', { name: 'Newer' }).click();
    await session.page.getByText('Nothing newer.').waitFor();
    await screenshot(session.page, 'actions-paged');
  });

  it('keeps every column under its heading on a phone, scrolled down and sideways, in a page no wider than the window', async () => {
    await session.page.setViewportSize({ width: 390, height: 844 });
    try {
      await session.page.goto('/hub/1001/actions');
      await session.page.getByTestId('action-row').first().waitFor();
      const view = await logColumnsAfterScroll(session.page, 'Action log', 'action-row', {
        down: 600,
        across: 300,
      });
      expect([view.scrollTop, view.scrollLeft]).toEqual([600, 300]);
      // The header stays at the list's top and moved sideways with the rows.
      expect(view.headerOffset).toBe(0);
      expect(view.headerLefts).toHaveLength(7);
      expect(view.cellLefts).toEqual(view.headerLefts);
      expect(view.pageWidth).toBeLessThanOrEqual(390);
      // Scrolled to its end, the last headings are in the window over their values.
      const end = await logColumnsAfterScroll(session.page, 'Action log', 'action-row', {
        down: 600,
        across: 10_000,
      });
      expect(end.cellLefts).toEqual(end.headerLefts);
      const setting = session.page.getByTestId('log-header').getByText('Setting', { exact: true });
      const box = (await setting.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(390);
      expect(await session.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        390,
      );
      await screenshot(session.page, 'actions-390');
    } finally {
      await session.page.setViewportSize({ width: 1280, height: 900 });
    }
  });
});

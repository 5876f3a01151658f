import { describe, expect, it } from 'vitest';
import { screenshot, signedInSession, users } from '../support/browser.js';

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
});

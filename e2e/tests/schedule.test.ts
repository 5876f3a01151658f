import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, screenshot, signedInPage, users } from '../support/browser.js';
import { findHub, graphql } from './hubTabsHelpers.js';

const EVENTS = 'query ($hubId: Int!) { hubSchedule(hubId: $hubId) { events { id } } }';
type Events = { hubSchedule: { events: Array<{ id: number }> } };

describe('Schedule tab', () => {
  let browser: Browser;
  let page: Page;
  let hubId: number;
  beforeAll(async () => {
    browser = await launchBrowser();
    page = await signedInPage(browser, users.staff);
    hubId = await findHub<Events>(page, EVENTS, (d) => d.hubSchedule.events.length > 4, 'a schedule');
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('shows seven days from Sunday and deletes one event', async () => {
    await page.goto(`/hub/${hubId}/schedule`);
    await expect.poll(() => page.title()).toBe(`Hub ${hubId} Schedule`);
    const panel = page.getByRole('region', { name: 'Schedule' });
    for (const day of ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'])
      await panel.getByRole('region', { name: day }).waitFor();
    const deletes = panel.getByRole('button', { name: /^Delete / });
    const before = await deletes.count();
    await screenshot(page, 'schedule');
    await deletes.first().click();
    await expect.poll(() => deletes.count()).toBe(before - 1);
    expect((await graphql<Events>(page, EVENTS, { hubId })).hubSchedule.events).toHaveLength(before - 1);
  });

  it('shows why a delete failed when the event is already gone', async () => {
    await page.goto(`/hub/${hubId}/schedule`);
    const panel = page.getByRole('region', { name: 'Schedule' });
    const first = panel.getByRole('button', { name: /^Delete / }).first();
    await first.waitFor();
    const { hubSchedule } = await graphql<Events>(page, EVENTS, { hubId });
    await graphql(
      page,
      'mutation ($hubId: Int!, $id: Int!) { deleteScheduleEvent(hubId: $hubId, eventId: $id) { userErrors { message } } }',
      {
        hubId,
        id: hubSchedule.events[0]!.id,
      },
    );
    await first.click();
    await panel.getByText('The event was not deleted.').waitFor();
  });

  it('asks before clearing the schedule, keeps it on Cancel, clears it on confirmation', async () => {
    await page.goto(`/hub/${hubId}/schedule`);
    const panel = page.getByRole('region', { name: 'Schedule' });
    await panel
      .getByRole('button', { name: /^Delete / })
      .first()
      .waitFor();
    await panel.getByRole('button', { name: 'Clear Schedule' }).click();
    const dialog = page.getByRole('alertdialog');
    await dialog.getByText('This cannot be undone.', { exact: false }).waitFor();
    await screenshot(page, 'schedule-clear-confirm');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect((await graphql<Events>(page, EVENTS, { hubId })).hubSchedule.events.length).toBeGreaterThan(0);

    await panel.getByRole('button', { name: 'Clear Schedule' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Clear Schedule' }).click();
    await panel.getByText('No events in schedule').waitFor();
    expect((await graphql<Events>(page, EVENTS, { hubId })).hubSchedule.events).toEqual([]);
    await screenshot(page, 'schedule-cleared');
  });
});

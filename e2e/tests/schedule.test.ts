import { beforeAll, describe, expect, it } from 'vitest';
import { screenshot, signedInSession, users } from '../support/browser.js';
import { findHub, graphql } from './hubTabsHelpers.js';

const EVENTS = 'query ($hubId: Int!) { hubSchedule(hubId: $hubId) { events { id } } }';
type Events = { hubSchedule: { events: Array<{ id: number }> } };

describe('Schedule tab', () => {
  const session = signedInSession(users.staff);
  let hubId: number;
  beforeAll(async () => {
    hubId = await findHub<Events>(session.page, EVENTS, (d) => d.hubSchedule.events.length > 4, 'a schedule');
  });

  it('shows seven days from Sunday and deletes one event', async () => {
    await session.page.goto(`/hub/${hubId}/schedule`);
    await expect.poll(() => session.page.title()).toBe(`Hub ${hubId} Schedule`);
    const panel = session.page.getByRole('region', { name: 'Schedule' });
    for (const day of ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'])
      await panel.getByRole('region', { name: day }).waitFor();
    const deletes = panel.getByRole('button', { name: /^Delete / });
    const before = await deletes.count();
    await screenshot(session.page, 'schedule');
    // It asks first: Keep leaves the event.
    await deletes.first().click();
    const ask = panel.getByRole('alertdialog', { name: /^Delete / });
    await screenshot(session.page, 'schedule-delete-confirm');
    await ask.getByRole('button', { name: 'Keep' }).click();
    expect(await deletes.count()).toBe(before);
    await deletes.first().click();
    await ask.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect.poll(() => deletes.count()).toBe(before - 1);
    expect((await graphql<Events>(session.page, EVENTS, { hubId })).hubSchedule.events).toHaveLength(
      before - 1,
    );
  });

  it('shows why a delete failed when the event is already gone', async () => {
    await session.page.goto(`/hub/${hubId}/schedule`);
    const panel = session.page.getByRole('region', { name: 'Schedule' });
    const first = panel.getByRole('button', { name: /^Delete / }).first();
    await first.waitFor();
    const { hubSchedule } = await graphql<Events>(session.page, EVENTS, { hubId });
    await graphql(
      session.page,
      'mutation ($hubId: Int!, $id: Int!) { deleteScheduleEvent(input: { hubId: $hubId, eventId: $id }) { userErrors { message } } }',
      {
        hubId,
        id: hubSchedule.events[0]!.id,
      },
    );
    await first.click();
    await panel.getByRole('alertdialog').getByRole('button', { name: 'Delete', exact: true }).click();
    await panel.getByText('The event was not deleted.').waitFor();
  });

  it('asks before clearing the schedule, keeps it on Cancel, clears it on confirmation', async () => {
    await session.page.goto(`/hub/${hubId}/schedule`);
    const panel = session.page.getByRole('region', { name: 'Schedule' });
    await panel
      .getByRole('button', { name: /^Delete / })
      .first()
      .waitFor();
    await panel.getByRole('button', { name: 'Clear Schedule' }).click();
    const dialog = session.page.getByRole('alertdialog');
    await dialog.getByText('This cannot be undone.', { exact: false }).waitFor();
    await screenshot(session.page, 'schedule-clear-confirm');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(
      (await graphql<Events>(session.page, EVENTS, { hubId })).hubSchedule.events.length,
    ).toBeGreaterThan(0);

    await panel.getByRole('button', { name: 'Clear Schedule' }).click();
    await session.page.getByRole('alertdialog').getByRole('button', { name: 'Clear Schedule' }).click();
    await panel.getByText('No events in schedule').waitFor();
    expect((await graphql<Events>(session.page, EVENTS, { hubId })).hubSchedule.events).toEqual([]);
    await screenshot(session.page, 'schedule-cleared');
  });
});

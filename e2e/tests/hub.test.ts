import { serialFromHubId } from '@hub/domain';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { screenshot, signedInSession, users } from '../support/browser.js';

async function graphql<T>(page: Page, query: string): Promise<T> {
  // The page's own session cookie; the CSRF rule is met by the JSON content type.
  const response = await page.request.post('/graphql', { data: { query } });
  const body = (await response.json()) as { data: T; errors?: unknown };
  expect(body.errors).toBeUndefined();
  return body.data;
}

describe('hub search and hub overview', () => {
  const session = signedInSession(users.admin);
  // Two hubs of the demo fleet, found through the API rather than assumed, so the seed may change.
  let first: { id: number; name: string };
  let second: { id: number; name: string };
  let smartHubId: number;
  beforeAll(async () => {
    const found = await graphql<{ searchHubs: Array<{ id: number; name: string | null }> }>(
      session.page,
      '{ searchHubs(term: "100") { id name } }',
    );
    const named = found.searchHubs.filter((hub): hub is { id: number; name: string } => !!hub.name);
    expect(named.length).toBeGreaterThanOrEqual(2);
    [first, second] = named as [typeof first, typeof second];
    for (const { id } of found.searchHubs) {
      const { hub } = await graphql<{ hub: { version: { smartTechCapable: boolean } | null } }>(
        session.page,
        `{ hub(id: ${id}) { version { smartTechCapable } } }`,
      );
      if (hub.version?.smartTechCapable) {
        smartHubId = id;
        break;
      }
    }
  });

  it('jumps straight to the hub when a valid serial is typed in the header search', async () => {
    const search = session.page.getByRole('combobox', { name: 'Hub search' });
    await search.fill(String(serialFromHubId(first.id)));
    await session.page.waitForURL(`**/hub/${first.id}`);
    await session.page.getByRole('region', { name: 'State' }).waitFor();
    await screenshot(session.page, 'hub-overview');
  });

  it('lists hubs matching a name after a pause and opens the one clicked', async () => {
    await session.page.goto('/dashboard');
    const search = session.page.getByRole('combobox', { name: 'Hub search' });
    await search.fill(second.name);
    const results = session.page.getByRole('listbox', { name: 'Hubs found' });
    const option = results
      .getByRole('option')
      .filter({ hasText: second.name })
      .filter({ has: session.page.getByText(String(second.id), { exact: true }) });
    await option.waitFor();
    await screenshot(session.page, 'hub-search-results');
    await option.click();
    await session.page.waitForURL(`**/hub/${second.id}`);
    await session.page.getByRole('region', { name: 'Information' }).waitFor();
    await expect(session.page.title()).resolves.toBe(`${second.name} (${second.id})`);
  });

  it('edits hub information, refusing an unreal installation date, and keeps the saved value', async () => {
    const before = await graphql<{ hub: { information: { installationStateId: number } } }>(
      session.page,
      `{ hub(id: ${first.id}) { information { installationStateId } } }`,
    );
    // Installed-type states (4 to 6) need a date; for the others an early date is merely unreal.
    const refusal = [4, 5, 6].includes(before.hub.information.installationStateId)
      ? 'The installation date should be set (estimate, if not known)'
      : 'The installation date should be real, or empty.';
    await session.page.goto(`/hub/${first.id}`);
    const panel = session.page.getByRole('region', { name: 'Information' });
    await panel.getByRole('button', { name: 'Edit' }).click();
    const form = panel.getByRole('form', { name: 'Edit information' });
    await form.waitFor();

    await form.getByLabel('Installed').fill('1 May 2013');
    // The message sits beside the field it is about (ui/form).
    await form.getByText(refusal).waitFor();
    await expect(form.getByRole('button', { name: 'Save' }).isDisabled()).resolves.toBe(true);
    await screenshot(session.page, 'hub-information-invalid');

    const city = `Ballymore ${Date.now().toString(36)}`;
    await form.getByLabel('Installed').fill('4 Mar 2020');
    await form.getByLabel('City').fill(city);
    await expect(form.getByRole('button', { name: 'Save' }).isEnabled()).resolves.toBe(true);
    await form.getByRole('button', { name: 'Save' }).click();
    await panel.getByText(city).waitFor();
    await expect(form.count()).resolves.toBe(0);

    await session.page.reload();
    await session.page.getByRole('region', { name: 'Information' }).getByText(city).waitFor();
    // The read view writes the date as the editor and every other screen do (ui/formatting).
    await session.page.getByRole('region', { name: 'Information' }).getByText('4 Mar 2020').waitFor();
    const saved = await graphql<{ hub: { information: { city: string; installed: string } } }>(
      session.page,
      `{ hub(id: ${first.id}) { information { city installed } } }`,
    );
    expect(saved.hub.information).toEqual({ city, installed: '2020-03-04' });
    await screenshot(session.page, 'hub-information-saved');
  });

  it('asks before leaving the hub with unsaved information: Stay keeps the edit, Leave drops it', async () => {
    await session.page.goto(`/hub/${second.id}`);
    const panel = session.page.getByRole('region', { name: 'Information' });
    await panel.getByRole('button', { name: 'Edit' }).click();
    const form = panel.getByRole('form', { name: 'Edit information' });
    await form.getByLabel('Notes').fill('Not saved yet');
    const tabs = session.page.getByRole('navigation', { name: 'Hub menu' });

    await tabs.getByRole('link', { name: 'Health' }).click();
    const question = session.page.getByRole('alertdialog', { name: 'Leave this page?' });
    await question.getByText('Your changes to the hub information are not saved.').waitFor();
    await screenshot(session.page, 'leave-unsaved-question');
    // Stay has the focus, and the focus stays in the question: Enter keeps the edit.
    await expect.poll(() => session.page.evaluate(() => document.activeElement?.textContent)).toBe('Stay');
    await session.page.keyboard.press('Tab');
    await session.page.keyboard.press('Tab');
    await expect.poll(() => session.page.evaluate(() => document.activeElement?.textContent)).toBe('Stay');
    await session.page.keyboard.press('Enter');
    await question.waitFor({ state: 'detached' });
    expect(new URL(session.page.url()).pathname).toBe(`/hub/${second.id}`);
    await expect(form.getByLabel('Notes').inputValue()).resolves.toBe('Not saved yet');

    await tabs.getByRole('link', { name: 'Health' }).click();
    await question.getByRole('button', { name: 'Leave without saving' }).click();
    await session.page.waitForURL(`**/hub/${second.id}/health`);
    // The health tab drawn (until then the overview may be kept, hidden, by React's Suspense).
    await session.page.getByRole('columnheader', { name: 'Voltage' }).waitFor();
    // Cancel leaves nothing to ask about.
    await session.page.goBack();
    await panel.getByRole('button', { name: 'Edit' }).click();
    await form.getByLabel('Notes').fill('Not saved either');
    await form.getByRole('button', { name: 'Cancel' }).click();
    await tabs.getByRole('link', { name: 'Health' }).click();
    await session.page.waitForURL(`**/hub/${second.id}/health`);
  });

  it('turns a smart-tech flag on and off on a hub with firmware 0.9.18 or newer', async () => {
    expect(smartHubId).toBeDefined();
    await session.page.goto(`/hub/${smartHubId}`);
    const state = session.page.getByRole('region', { name: 'State' });
    await state.getByRole('button', { name: 'Edit flags' }).click();
    const form = state.getByRole('form', { name: 'Edit smart-tech flags' });
    // Named by the flag alone (its state is the box's, not part of its name); the label shows On/Off.
    const dutyCycle = form.getByRole('checkbox', { name: 'Duty Cycle', exact: true });
    const wasOn = await dutyCycle.isChecked();
    await expect(form.getByRole('button', { name: 'Save' }).isDisabled()).resolves.toBe(true);
    const label = form.locator('label').filter({ hasText: /^Duty Cycle: (On|Off)$/ });
    await label.click();
    await expect.poll(() => label.textContent()).toBe(`Duty Cycle: ${wasOn ? 'Off' : 'On'}`);
    await expect(dutyCycle.isChecked()).resolves.toBe(!wasOn);
    await screenshot(session.page, 'hub-smart-tech-edit');
    await form.getByRole('button', { name: 'Save' }).click();
    await form.waitFor({ state: 'detached' });
    const saved = await graphql<{ hub: { state: { dutyCycle: boolean } } }>(
      session.page,
      `{ hub(id: ${smartHubId}) { state { dutyCycle } } }`,
    );
    expect(saved.hub.state.dutyCycle).toBe(!wasOn);
  });

  it('says so when a hub does not exist, on every tab', async () => {
    const { page } = session;
    await page.goto('/hub/987654');
    await page.getByText('Hub 987654 does not exist.').waitFor();
    // The tabs whose logs or forms once looked like an existing hub's (empty, or loading for ever).
    for (const tab of ['messages', 'comms', 'actions', 'issues']) {
      await page.goto(`/hub/987654/${tab}`);
      await page.getByText('Hub 987654 does not exist.').waitFor();
      await expect(page.getByRole('region', { name: 'Hub' }).count()).resolves.toBe(0);
    }
  });
});

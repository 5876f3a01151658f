import { beforeAll, describe, expect, it } from 'vitest';
import { screenshot, signedInSession, users } from '../support/browser.js';
import { findHub, graphql } from './hubTabsHelpers.js';

type Fill = { fillTimestamp: string; fillAmount: number };

describe('Oil tab: boiler and fuel fills', () => {
  const session = signedInSession(users.staff);
  let withoutBoiler: number;
  let withFills: number;
  beforeAll(async () => {
    withoutBoiler = await findHub<{ hubBoiler: unknown }>(
      session.page,
      'query ($hubId: Int!) { hubBoiler(hubId: $hubId) { hubId } }',
      (d) => d.hubBoiler === null,
      'no boiler',
    );
    withFills = await findHub<{ hubFuelFills: Fill[] }>(
      session.page,
      'query ($hubId: Int!) { hubFuelFills(hubId: $hubId) { fillTimestamp fillAmount } }',
      (d) => d.hubFuelFills.length >= 2,
      'two fuel fills',
    );
  });

  it('opens a hub with no boiler in edit with the defaults, refuses no fuel type, then saves', async () => {
    await session.page.goto(`/hub/${withoutBoiler}/oil`);
    await expect.poll(() => session.page.title()).toBe(`Hub ${withoutBoiler} Oil`);
    const form = session.page.getByRole('form', { name: 'Edit boiler' });
    await form.waitFor();
    await expect(form.getByLabel('Fuel rate (kg/hr)').inputValue()).resolves.toBe('1.97');
    await expect(form.getByLabel('Tank capacity (l)').inputValue()).resolves.toBe('1200');
    await expect(form.getByLabel('kWh output').inputValue()).resolves.toBe('22.5');

    // Save waits for the fuel type and says what is missing before any click.
    expect(await form.getByRole('button', { name: 'Save' }).isDisabled()).toBe(true);
    await form.getByText('To save, fill in or correct: Fuel type.').waitFor();
    await form.getByLabel('Fuel rate (kg/hr)').fill('');
    await form.getByText('The fuel rate must be set.').waitFor();
    await form.getByText('To save, fill in or correct: Fuel type, Fuel rate (kg/hr).').waitFor();
    await screenshot(session.page, 'oil-boiler-no-fuel-type');
    expect(
      (
        await graphql<{ hubBoiler: unknown }>(
          session.page,
          `{ hubBoiler(hubId: ${withoutBoiler}) { hubId } }`,
        )
      ).hubBoiler,
    ).toBeNull();

    await form.getByLabel('Fuel type').selectOption({ label: 'Oil' });
    await form.getByLabel('Fuel rate (kg/hr)').fill('2,1');
    await form.getByLabel('Manufacturer').fill('Grant');
    await form.getByRole('button', { name: 'Save' }).click();
    const read = session.page.getByRole('region', { name: 'Boiler' });
    await read.getByRole('button', { name: 'Edit' }).waitFor();
    const saved = await graphql<{
      hubBoiler: { fuelTypeDescription: string; fuelRate: number; manufacturer: string };
    }>(session.page, `{ hubBoiler(hubId: ${withoutBoiler}) { fuelTypeDescription fuelRate manufacturer } }`);
    expect(saved.hubBoiler).toEqual({ fuelTypeDescription: 'Oil', fuelRate: 2.1, manufacturer: 'Grant' });
    await expect(read.getByText('2.1', { exact: true }).count()).resolves.toBe(1);
    await screenshot(session.page, 'oil-boiler-saved');
  });

  it('adds a fuel fill, refusing it without a date, and deletes one with "Fuel fill deleted."', async () => {
    await session.page.goto(`/hub/${withFills}/oil`);
    const panel = session.page.getByRole('region', { name: 'Fuel Fills' });
    const rows = panel.getByRole('table', { name: 'Fuel fills' }).locator('tbody tr');
    await rows.first().waitFor();
    const before = await rows.count();

    await panel.getByRole('button', { name: 'Add fuel fill' }).click();
    const form = panel.getByRole('form', { name: 'New fuel fill' });
    await expect(form.getByRole('button', { name: 'Save' }).isDisabled()).resolves.toBe(true);
    await form.getByLabel('Amount (litres)').fill('654');
    await form.getByLabel('Date and time').fill('');
    await form.getByText('Fill timestamp must be set.').waitFor();
    await expect(form.getByRole('button', { name: 'Save' }).isDisabled()).resolves.toBe(true);
    await form.getByLabel('Date and time').fill('01/15/2026, 9:30 AM');
    await form.getByText('Date and time: write it like 20 Feb 2027, 12:36.').waitFor();
    await form.getByLabel('Date and time').fill('15 Jan 2026, 09:30');
    await form.getByText('Tank was filled').click();
    await screenshot(session.page, 'oil-fuel-fill-form');
    await form.getByRole('button', { name: 'Save' }).click();
    await form.waitFor({ state: 'detached' });
    await expect.poll(() => rows.count()).toBe(before + 1);
    await panel.getByRole('cell', { name: '654 l' }).waitFor();

    await panel
      .getByRole('button', { name: /^Delete fuel fill of / })
      .first()
      .click();
    await panel.getByRole('alertdialog').getByRole('button', { name: 'Delete', exact: true }).click();
    await panel.getByText('Fuel fill deleted.').waitFor();
    await expect.poll(() => rows.count()).toBe(before);
    await screenshot(session.page, 'oil-fuel-fill-deleted');
  });

  it('asks before a delete under the fill, leaving the other rows and their columns as they were', async () => {
    await session.page.goto(`/hub/${withFills}/oil`);
    const panel = session.page.getByRole('region', { name: 'Fuel Fills' });
    const rows = panel.getByRole('table', { name: 'Fuel fills' }).locator('tbody tr');
    await rows.first().waitFor();
    // Each fill's row height and its cells' widths: a Date wrapped onto two lines makes the row taller.
    const layout = () =>
      rows.evaluateAll((trs) =>
        trs
          .filter((tr) => !tr.querySelector('[role="alertdialog"]'))
          .map(
            (tr) =>
              [tr, ...Array.from(tr.querySelectorAll('td'))]
                .map((el) => Math.round(el.getBoundingClientRect().width))
                .join(' ') + ` h${Math.round(tr.getBoundingClientRect().height)}`,
          ),
      );
    const before = await layout();
    await panel
      .getByRole('button', { name: /^Delete fuel fill of / })
      .first()
      .click();
    const question = panel.getByRole('alertdialog');
    await question.getByRole('button', { name: 'Keep' }).waitFor();
    await screenshot(session.page, 'oil-fuel-fill-confirm');
    expect(await layout()).toEqual(before);
    await session.page.keyboard.press('Escape');
    await question.waitFor({ state: 'detached' });
    expect(await layout()).toEqual(before);
  });

  it('shows why a delete failed when the fill is already gone', async () => {
    await session.page.goto(`/hub/${withFills}/oil`);
    const panel = session.page.getByRole('region', { name: 'Fuel Fills' });
    const deleteButton = panel.getByRole('button', { name: /^Delete fuel fill of / }).first();
    await deleteButton.waitFor();
    const { hubFuelFills } = await graphql<{ hubFuelFills: Fill[] }>(
      session.page,
      `{ hubFuelFills(hubId: ${withFills}) { fillTimestamp fillAmount } }`,
    );
    // Someone else deletes the newest fill while this screen still shows it.
    await graphql(
      session.page,
      'mutation ($hubId: Int!, $at: DateTime!) { deleteFuelFill(input: { hubId: $hubId, fillTimestamp: $at }) { message } }',
      {
        hubId: withFills,
        at: hubFuelFills[0]!.fillTimestamp,
      },
    );
    await deleteButton.click();
    await panel.getByRole('alertdialog').getByRole('button', { name: 'Delete', exact: true }).click();
    await panel.getByText(/has no fuel fill at/).waitFor();
  });
});

import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { screenshot, signedInSession, users } from '../support/browser.js';

async function graphql<T>(page: Page, query: string): Promise<T> {
  const response = await page.request.post('/graphql', { data: { query } });
  const body = (await response.json()) as { data: T; errors?: unknown };
  expect(body.errors).toBeUndefined();
  return body.data;
}

interface Reading {
  uid: number;
  hubId: number;
  saved: boolean;
  hasImage: boolean;
}

describe('meter readings and lookup tables', () => {
  const session = signedInSession(users.staff);
  let readings: Reading[];
  beforeAll(async () => {
    const data = await graphql<{ meterReadings: { edges: { node: Reading }[] } }>(
      session.page,
      '{ meterReadings(first: 200) { edges { node { uid hubId saved hasImage } } } }',
    );
    readings = data.meterReadings.edges.map((edge) => edge.node);
  });

  it('saves an unsaved reading on All Meters, refusing 0 first', async () => {
    const unsaved = readings.find((r) => !r.saved)!;
    await session.page.goto('/allmeters');
    await session.page.getByRole('heading', { name: 'All Meters' }).waitFor();
    await expect(session.page.title()).resolves.toBe('All Meters');
    const row = session.page.locator(`tbody tr[data-uid="${unsaved.uid}"]`);
    await row.waitFor();
    await screenshot(session.page, 'meters-all');
    const box = row.getByLabel(`Reading for ${unsaved.uid}`);
    await box.fill('0');
    await row.getByRole('button', { name: 'Save' }).click();
    await row.getByRole('alert').filter({ hasText: 'The reading must be a number above 0.' }).waitFor();
    await box.fill('23456.7');
    await row.getByRole('button', { name: 'Save' }).click();
    // Against this hub's own history the reading may need confirming (lower than the previous one, or far
    // outside its usual use): then the question is put, and "Save anyway" saves it.
    const question = row.getByRole('alertdialog', { name: 'Check the reading' });
    await question.or(row.getByRole('status')).first().waitFor();
    if (await question.isVisible()) {
      await screenshot(session.page, 'meters-confirm');
      await question.getByRole('button', { name: 'Save anyway' }).click();
    }
    await row.getByRole('status').filter({ hasText: 'Reading saved.' }).waitFor();
    await row.getByText('23456.7').waitFor();
    await row.getByRole('button', { name: `Correct reading ${unsaved.uid}` }).waitFor();
    const after = await graphql<{ meterReadings: { edges: { node: { uid: number; reading: number } }[] } }>(
      session.page,
      `{ meterReadings(hubId: ${unsaved.hubId}, first: 50) { edges { node { uid reading } } } }`,
    );
    expect(after.meterReadings.edges.find((e) => e.node.uid === unsaved.uid)?.node.reading).toBe(23456.7);
  });

  it('shows a hub’s images from the start and toggles them', async () => {
    const withImage = readings.find((r) => r.hasImage)!;
    await session.page.goto(`/hub/${withImage.hubId}/meter_readings`);
    const image = session.page.getByRole('img', { name: `Meter photo of reading ${withImage.uid}` });
    await image.waitFor();
    await expect(session.page.title()).resolves.toBe(`Hub ${withImage.hubId} Meter Readings`);
    const loaded = await image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0);
    expect(loaded).toBe(true);
    await screenshot(session.page, 'meters-hub');
    const row = session.page.locator(`tbody tr[data-uid="${withImage.uid}"]`);
    await row.getByRole('button', { name: 'Hide Image' }).click();
    await image.waitFor({ state: 'detached' });
    await row.getByRole('button', { name: 'Show Image' }).click();
    await image.waitFor();
  });

  it('fits a hub’s meter photo to a phone’s width and opens it full size in a new tab', async () => {
    const withImage = readings.find((r) => r.hasImage)!;
    const page = session.page;
    await page.setViewportSize({ width: 390, height: 844 });
    try {
      await page.goto(`/hub/${withImage.hubId}/meter_readings`);
      const image = page.getByRole('img', { name: `Meter photo of reading ${withImage.uid}` });
      await image.waitFor();
      await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete)).toBe(true);
      const list = (await page.getByRole('region', { name: 'Meter readings' }).boundingBox())!;
      const photo = (await image.boundingBox())!;
      // Every digit in view (staff type the reading from it), at a readable size: most of the width.
      expect(photo.x).toBeGreaterThanOrEqual(list.x);
      expect(photo.x + photo.width).toBeLessThanOrEqual(list.x + list.width);
      expect(photo.width).toBeGreaterThan(list.width * 0.8);
      const ratio = await image.evaluate((img: HTMLImageElement) => img.naturalWidth / img.naturalHeight);
      expect(photo.width / photo.height).toBeCloseTo(ratio, 1);
      await screenshot(page, 'meters-hub-phone');

      const [tab] = await Promise.all([
        page.context().waitForEvent('page'),
        page.getByRole('link', { name: `Open full size: meter photo of reading ${withImage.uid}` }).click(),
      ]);
      await tab.waitForLoadState();
      expect(tab.url()).toMatch(/^blob:/);
      const shown = await tab.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth);
      expect(shown).toBe(await image.evaluate((img: HTMLImageElement) => img.naturalWidth));
      await tab.close();
    } finally {
      await page.setViewportSize({ width: 1280, height: 900 });
    }
  });

  it('lists a lookup table’s keys and descriptions under the lookup sub-menu', async () => {
    await session.page.goto('/customertypes');
    await session.page.locator('tbody tr').first().waitFor();
    const nav = session.page.getByRole('navigation', { name: 'Lookup tables' });
    await nav.getByRole('link', { name: 'stock_statuses' }).click();
    await session.page.getByRole('heading', { name: 'stock_statuses' }).waitFor();
    await session.page.locator('tbody tr').first().waitFor();
    expect(await session.page.locator('tbody tr').count()).toBeGreaterThan(1);
    await screenshot(session.page, 'lookups');
  });
});

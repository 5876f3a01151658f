import type { Locator, Page } from 'playwright-core';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { downloadedText, screenshot, signedInSession, users } from '../support/browser.js';

interface Report {
  uid: number;
  serialNo: number | null;
  uploaded: string;
  city: string | null;
  notes: string | null;
}

async function graphql<T>(page: Page, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const response = await page.request.post('/graphql', { data: { query, variables } });
  const body = (await response.json()) as { data: T; errors?: unknown };
  expect(body.errors).toBeUndefined();
  return body.data;
}

/** The API's own count of a search, to compare the grid's "Count: n" with. */
async function countOf(page: Page, columns: { field: string; value: string }[]): Promise<number> {
  const data = await graphql<{ installationReports: { totalCount: number } }>(
    page,
    'query($filter: InstallationReportFilter) { installationReports(filter: $filter, first: 1) { totalCount } }',
    { filter: { columns } },
  );
  return data.installationReports.totalCount;
}

const count = (n: number) => `Count: ${n.toLocaleString('en-IE')}`;
const grid = (page: Page) => page.getByRole('region', { name: 'Installation reports' });
const cell = (page: Page, row: number, field: string): Locator =>
  grid(page).locator(`tr[data-row-index="${row}"] td[data-field="${field}"]`);
const search = async (page: Page, header: string, text: string) => {
  const box = page.getByRole('textbox', { name: `Search ${header}`, exact: true });
  await box.fill(text);
  await box.press('Enter');
};

describe('installation reports grid (/mastersheet?panel=reports)', () => {
  const session = signedInSession(users.admin);
  let sample: Report;
  let total: number;

  it('opens from the leads dashboard with the whole count and few rows in the DOM', async () => {
    const { page } = session;
    const data = await graphql<{ installationReports: { totalCount: number; nodes: Report[] } }>(
      page,
      '{ installationReports(first: 200) { totalCount nodes { uid serialNo uploaded city notes } } }',
    );
    total = data.installationReports.totalCount;
    sample = data.installationReports.nodes.find((r) => r.serialNo !== null && r.city)!;
    expect(total).toBeGreaterThan(1000);
    expect(sample).toBeDefined();

    await page.goto('/mastersheet');
    await page.getByRole('heading', { name: 'Leads' }).waitFor();
    await expect(page.title()).resolves.toBe('Leads');
    await page.getByRole('button', { name: 'GeoPal Reports' }).click();
    await page.waitForURL('**/mastersheet?panel=reports');
    await page.getByText(count(total)).waitFor();
    await cell(page, 0, 'uid').filter({ hasText: /\d/ }).waitFor();
    expect(await grid(page).locator('tbody tr').count()).toBeLessThan(150);
    await expect(page.getByRole('link', { name: 'Issues' }).getAttribute('href')).resolves.toBe('/issues');
    await screenshot(page, 'installation-reports');
  });

  it('filters a number, a date and a text column, clears, and a shared URL gives the same view', async () => {
    const { page } = session;
    await search(page, 'serial_no', String(sample.serialNo));
    await page
      .getByText(count(await countOf(page, [{ field: 'SERIAL_NO', value: String(sample.serialNo) }])))
      .waitFor();
    await expect(cell(page, 0, 'serial_no').textContent()).resolves.toBe(String(sample.serialNo));
    expect(page.url()).toContain(`f.serial_no=${sample.serialNo}`);
    await page.getByRole('button', { name: 'Clear search serial_no' }).click();
    await page.getByText(count(total)).waitFor();

    // The date as staff type it (dd/mm/yyyy), matched on the calendar day in Irish time.
    const day = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Dublin' }).format(
      new Date(sample.uploaded),
    );
    const iso = day.split('/').reverse().join('-');
    await search(page, 'uploaded', day);
    await search(page, 'city', sample.city!);
    const expected = await countOf(page, [
      { field: 'UPLOADED', value: iso },
      { field: 'CITY', value: sample.city! },
    ]);
    await page.getByText(count(expected)).waitFor();
    await cell(page, 0, 'city').filter({ hasText: sample.city! }).waitFor();
    await screenshot(page, 'installation-reports-filtered');

    const shared = page.url();
    await page.goto('/dashboard');
    await page.goto(shared);
    await page.getByText(count(expected)).waitFor();
    await expect(page.getByRole('textbox', { name: 'Search city', exact: true }).inputValue()).resolves.toBe(
      sample.city,
    );
    await expect(page.getByRole('textbox', { name: 'Search uploaded' }).inputValue()).resolves.toBe(day);

    await page.goBack();
    await page.waitForURL('**/dashboard');
    await page.goForward();
    await page.getByText(count(expected)).waitFor();
  });

  it('selects every row matching the search, and unticking one clears select-all', async () => {
    const { page } = session;
    await page.goto(`/mastersheet?panel=reports&f.city=${encodeURIComponent(sample.city!)}`);
    const matching = await countOf(page, [{ field: 'CITY', value: sample.city! }]);
    await page.getByText(count(matching)).waitFor();
    // The ids of the whole search come from the API, so the box ticks once they have arrived.
    await page.getByRole('checkbox', { name: 'Select every matching row' }).click();
    await page.getByText(`Selected: ${matching.toLocaleString('en-IE')} (all matching)`).waitFor();
    await grid(page).locator('tr[data-row-index="0"] input[type=checkbox]').uncheck();
    await page.getByText(`Selected: ${(matching - 1).toLocaleString('en-IE')}`, { exact: true }).waitFor();
    await screenshot(page, 'installation-reports-selected');
  });

  it('edits a cell, rolls a refused edit back with its error, and exports the CSV with formulas neutralised', async () => {
    const { page } = session;
    await page.goto(`/mastersheet?panel=reports&f.uid=${sample.uid}`);
    await page.getByText(count(1)).waitFor();

    const notes = cell(page, 0, 'notes');
    await notes.dblclick();
    const editor = page.getByRole('textbox', { name: 'Edit notes' });
    await editor.fill('=1+1');
    await editor.press('Enter');
    await notes.filter({ hasText: '=1+1' }).waitFor();
    await expect
      .poll(
        async () => {
          const data = await graphql<{ installationReports: { nodes: Report[] } }>(
            page,
            'query($f: InstallationReportFilter) { installationReports(filter: $f, first: 1) { nodes { uid notes } } }',
            { f: { columns: [{ field: 'UID', value: String(sample.uid) }] } },
          );
          return data.installationReports.nodes[0]?.notes;
        },
        { timeout: 15_000 },
      )
      .toBe('=1+1');

    const serial = cell(page, 0, 'serial_no');
    await serial.dblclick();
    const serialEditor = page.getByRole('textbox', { name: 'Edit serial_no' });
    await serialEditor.fill('99999999999');
    await serialEditor.press('Enter');
    await page
      .getByRole('alert')
      .filter({ hasText: `Row ${sample.uid} not saved. serial_no:` })
      .waitFor();
    await expect(serial.getAttribute('aria-invalid')).resolves.toBe('true');
    // Refused before sending: the text stays in its open editor to be corrected; Escape gives it up.
    await expect(serialEditor.inputValue()).resolves.toBe('99999999999');
    await screenshot(page, 'installation-reports-refused-edit');
    await serialEditor.press('Escape');
    await expect(serial.textContent()).resolves.toBe(String(sample.serialNo));

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export as .csv' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^GeopalInstallationReports_\d{8}-\d{6}\.csv$/);
    const rows = Papa.parse<Record<string, string>>(await downloadedText(file), {
      header: true,
      skipEmptyLines: true,
    });
    expect(rows.meta.fields).toContain('serial_no');
    expect(rows.meta.fields?.[0]).toBe('uid');
    expect(rows.data).toHaveLength(1);
    expect(rows.data[0]?.uid).toBe(String(sample.uid));
    expect(rows.data[0]?.notes).toBe("'=1+1");
  });

  it('shows the rows where the scrollbar is dragged, with placeholders loading in', async () => {
    const { page } = session;
    await page.goto('/mastersheet?panel=reports');
    await page.getByText(count(total)).waitFor();
    const scroller = grid(page).locator('[data-virtuoso-scroller]');
    await scroller.evaluate((element) => {
      element.scrollTop = element.scrollHeight / 2;
    });
    const middle = Math.floor(total / 2);
    // A loaded row near the middle of the result: its index is within a viewport of the middle.
    const loaded = grid(page).locator('tbody tr:not([aria-busy])');
    await expect
      .poll(
        async () => {
          const indexes = await loaded.evaluateAll((rows) =>
            rows.map((r) => Number(r.getAttribute('data-row-index'))),
          );
          return indexes.some((i) => Math.abs(i - middle) < 60);
        },
        { timeout: 15_000 },
      )
      .toBe(true);
    await cell(page, middle, 'uid').filter({ hasText: /\d/ }).waitFor();
    expect(await grid(page).locator('tbody tr').count()).toBeLessThan(150);
    await screenshot(page, 'installation-reports-middle');
  });
});

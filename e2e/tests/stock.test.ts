import { serialFromHubId } from '@hub/domain';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { screenshot, signedInSession, users } from '../support/browser.js';

async function graphql<T>(page: Page, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const response = await page.request.post('/graphql', { data: { query, variables } });
  const body = (await response.json()) as { data: T; errors?: unknown };
  expect(body.errors).toBeUndefined();
  return body.data;
}

const STOCK_TOTAL = `query T($sortBy: StockSortField!, $filterValue: String) {
  stock(sortBy: $sortBy, filterValue: $filterValue, first: 1) { totalCount nodes { hubId serial } }
}`;
const STOCK_IDS = `query Ids { stock(sortBy: HUB_ID, first: 20) { nodes { hubId serial cartonNumber } } }`;

const stockTotal = async (page: Page, sortBy = 'HUB_ID', filterValue: string | null = null) =>
  (await graphql<{ stock: { totalCount: number } }>(page, STOCK_TOTAL, { sortBy, filterValue })).stock
    .totalCount;

/** The All Stock grid, its loaded rows (placeholders are aria-busy) and one cell by row index and field. */
const grid = (page: Page) => page.getByRole('region', { name: 'Stock', exact: true });
const loadedRows = (page: Page) => grid(page).locator('tbody tr[data-row-id]');
const cell = (page: Page, row: number, field: string) =>
  grid(page).locator(`tr[data-row-index="${row}"] td[data-field="${field}"]`);
const countText = (n: number) => `Count: ${n.toLocaleString('en-IE')}`;

const rowIds = (page: Page) =>
  loadedRows(page).evaluateAll((rows) => rows.map((row) => Number(row.getAttribute('data-row-id'))));

const numbers = (texts: string[]) => texts.map((t) => Number(t.replace(/\D/g, '')));

const samples = new URL('../../fleet-api/samples/', import.meta.url).pathname;
const scratch = mkdtempSync(join(tmpdir(), 'stock-e2e-'));
const scratchFile = (name: string, bytes: Buffer | string) => {
  const path = join(scratch, name);
  writeFileSync(path, bytes);
  return path;
};

async function chooseAndUpload(page: Page, path: string, company: string) {
  await page.getByLabel('Installation sheet').setInputFiles(path);
  await page.getByTestId('chosen-file').getByText(path.split('/').at(-1)!).waitFor();
  await page.getByLabel('Company').selectOption({ label: company });
  await page.getByRole('button', { name: 'Upload' }).click();
}

describe('stock', () => {
  const session = signedInSession(users.staff);

  it('the summary: each section adds up to the stock list’s own counts', async () => {
    const { page } = session;
    await page.goto('/stock/summary');
    await page.getByRole('heading', { name: 'Stock Summary' }).waitFor();
    await page.getByRole('heading', { name: 'Installers' }).waitFor();
    const all = await stockTotal(page);
    // A table's grand totals: one, or an installer table's available and installed totals together.
    const grand = async (label: string) => {
      const cells = await page
        .getByRole('table', { name: label })
        .locator('[data-grand-total]')
        .allTextContents();
      return cells.reduce((sum, text) => sum + Number(text.replaceAll(',', '')), 0);
    };
    expect(await grand('Stock Locations')).toBe(all);
    expect(await grand('Office Status')).toBe(all);
    // Installers: the grand totals of the three company tables add up to the hubs that have an installer,
    // installer by installer the list filtered on that installer.
    let installers = 0;
    for (const company of ['HES', 'Insight', 'EnergyServe']) {
      const table = page.getByRole('table', { name: `Installers ${company}` });
      // Spec 2 §2: "with totals for available and installed", each its own column.
      for (const header of ['Total available', 'Total installed'])
        await table.getByRole('columnheader', { name: header, exact: true }).waitFor();
      installers += await grand(`Installers ${company}`);
    }
    let withInstaller = 0;
    for (let id = 1; id <= 8; id++) withInstaller += await stockTotal(page, 'INSTALLER', String(id));
    expect(installers).toBe(withInstaller);
    await screenshot(page, 'stock-summary');
  });

  it('sorts and filters the stock list in the grid', async () => {
    const { page } = session;
    await page.goto('/stock/all');
    await page.getByRole('heading', { name: 'All Stock' }).waitFor();
    const total = await stockTotal(page);
    await page.getByText(countText(total)).waitFor();
    await loadedRows(page).first().waitFor();
    const ascending = await rowIds(page);
    expect(ascending).toEqual([...ascending].sort((a, b) => a - b));
    // Virtual rows: a few screens of the 2,000 hubs are in the page, not all of them.
    expect(await grid(page).locator('tbody tr').count()).toBeLessThan(150);
    // The serial is a real link to the hub, and looks like one (not the colour of the text beside it).
    const firstId = ascending[0]!;
    const serialLink = cell(page, 0, 'serial').getByRole('link');
    await expect(serialLink.getAttribute('href')).resolves.toBe(`/hub/${firstId}`);
    const linkColour = await serialLink.evaluate((a) => getComputedStyle(a).color);
    const textColour = await cell(page, 0, 'shipmentNumber').evaluate((td) => getComputedStyle(td).color);
    expect(linkColour).not.toBe(textColour);

    await page.getByLabel('Sort field').selectOption({ label: 'Carton' });
    await page.getByLabel('Filter value').locator('option[value="100"]').waitFor({ state: 'attached' });
    await page.getByLabel('Filter value').selectOption('7');
    await page.waitForURL(/sort=CARTON_NUMBER&value=7/);
    const cartonTotal = await stockTotal(page, 'CARTON_NUMBER', '7');
    await page.getByText(countText(cartonTotal)).waitFor();
    await loadedRows(page).first().waitFor();
    const cartons = await grid(page)
      .locator('tbody tr[data-row-id] td[data-field="cartonNumber"]')
      .allTextContents();
    expect(new Set(cartons)).toEqual(new Set(['7']));
    expect(await page.getByLabel('Filter value').locator('option').count()).toBe(101);

    await page.getByLabel('Sort field').selectOption({ label: 'Hub id' });
    await page.getByLabel('Order').selectOption('DESC');
    await page.waitForURL(/dir=desc/);
    await page.getByText(countText(total)).waitFor();
    await page.waitForFunction(() => {
      const ids = Array.from(document.querySelectorAll('tbody tr[data-row-id]')).map((r) =>
        Number(r.getAttribute('data-row-id')),
      );
      return ids.length > 1 && ids[0]! > ids[1]!;
    });
    const descending = await rowIds(page);
    expect(descending).toEqual([...descending].sort((a, b) => b - a));

    // The scrollbar spans the whole list: at its end are the lowest hub ids (fetched from that offset).
    const lowest = (await graphql<{ stock: { nodes: { hubId: number }[] } }>(page, STOCK_IDS)).stock.nodes[0]!
      .hubId;
    await grid(page)
      .locator('[data-virtuoso-scroller]')
      .evaluate((element) => {
        element.scrollTop = element.scrollHeight;
      });
    await grid(page).locator(`tbody tr[data-row-id="${lowest}"]`).waitFor({ timeout: 15_000 });
    await expect(
      grid(page).locator(`tbody tr[data-row-id="${lowest}"]`).getAttribute('data-row-index'),
    ).resolves.toBe(String(total - 1));
    await screenshot(page, 'stock-all');

    // Ticked rows start the Modify Stock panel's hub ids, and the box follows the ticks after it opened.
    await grid(page)
      .locator('[data-virtuoso-scroller]')
      .evaluate((element) => {
        element.scrollTop = 0;
      });
    const idAt = async (index: number) => {
      const row = grid(page).locator(`tr[data-row-index="${index}"][data-row-id]`);
      await row.waitFor({ timeout: 15_000 });
      return Number(await row.getAttribute('data-row-id'));
    };
    const top = [await idAt(0), await idAt(1), await idAt(2)];
    await page.getByLabel(`Select row ${top[0]}`).check();
    await page.getByLabel(`Select row ${top[1]}`).check();
    await page.getByRole('button', { name: 'Modify Stock (2 ticked)' }).click();
    const panel = page.getByRole('region', { name: 'Modify Stock' });
    const [first, second] = [top[0], top[1]].sort((a, b) => a! - b!);
    await expect(panel.getByLabel('Hub ids').inputValue()).resolves.toBe(`${first}, ${second}`);
    await page.getByLabel(`Select row ${top[2]}`).check();
    await expect(panel.getByLabel('Hub ids').inputValue()).resolves.toBe(`${first}, ${second}, ${top[2]}`);
    await page.getByLabel(`Select row ${first}`).uncheck();
    await expect(panel.getByLabel('Hub ids').inputValue()).resolves.toBe(`${second}, ${top[2]}`);
    await page.getByText('Selected: 2').waitFor();
    // Only ticks changed the box, and they stay in the list: Cancel closes the panel without asking.
    await panel.getByRole('button', { name: 'Cancel' }).click();
    await panel.waitFor({ state: 'detached' });

    await page.getByLabel('Sort field').selectOption({ label: 'Docket' });
    await page.getByLabel('Filter value').fill('987654321');
    await page.getByText('No Stock for that criteria').waitFor();
    await page.getByText(countText(0)).waitFor();
    // A value that is not a number is said beside the box; nothing is asked, nothing fails.
    await page.getByLabel('Filter value').fill('12a');
    await page.getByText('Filter value: Type a whole number.').waitFor();
    await page.getByText('Correct the filter value to see the stock.').waitFor();
    await expect(page.getByText('The rows could not be loaded.').count()).resolves.toBe(0);
    // A date is typed as everywhere ("13 Apr 2016"), not in the browser's picker; the address holds the day.
    await page.getByLabel('Sort field').selectOption({ label: 'Installed' });
    // Typed before the address has the new field, '13 Apr' went into the docket's box as it left the page
    // (a busy machine), and was refused as no whole number.
    await page.waitForURL(
      (url) => url.searchParams.get('sort') === 'INSTALLED' && !url.searchParams.has('value'),
    );
    await page.getByLabel('Filter value').fill('13 Apr');
    await page.getByText('Filter value: write it like 20 Feb 2027.').waitFor();
    await page.getByLabel('Filter value').fill('13 Apr 2016');
    await page.waitForURL((url) => url.searchParams.get('value') === '2016-04-13');
    await page.getByText('Correct the filter value to see the stock.').waitFor({ state: 'detached' });
    // The hub id's box takes a serial: the list shows serials first.
    await page.getByLabel('Sort field').selectOption({ label: 'Hub id' });
    // The date's box is replaced by the hub id's once the address has the new field without a value:
    // typed sooner (a busy machine), the serial went into the date box as it left the page.
    await page.waitForURL((url) => !url.searchParams.has('value'));
    const hubIdBox = page.locator('input[inputmode="numeric"]').and(page.getByLabel('Filter value'));
    await hubIdBox.fill(String(serialFromHubId(top[0]!)));
    await page.getByText(countText(1), { exact: true }).waitFor();
    await grid(page).locator(`tbody tr[data-row-id="${top[0]}"]`).waitFor();
  });

  it('the grid at 1,440 px: one Tab stop, Enter follows a cell’s link, every column in view, cut text on hover', async () => {
    const { page } = session;
    await page.setViewportSize({ width: 1440, height: 900 });
    try {
      await page.goto('/stock/all?sort=INSTALLATION_STATE&dir=desc');
      await page.getByRole('heading', { name: 'All Stock' }).waitFor();
      await loadedRows(page).first().waitFor();
      // Every column, SEAI group and Docket too, is in the grid's box without scrolling sideways, and no
      // header is cut.
      const fit = await grid(page).evaluate((region) => {
        const scroller = region.querySelector<HTMLElement>('[data-virtuoso-scroller]')!;
        const headers = Array.from(region.querySelectorAll<HTMLElement>('thead tr:first-child th'));
        return {
          overflow: scroller.scrollWidth - scroller.clientWidth,
          cut: headers.filter((th) => th.scrollWidth > th.clientWidth).map((th) => th.textContent),
          last: headers.at(-1)!.getBoundingClientRect().right <= scroller.getBoundingClientRect().right,
        };
      });
      expect(fit).toEqual({ overflow: 0, cut: [], last: true });
      await screenshot(page, 'stock-all-1440');

      // A value longer than its column shows whole on hover (the cell's title).
      const cells = grid(page).locator('tbody td[data-field]');
      const cutIndex = await cells.evaluateAll((tds) =>
        tds.findIndex((td) => td.scrollWidth > td.clientWidth),
      );
      if (cutIndex >= 0) {
        const cut = cells.nth(cutIndex);
        await cut.hover();
        await expect(cut.getAttribute('title')).resolves.toBe((await cut.textContent())!.trim());
      }

      // The serial links are not Tab stops: Tab comes into the rows once (the active cell) and leaves.
      await expect(
        grid(page)
          .locator('tbody a[href]')
          .evaluateAll((links) => links.filter((a) => (a as HTMLElement).tabIndex !== -1).length),
      ).resolves.toBe(0);
      // The last stop before the rows is the toolbar's Modify Stock.
      await page.getByRole('button', { name: 'Modify Stock' }).focus();
      await page.keyboard.press('Tab');
      const first = cell(page, 0, 'serial');
      await expect.poll(() => first.evaluate((td) => td === document.activeElement)).toBe(true);
      await page.keyboard.press('Tab');
      await expect
        .poll(() => grid(page).evaluate((region) => region.contains(document.activeElement)))
        .toBe(false);
      // Back in, ArrowRight to the hub id, Enter opens its hub.
      await page.keyboard.press('Shift+Tab');
      await page.keyboard.press('ArrowRight');
      const hubCell = cell(page, 0, 'hubId');
      await expect.poll(() => hubCell.evaluate((td) => td === document.activeElement)).toBe(true);
      const hubId = (await hubCell.textContent())!.trim();
      await page.keyboard.press('Enter');
      await page.waitForURL(new RegExp(`/hub/${hubId}$`));
    } finally {
      await page.setViewportSize({ width: 1280, height: 900 });
    }
  });

  it('the grid at 1,440 px shows a docket of up to 10 digits whole, every column still in view', async () => {
    const { page } = session;
    // The demo's dockets have 5 digits; the fleet's run to an Int's 10 (at 60 px Docket cut them after 6).
    // The first rows' dockets are lengthened in the answer, so the stored stock stays as it is.
    const dockets = [1234567, 12345678, 123456789, 2147483647];
    await page.route('**/graphql', async (route) => {
      const body = route.request().postDataJSON() as { operationName?: string } | null;
      if (body?.operationName !== 'AllStockPage_Rows') return route.fallback();
      const response = await route.fetch();
      const json = (await response.json()) as {
        data: { stock: { nodes: Array<{ stockDocketNumber: number | null }> } };
      };
      dockets.forEach((docket, i) => {
        const node = json.data.stock.nodes[i];
        if (node) node.stockDocketNumber = docket;
      });
      await route.fulfill({ response, json });
    });
    await page.setViewportSize({ width: 1440, height: 900 });
    try {
      await page.goto('/stock/all?sort=INSTALLATION_STATE&dir=desc');
      await page.getByRole('heading', { name: 'All Stock' }).waitFor();
      await cell(page, 3, 'stockDocketNumber').getByText('2147483647').waitFor();
      const shown = await grid(page).evaluate((region) => {
        const scroller = region.querySelector<HTMLElement>('[data-virtuoso-scroller]')!;
        const headers = Array.from(region.querySelectorAll<HTMLElement>('thead tr:first-child th'));
        const cells = [0, 1, 2, 3].map((row) =>
          region.querySelector<HTMLElement>(
            `tr[data-row-index="${row}"] td[data-field="stockDocketNumber"]`,
          )!,
        );
        return {
          overflow: scroller.scrollWidth - scroller.clientWidth,
          last: headers.at(-1)!.getBoundingClientRect().right <= scroller.getBoundingClientRect().right,
          cut: cells.filter((td) => td.scrollWidth > td.clientWidth).map((td) => td.textContent),
        };
      });
      expect(shown).toEqual({ overflow: 0, last: true, cut: [] });
      await screenshot(page, 'stock-all-1440-long-dockets');
    } finally {
      await page.unroute('**/graphql');
      await page.setViewportSize({ width: 1280, height: 900 });
    }
  });

  it('after a failed load: the count is not said to be loading, and Modify Stock waits for rows', async () => {
    const { page } = session;
    let failing = true;
    await page.route('**/graphql', async (route) => {
      const body = route.request().postDataJSON() as { operationName?: string } | null;
      if (failing && body?.operationName?.startsWith('AllStockPage'))
        await route.fulfill({
          status: 500,
          contentType: 'application/json',
          body: '{"errors":[{"message":"boom"}]}',
        });
      else await route.fallback();
    });
    try {
      await page.goto('/stock/summary');
      await page.getByRole('heading', { name: 'Stock Summary' }).waitFor();
      await page.getByRole('link', { name: 'All Stock' }).click();
      await page.getByText('The rows could not be loaded.').waitFor();
      await page.getByText('Count unknown').waitFor();
      await expect(page.getByText('Count: …').count()).resolves.toBe(0);
      await expect(page.getByRole('button', { name: 'Modify Stock' }).isDisabled()).resolves.toBe(true);
      await screenshot(page, 'stock-all-failed');
      failing = false;
      await page.getByRole('button', { name: 'Try again' }).click();
      await loadedRows(page).first().waitFor();
      await expect(page.getByRole('button', { name: 'Modify Stock' }).isEnabled()).resolves.toBe(true);
      await expect(page.getByText(/^Count: \d/).count()).resolves.toBe(1);
    } finally {
      await page.unroute('**/graphql');
    }
  });

  it('bulk modifies 20 hubs given as serials and ids: messages, preview, apply', async () => {
    const { page } = session;
    const hubs = (await graphql<{ stock: { nodes: { hubId: number; serial: number }[] } }>(page, STOCK_IDS))
      .stock.nodes;
    const typed = hubs.map((h, i) => (i % 2 === 0 ? String(h.serial) : String(h.hubId)));
    const text = `${typed.slice(0, 7).join(';')}\n${typed.slice(7, 14).join(', ')} ${typed.slice(14).join(' ')}`;
    await page.goto('/stock/all');
    await page.getByRole('button', { name: 'Modify Stock' }).click();
    const panel = page.getByRole('region', { name: 'Modify Stock' });
    await panel.getByLabel('Hub ids').fill(text);

    // The three date messages, each disabling Preview and Apply.
    await panel.getByLabel('Installation state').selectOption({ label: 'Installed' });
    await panel.getByText('The installation date should be set (estimate, if not known)').waitFor();
    await expect(panel.getByRole('button', { name: 'Apply' }).isDisabled()).resolves.toBe(true);
    await expect(panel.getByRole('button', { name: 'Preview' }).isDisabled()).resolves.toBe(true);
    await panel.getByLabel('Installation state').selectOption({ label: 'In stock' });
    await panel.getByLabel('Installed date').fill('2013-06-01');
    await panel.getByText('The installation date should be real, or empty.').waitFor();
    await panel.getByLabel('Installed date').fill('');
    await panel.getByLabel('Dispatched date').fill('2012-02-02');
    await panel.getByText('The dispatched date should be real, or empty.').waitFor();
    await expect(panel.getByRole('button', { name: 'Apply' }).isDisabled()).resolves.toBe(true);
    await panel.getByLabel('Dispatched date').fill('2025-03-04');
    await panel.getByLabel('Installation state').selectOption('');
    await panel.getByLabel('Carton').fill('99');
    await panel.getByLabel('Docket').fill('77123');

    // A hub that does not exist shows in the preview and keeps Apply disabled.
    await panel.getByLabel('Hub ids').fill(`${text}\n999999`);
    await panel.getByRole('button', { name: 'Preview' }).click();
    await panel.getByText('These hub ids do not exist: 999999. Remove them to apply.').waitFor();
    await expect(panel.getByRole('button', { name: 'Apply' }).isDisabled()).resolves.toBe(true);

    await panel.getByLabel('Hub ids').fill(text);
    await panel.getByRole('button', { name: 'Preview' }).click();
    await panel.getByText('20 hubs will change').waitFor();
    expect(await panel.locator('[data-preview-hub]').count()).toBe(20);
    await panel
      .getByText(/Carton: .* → 99; Docket: .* → 77123; Dispatched date: .* → 4 Mar 2025/)
      .first()
      .waitFor();
    await screenshot(page, 'stock-modify-preview');
    await panel.getByRole('button', { name: 'Apply' }).click();
    await panel.waitFor({ state: 'detached' });
    expect(await stockTotal(page, 'STOCK_DOCKET_NUMBER', '77123')).toBe(20);
  });

  it('collapses and sorts installations by status', async () => {
    const { page } = session;
    await page.goto('/stock/installations');
    await page.getByRole('heading', { name: 'All Installations' }).waitFor();
    const header = page.getByRole('button', { name: /JOB_COMPLETED \(\d+\)/ });
    await header.waitFor();
    const section = page.locator('[data-status="JOB_COMPLETED"]');
    const count = Number((await header.textContent())!.match(/\((\d+)\)/)![1]);
    // Sections start collapsed (a status can hold a thousand jobs); a click opens one.
    await expect(header.getAttribute('aria-expanded')).resolves.toBe('false');
    await header.click();
    const rows = section.locator('tbody tr[data-row-id]');
    await rows.first().waitFor();
    // Only the rows in view are drawn (a status holds up to 1,500 jobs): a window of them, not all.
    expect(count).toBeGreaterThan(200);
    expect(await rows.count()).toBeLessThan(100);
    // A long status scrolls in its own region, its sort headers staying in view, down to its last job.
    const region = section.getByRole('region', { name: 'JOB_COMPLETED installations' });
    const scroller = region.locator('[data-virtuoso-scroller]');
    const scrolled = await scroller.evaluate((element) => {
      element.scrollTop = element.scrollHeight;
      return element.scrollTop;
    });
    expect(scrolled).toBeGreaterThan(0);
    await section.locator(`tbody tr[data-row-index="${count - 1}"][data-row-id]`).waitFor();
    const regionTop = (await region.boundingBox())!.y;
    const idHeader = (await section.getByRole('button', { name: 'ID' }).boundingBox())!;
    expect(idHeader.y - regionTop).toBeLessThan(40);
    expect(idHeader.y).toBeGreaterThanOrEqual(regionTop);
    await scroller.evaluate((element) => (element.scrollTop = 0));

    // The drawn rows are the first of the sorted list: ascending from the lowest ID, then descending from
    // the highest, and the lowest is then the last row.
    const shownIds = async () =>
      numbers(await section.locator('tbody tr[data-row-id] td:first-child').allTextContents());
    await section.getByRole('button', { name: 'ID' }).click();
    await section.getByRole('button', { name: 'ID ▲' }).waitFor();
    const ids = await shownIds();
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    await section.getByRole('button', { name: /^ID/ }).click();
    await section.getByRole('button', { name: 'ID ▼' }).waitFor();
    const idsDown = await shownIds();
    expect(idsDown).toEqual([...idsDown].sort((a, b) => b - a));
    expect(idsDown[0]).toBeGreaterThan(ids.at(-1)!);
    await scroller.evaluate((element) => {
      element.scrollTop = element.scrollHeight;
    });
    const last = section.locator(`tbody tr[data-row-index="${count - 1}"][data-row-id] td:first-child`);
    await last.waitFor();
    expect(numbers([(await last.textContent())!])).toEqual([ids[0]]);

    await header.click();
    await expect(header.getAttribute('aria-expanded')).resolves.toBe('false');
    expect(await section.locator('tbody tr').count()).toBe(0);
    for (const status of ['JOB_ASSIGNED', 'JOB_REJECTED', 'JOB_UNASSIGNED']) {
      const open = page.getByRole('button', { name: new RegExp(`^. ${status} \\(\\d+\\)`) });
      if ((await open.count()) > 0) await open.click();
    }
    await screenshot(page, 'stock-installations');
  });

  it.each([
    ['hes-installs.xlsx', 'HES'],
    ['hes-installs.csv', 'HES'],
    ['insight-installs.xlsx', 'Insight'],
    ['insight-installs.csv', 'Insight'],
    ['energyserve-installs.xlsx', 'EnergyServe'],
    ['energyserve-installs.csv', 'EnergyServe'],
  ])('uploads %s for %s: preview, then save, the three blocks', async (file, company) => {
    const { page } = session;
    await page.goto('/stock/install_upload');
    await page.getByRole('heading', { name: 'Install Upload' }).waitFor();
    await expect(page.getByRole('button', { name: 'Upload' }).isDisabled()).resolves.toBe(true);
    await chooseAndUpload(page, join(samples, file), company);
    await page.getByText('Preview: 6 jobs would be saved and 2 would fail. Nothing is saved yet.').waitFor();
    await page
      .getByRole('table', { name: 'Failures' })
      .getByText('Unknown status "JOB_FINISHED_MAYBE"', { exact: false })
      .waitFor();
    await page.getByRole('button', { name: 'Save 6 jobs' }).click();
    await page.getByText(/^Saved 6 jobs \(\d+ new, \d+ updated\); 2 failed\.$/).waitFor();
    await page.locator('[data-status-count="JOB_COMPLETED"]').getByText('JOB_COMPLETED: 5').waitFor();
    const completed = page.getByRole('table', { name: 'Completed installations' });
    expect(await completed.locator('tbody tr').count()).toBe(5);
    if (company === 'HES') {
      // HES types serial_no, used as given: a bare hub id is not a serial, so its hub does not open.
      await completed.locator('tbody tr', { hasText: /^HES-701/ }).click();
      await page.getByText('Can only open Hub page to valid serial number').waitFor();
    } else {
      const popup = page.waitForEvent('popup');
      await completed.locator('tbody tr').first().click();
      const opened = await popup;
      expect(opened.url()).toMatch(/\/hub\/\d+$/);
      await opened.close();
    }
    if (file === 'insight-installs.xlsx') await screenshot(page, 'stock-install-upload');
  });

  it('refuses a malformed, an oversized and a wrong-type file with a clear message', async () => {
    const { page } = session;
    await page.goto('/stock/install_upload');
    const cut = scratchFile('cut.xlsx', Buffer.from('PK\u0003\u0004 truncated zip'));
    await chooseAndUpload(page, cut, 'HES');
    await page
      .getByText('The file is not a readable xlsx workbook: it may be damaged or cut short.')
      .waitFor();

    const disguised = scratchFile('photo.csv', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 0x0d]));
    await chooseAndUpload(page, disguised, 'Insight');
    await page.getByText('Only xlsx and csv files are accepted: this file is neither.').waitFor();

    // Refused in the browser before sending: the wrong extension, and more than 10 MB.
    await page.getByLabel('Installation sheet').setInputFiles(scratchFile('jobs.pdf', '%PDF-1.4'));
    await page.getByText('Only xlsx and csv files are accepted.').waitFor();
    await expect(page.getByRole('button', { name: 'Upload' }).isDisabled()).resolves.toBe(true);
    await page
      .getByLabel('Installation sheet')
      .setInputFiles(scratchFile('huge.csv', Buffer.alloc(10 * 1024 * 1024 + 1, 'a')));
    await page.getByText('The file is larger than 10 MB.').waitFor();
    await expect(page.getByRole('button', { name: 'Upload' }).isDisabled()).resolves.toBe(true);
    await screenshot(page, 'stock-install-upload-refused');
  });
});

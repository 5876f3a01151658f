import { ECMS_REPORT_COLUMNS } from '@hub/domain/ecmsReport';
import type { Page } from 'playwright-core';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { downloadedText, screenshot, signedInSession, users } from '../support/browser.js';

async function graphql<T>(page: Page, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const response = await page.request.post('/graphql', { data: { query, variables } });
  const body = (await response.json()) as { data: T; errors?: unknown };
  expect(body.errors).toBeUndefined();
  return body.data;
}

interface Row {
  mprn: string;
  hubBatch: number | null;
  dateSent: string | null;
  status: { text: string } | null;
}

/** The API's own rows and count of a view and search, to compare the grid with. */
async function rowsOf(page: Page, view: string, columns: { field: string; value: string }[] = []) {
  const data = await graphql<{ ecmsRows: { totalCount: number; nodes: Row[] } }>(
    page,
    `
      query ($filter: EcmsFilter) {
        ecmsRows(filter: $filter, first: 500) {
          totalCount
          nodes {
            mprn
            hubBatch
            dateSent
            status {
              text
            }
          }
        }
      }
    `,
    { filter: { view, columns } },
  );
  return data.ecmsRows;
}

const count = (n: number) => `Count: ${n.toLocaleString('en-IE')}`;
const grid = (page: Page) => page.getByRole('region', { name: 'ECMS register' });
const redRows = (page: Page) => grid(page).locator('tbody tr[style*="red"]');
const search = async (page: Page, header: string, text: string) => {
  const box = page.getByRole('textbox', { name: `Search ${header}`, exact: true });
  await box.fill(text);
  await box.press('Enter');
};
const VIEWS = [
  ['PreApproved', 'PREAPPROVED', true],
  ['No GeoPal', 'NOGEOPAL', false],
  ['Offline', 'OFFLINE', false],
  ['Raw Ecms', 'RAW', false],
  ['All', 'ALL', true],
] as const;

describe('ECMS register (/mastersheet?panel=ecms)', () => {
  const session = signedInSession(users.admin);

  it('shows each view with its count, red rows only where the views colour them', async () => {
    const { page } = session;
    await page.goto('/mastersheet');
    await page.getByRole('button', { name: 'ECMS', exact: true }).click();
    const all = await rowsOf(page, 'ALL');
    await page.getByText(count(all.totalCount)).waitFor();
    await grid(page)
      .locator('tr[data-row-index="0"] td[data-field="mprn"]')
      .filter({ hasText: /\d/ })
      .waitFor();
    expect(await redRows(page).count()).toBeGreaterThan(0);
    // The checkbox and ECMS ID cells, which stay in view when the rows scroll sideways, are in their row's
    // colour (they were white on a red row).
    const red = redRows(page).first();
    const colours = await red.evaluate((row) =>
      [row, row.querySelector('td.grid-select'), row.querySelector('td.grid-key')].map(
        (el) => el && getComputedStyle(el).backgroundColor,
      ),
    );
    expect(colours[1]).toBe(colours[0]);
    expect(colours[2]).toBe(colours[0]);
    await screenshot(page, 'ecms-all');
    for (const [label, view, coloured] of VIEWS) {
      await page.getByRole('button', { name: label, exact: true }).click();
      const { totalCount } = await rowsOf(page, view);
      expect(totalCount).toBeGreaterThan(0);
      await page.getByText(count(totalCount)).waitFor();
      await grid(page).locator('tr[data-row-index="0"]:not([aria-busy])').waitFor();
      await expect(
        page.getByRole('button', { name: label, exact: true }).getAttribute('aria-pressed'),
      ).resolves.toBe('true');
      if (!coloured) expect(await redRows(page).count()).toBe(0);
      await screenshot(page, `ecms-${view.toLowerCase()}`);
    }
  });

  it('filters by a number, a date as typed and a status name', async () => {
    const { page } = session;
    const sample = (await rowsOf(page, 'ALL')).nodes.find((r) => r.dateSent && r.hubBatch && r.status)!;
    const day = sample.dateSent!.split('-').reverse().join('/');
    await search(page, 'Hub Batch', String(sample.hubBatch));
    await search(page, 'Date Sent', day);
    await search(page, 'Status', sample.status!.text.toLowerCase());
    const expected = await rowsOf(page, 'ALL', [
      { field: 'HUB_BATCH', value: String(sample.hubBatch) },
      { field: 'DATE_SENT', value: sample.dateSent! },
      { field: 'STATUS', value: sample.status!.text },
    ]);
    await page.getByText(count(expected.totalCount)).waitFor();
    await grid(page).locator('td[data-field="mprn"]', { hasText: sample.mprn }).waitFor();
    await screenshot(page, 'ecms-filtered');
    for (const header of ['Hub Batch', 'Date Sent', 'Status'])
      await page.getByRole('button', { name: `Clear search ${header}` }).click();
  });

  it('modifies 50 MPRNs in one go, naming the one not in the register, then exports them', async () => {
    const { page } = session;
    const known = (await rowsOf(page, 'ALL')).nodes.slice(0, 49).map((r) => r.mprn);
    // The ticked row prefills Enter MPRNs.
    await grid(page).locator('tr[data-row-index="0"] input[type=checkbox]').check();
    await page.getByRole('button', { name: 'Modify' }).click();
    const form = page.getByRole('form', { name: 'Enter ECMS data' });
    const mprns = form.getByLabel('Enter MPRNs');
    await expect(mprns.inputValue()).resolves.toMatch(/^\d+$/);
    await mprns.fill([...known.slice(0, 20), '19999999999', ...known.slice(20)].join(', '));
    // Checked before anything is asked: nothing to set, or a batch that is not a number, cannot be confirmed.
    const update = form.getByRole('button', { name: 'Update' });
    await expect(update.isDisabled()).resolves.toBe(true);
    await form.getByLabel('Hub Batch Number').fill('abc');
    await form.getByLabel('Comment').click();
    await form.getByText('Hub Batch Number must be a whole number.').waitFor();
    await expect(update.isDisabled()).resolves.toBe(true);
    await form.getByLabel('Ecms Status').selectOption({ label: 'Submitted' });
    await form.getByLabel('Hub Batch Number').fill('4242');
    // A date field as every other: its hint is an example, and the spec's 2019-12-28 reads back the app's way.
    const dateSent = form.getByLabel('Date Sent');
    expect(await dateSent.getAttribute('placeholder')).toMatch(/^e\.g\. /);
    await dateSent.fill('2019-12-28');
    await form.getByLabel('Comment').fill('Sent in batch 4242');
    expect(await dateSent.inputValue()).toBe('28 Dec 2019');
    await screenshot(page, 'ecms-modify');
    await form.getByRole('button', { name: 'Update' }).click();
    // A bulk overwrite with no undo asks first, naming how many MPRNs it sets.
    await form
      .getByRole('alertdialog', { name: 'Set these values on the 50 MPRNs listed? This cannot be undone.' })
      .getByRole('button', { name: 'Update' })
      .click();
    await page.getByText('Updated 49 rows. Not in the register, not changed: 19999999999.').waitFor();
    expect(await form.count()).toBe(0);
    await search(page, 'Hub Batch', '4242');
    await page.getByText(count(49)).waitFor();
    await screenshot(page, 'ecms-modified');

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export as .csv' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^Ecms Report \d{4}-\d{2}-\d{2} \d{2}\.\d{2}\.\d{2}\.csv$/);
    const text = await downloadedText(file);
    // A UTF-8 byte-order mark first, so Excel reads accented names right (papaparse skips it).
    expect(text.charCodeAt(0)).toBe(0xfeff);
    const parsed = Papa.parse<Record<string, string>>(text, { header: true, skipEmptyLines: true });
    expect(parsed.meta.fields).toEqual([...ECMS_REPORT_COLUMNS]);
    expect(parsed.data.map((r) => r['MPRN']).sort()).toEqual([...known].sort());
    expect(
      parsed.data.every(
        (r) => r['Period'] === ' ' && /^(HES|Insight|EnergyServe|Unknown)$/.test(r['Contractor']!),
      ),
    ).toBe(true);
    expect(
      parsed.data.every(
        (r) => r['DateCompleted'] === ' ' || /^\d{2}\/\d{2}\/\d{4}$/.test(r['DateCompleted']!),
      ),
    ).toBe(true);
    await page.getByRole('button', { name: 'Clear search Hub Batch' }).click();
  });

  it('removes one MPRN, recording who and when, and restores it from the raw view', async () => {
    const { page } = session;
    const all = await rowsOf(page, 'ALL');
    const mprn = all.nodes[3]!.mprn;
    const remove = async () => {
      await page.getByRole('button', { name: 'Remove' }).click();
      const form = page.getByRole('form', { name: 'Remove from the ECMS register' });
      await form.getByLabel('MPRN Number').fill(mprn);
      await form.getByRole('button', { name: 'Remove' }).click();
      await page.getByText(`Removed MPRN ${mprn}.`).waitFor();
      await page.getByText(count(all.totalCount - 1)).waitFor();
    };
    // Undone at once, removed again, then restored from the raw view: each restore is its own action.
    await remove();
    await page.getByRole('button', { name: 'Undo' }).click();
    await page.getByText(`Restored MPRN ${mprn}.`).waitFor();
    await page.getByText(count(all.totalCount)).waitFor();
    await remove();
    await grid(page).locator('tr[data-row-index="0"]:not([aria-busy])').waitFor();
    await screenshot(page, 'ecms-removed');

    await page.getByRole('button', { name: 'Raw Ecms' }).click();
    // Typed once the raw view's grid is drawn (its Removed column), as a person sees the view change first:
    // a search typed into the grid being replaced goes with it (E2E_CPU_THROTTLE=4 typed into it).
    await grid(page).getByRole('columnheader', { name: 'Removed', exact: true }).waitFor();
    await search(page, 'MPRN', mprn);
    const removed = grid(page).locator('td', { hasText: `by ${users.admin}` });
    await removed.waitFor();
    await screenshot(page, 'ecms-raw-removed');
    await removed.getByRole('button', { name: 'Restore' }).click();
    await page.getByText(`Restored MPRN ${mprn}.`).waitFor();
    await page.getByRole('button', { name: 'Clear search MPRN' }).click();
    await page.getByRole('button', { name: 'All', exact: true }).click();
    await page.getByText(count(all.totalCount)).waitFor();
  });
});

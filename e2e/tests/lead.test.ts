import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { downloadedText, screenshot, signedInSession, users } from '../support/browser.js';

async function graphql<T>(page: Page, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const response = await page.request.post('/graphql', { data: { query, variables } });
  const body = (await response.json()) as { data: T; errors?: unknown };
  expect(body.errors).toBeUndefined();
  return body.data;
}

/** The API's own count of a view and search, to compare the grid's "Count: n" with. */
async function countOf(page: Page, view: string, columns: { field: string; value: string }[] = []) {
  const data = await graphql<{ leads: { totalCount: number } }>(
    page,
    'query($filter: LeadFilter) { leads(filter: $filter, first: 1) { totalCount } }',
    { filter: { view, columns } },
  );
  return data.leads.totalCount;
}

/** The header cells of a grid whose text is cut with "…" (wider than the column). */
const cutHeaders = (grid: Locator) =>
  grid
    .locator('thead tr')
    .first()
    .locator('th[scope="col"]')
    .evaluateAll((cells) => cells.filter((c) => c.scrollWidth > c.clientWidth).map((c) => c.textContent));

const count = (n: number) => `Count: ${n.toLocaleString('en-IE')}`;
const cell = (grid: Locator, row: number, field: string): Locator =>
  grid.locator(`tr[data-row-index="${row}"] td[data-field="${field}"]`);
/** The uid of the first lead a filter (GraphQL LeadFilter text) matches. */
async function firstUid(page: Page, filter: string): Promise<number> {
  const data = await graphql<{ leads: { nodes: Array<{ uid: number }> } }>(
    page,
    `{ leads(filter: ${filter}, first: 1) { nodes { uid } } }`,
  );
  return data.leads.nodes[0]!.uid;
}

/** The master sheet searched by one lead's uid, its one row drawn. */
const openOnMasterSheet = async (page: Page, uid: number | string) => {
  await page.goto(`/mastersheet?panel=master&m.uid=${uid}`);
  await page.getByText(count(1)).waitFor();
};
const search = async (page: Page, header: string, text: string) => {
  const box = page.getByRole('textbox', { name: `Search ${header}`, exact: true });
  await box.fill(text);
  await box.press('Enter');
};

describe('leads dashboard: master sheet, leads, bulk update, add lead, upload and export (/mastersheet)', () => {
  const session = signedInSession(users.admin);
  const master = (page: Page) => page.getByRole('region', { name: 'Master sheet' });
  const leads = (page: Page) => page.getByRole('region', { name: 'Leads', exact: true });

  it('shows the master sheet with its 34 columns and disabled yes/no filters, and each lead view', async () => {
    const { page } = session;
    const total = await countOf(page, 'ALL');
    await page.goto('/mastersheet');
    await page.getByRole('button', { name: 'Master Sheet' }).click();
    await page.waitForURL('**/mastersheet?panel=master');
    await page.getByText(count(total)).waitFor();
    await cell(master(page), 0, 'uid').filter({ hasText: /\d/ }).waitFor();
    const headers = await master(page).locator('thead tr').first().locator('th').allTextContents();
    expect(headers).toHaveLength(34);
    expect(headers.slice(1, 5)).toEqual(['UID', 'JobID', 'Hub Serial', 'Old Index']);
    expect(headers.at(-1)).toBe('Geopal Status');
    await expect(page.getByRole('textbox', { name: 'Search Have Wifi?' }).isDisabled()).resolves.toBe(true);
    await expect(page.getByRole('textbox', { name: 'Search City' }).isDisabled()).resolves.toBe(false);
    // Every header reads in full ('Handed to Installer' was cut to 'Handed to Inst…').
    expect(await cutHeaders(master(page))).toEqual([]);
    await screenshot(page, 'leads-master-sheet');
    // Scrolled sideways to the last columns, the checkboxes and the UID column stay where they were.
    const uidCell = cell(master(page), 0, 'uid');
    const { x: uidX } = (await uidCell.boundingBox())!;
    await master(page)
      .locator('[data-virtuoso-scroller]')
      .evaluate((scroller) => (scroller.scrollLeft = scroller.scrollWidth));
    await master(page).getByRole('columnheader', { name: 'Geopal Status', exact: true }).waitFor();
    expect((await uidCell.boundingBox())!.x).toBe(uidX);
    await expect(
      master(page).locator('tr[data-row-index="0"] input[type=checkbox]').isVisible(),
    ).resolves.toBe(true);

    await page.getByRole('button', { name: 'Leads', exact: true }).click();
    await page.waitForURL('**/mastersheet?panel=leads');
    for (const [view, label] of [
      ['UNRESOLVED', 'Unresolved Leads'],
      ['DEAD', 'Dead Leads'],
      ['ON_HOLD', 'Leads On Hold'],
      ['NEW', 'New Leads'],
    ] as const) {
      await page.getByRole('button', { name: label }).click();
      const n = await countOf(page, view);
      expect(n).toBeGreaterThan(0);
      await page.getByText(count(n)).waitFor();
    }
    expect(await leads(page).locator('thead tr').first().locator('th').count()).toBe(25);
    expect(await cutHeaders(leads(page))).toEqual([]);
    await screenshot(page, 'leads-new');
  });

  it('keeps the lead view in the address, and a view switch closes Update Info (asking first) and starts without searches', async () => {
    const { page } = session;
    await page.goto('/mastersheet?panel=leads');
    await cell(leads(page), 0, 'uid').filter({ hasText: /\d/ }).waitFor();
    const uid = (await cell(leads(page), 0, 'uid').textContent())!.trim();
    await page.getByRole('checkbox', { name: `Select row ${uid}` }).check();
    await page.getByRole('button', { name: 'Modify' }).click();
    await expect(page.getByLabel('Uids').inputValue()).resolves.toBe(uid);
    await search(page, 'City', 'Cork');
    await page.waitForURL(/l\.city=Cork/);

    // Something typed into Update Info: another view would drop it, so the switch asks first.
    await page.getByRole('textbox', { name: 'Batch', exact: true }).fill('3');
    await page.getByRole('button', { name: 'Dead Leads' }).click();
    const question = page.getByRole('alertdialog', { name: 'Leave this view?' });
    await expect(question.textContent()).resolves.toContain('Your changes to the lead update are not saved.');
    await question.getByRole('button', { name: 'Stay' }).click();
    await expect(page.getByRole('textbox', { name: 'Batch', exact: true }).inputValue()).resolves.toBe('3');
    expect(page.url()).toMatch(/panel=leads&l\.city=Cork$/);
    await page.getByRole('button', { name: 'Dead Leads' }).click();
    await question.getByRole('button', { name: 'Leave without saving' }).click();
    await page.waitForURL('**/mastersheet?panel=leads&view=dead');
    await page.getByText(count(await countOf(page, 'DEAD'))).waitFor();
    await expect(page.getByLabel('Uids').count()).resolves.toBe(0);
    await expect(page.getByRole('textbox', { name: 'Search City' }).inputValue()).resolves.toBe('');

    await page.reload();
    await page.getByText(count(await countOf(page, 'DEAD'))).waitFor();
    await expect(page.getByRole('button', { name: 'Dead Leads' }).getAttribute('aria-pressed')).resolves.toBe(
      'true',
    );

    // Back: the new leads in Cork, as they were seen.
    await page.goBack();
    await page.waitForURL(/panel=leads&l\.city=Cork$/);
    await expect(page.getByRole('button', { name: 'New Leads' }).getAttribute('aria-pressed')).resolves.toBe(
      'true',
    );
    await page.getByText(count(await countOf(page, 'NEW', [{ field: 'CITY', value: 'Cork' }]))).waitFor();
    await expect(page.getByRole('textbox', { name: 'Search City' }).inputValue()).resolves.toBe('Cork');
  });

  it('filters the master sheet by text, number, date, lookup name and boolean', async () => {
    const { page } = session;
    const { leads: sample } = await graphql<{ leads: { nodes: Array<Record<string, string | number>> } }>(
      page,
      '{ leads(filter: { columns: [{ field: LEAD_STATUS_ID, value: "5" }] }, first: 1) { nodes { uid city installationBatch created } } }',
    );
    const lead = sample.nodes[0]!;
    await page.goto('/mastersheet?panel=master');
    await search(page, 'Lead Status', 'on HOLD');
    await search(page, 'Dead', 'false');
    await page
      .getByText(
        count(
          await countOf(page, 'ALL', [
            { field: 'LEAD_STATUS_ID', value: '5' },
            { field: 'DEAD_LEAD', value: 'false' },
          ]),
        ),
      )
      .waitFor();
    await cell(master(page), 0, 'lead_status_id').filter({ hasText: 'On hold' }).waitFor();
    await search(page, 'City', String(lead['city']).slice(0, 4));
    await search(page, 'UID', String(lead['uid']));
    const day = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Dublin' }).format(
      new Date(String(lead['created'])),
    );
    await search(page, 'Created', day);
    await page.getByText(count(1)).waitFor();
    await cell(master(page), 0, 'uid')
      .filter({ hasText: String(lead['uid']) })
      .waitFor();
    await screenshot(page, 'leads-master-filtered');

    // A number search is a plain whole number: anything else is said beside its box and nothing is asked.
    // Meanwhile no row is shown, nor counted, nor can be selected: not the search without it (every lead).
    for (const [text, wanted] of [
      ['1e3', 'Type a whole number.'],
      ['0x10', 'Type a whole number.'],
      ['-5', 'Type a whole number of 0 or more.'],
      ['1.5', 'Type a whole number.'],
    ] as const) {
      await search(page, 'Old Index', text);
      await page
        .getByRole('alert')
        .filter({ hasText: `Search Old Index: ${wanted}` })
        .waitFor();
      await page.getByText('Correct the Old Index search to see the rows.').waitFor();
      await expect(page.getByText(/^Count:/).count()).resolves.toBe(0);
      await expect(master(page).locator('tbody tr[data-row-index]').count()).resolves.toBe(0);
      await expect(
        master(page).getByRole('checkbox', { name: 'Select every matching row' }).isDisabled(),
      ).resolves.toBe(true);
      await expect(page.getByText('The rows could not be loaded.').count()).resolves.toBe(0);
    }
    await page.getByRole('button', { name: 'Clear search Old Index', exact: true }).click();
    await page.getByText(count(1)).waitFor();
  });

  it('edits a cell with the Approved/Dead rule', async () => {
    const { page } = session;
    const uid = await firstUid(page, '{ view: NEW }');
    await openOnMasterSheet(page, uid);
    const approved = cell(master(page), 0, 'approved');
    await approved.filter({ hasText: 'false' }).waitFor();
    await approved.dblclick();
    // Only what can be saved: Approved is never empty.
    await expect(
      page.getByRole('combobox', { name: 'Edit Approved' }).locator('option').allTextContents(),
    ).resolves.toEqual(['true', 'false']);
    await page.getByRole('combobox', { name: 'Edit Approved' }).selectOption('true');
    await approved.filter({ hasText: 'true' }).waitFor();
    await expect
      .poll(async () => {
        const data = await graphql<{ leads: { nodes: Array<{ approved: boolean; deadLead: boolean }> } }>(
          page,
          'query($v: String!) { leads(filter: { columns: [{ field: UID, value: $v }] }, first: 1) { nodes { approved deadLead } } }',
          { v: String(uid) },
        );
        return data.leads.nodes[0];
      })
      .toEqual({ approved: true, deadLead: false });
    await approved.dblclick();
    await page.getByRole('combobox', { name: 'Edit Approved' }).selectOption('false');
    // The row shows the Dead the approval rule set, at once, not the Dead it had before (spec 3 §4) …
    await approved.filter({ hasText: 'false' }).waitFor();
    await cell(master(page), 0, 'dead_lead').filter({ hasText: 'true' }).waitFor({ timeout: 5_000 });
    // … and it is what was stored.
    await page.reload();
    await cell(master(page), 0, 'dead_lead').filter({ hasText: 'true' }).waitFor();
  });

  it('shows a saved row as the server stored it: the Eircode normalised, the Company of the new installer', async () => {
    const { page } = session;
    const { leads: some } = await graphql<{
      leads: { nodes: Array<{ uid: number; installerId: number | null; installerCompany: string }> };
    }>(page, '{ leads(first: 500) { nodes { uid installerId installerCompany } } }');
    // An installer whose company the grid names (HES or IES), and a lead shown with another company.
    const installer = some.nodes.find((lead) => lead.installerId !== null && lead.installerCompany !== '')!;
    const uid = some.nodes.find((lead) => lead.installerCompany !== installer.installerCompany)!.uid;
    await openOnMasterSheet(page, uid);

    const eircode = cell(master(page), 0, 'eircode');
    await eircode.dblclick();
    await page.getByRole('textbox', { name: 'Edit Eircode' }).fill('d02 xy45');
    await page.keyboard.press('Enter');
    await eircode.filter({ hasText: /^D02XY45$/ }).waitFor();

    const company = cell(master(page), 0, 'installer_company_name');
    await cell(master(page), 0, 'installerid').dblclick();
    await page.getByRole('combobox', { name: 'Edit Installer' }).selectOption(String(installer.installerId));
    await company.filter({ hasText: new RegExp(`^${installer.installerCompany}$`) }).waitFor();
  });

  it('steps through a dropdown cell with the keyboard and saves only on Enter', async () => {
    const { page } = session;
    const sourceOf = async (uid: number) => {
      const data = await graphql<{ leads: { nodes: Array<{ source: string | null }> } }>(
        page,
        'query($v: String!) { leads(filter: { columns: [{ field: UID, value: $v }] }, first: 1) { nodes { source } } }',
        { v: String(uid) },
      );
      return data.leads.nodes[0]!.source;
    };
    const uid = await firstUid(page, '{ columns: [{ field: SOURCE, value: "facebook" }] }');
    await openOnMasterSheet(page, uid);
    const source = cell(master(page), 0, 'source');
    await source.filter({ hasText: 'Facebook' }).waitFor();
    await source.click();
    await page.keyboard.press('Enter');
    const editor = page.getByRole('combobox', { name: 'Edit Source' });
    await editor.waitFor();
    // Arrows step through the options: nothing is saved and the editor stays open.
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowUp');
    await expect(editor.inputValue()).resolves.toBe('2');
    await expect(editor.isVisible()).resolves.toBe(true);
    expect(await sourceOf(uid)).toBe('FACEBOOK');
    // Escape cancels.
    await page.keyboard.press('Escape');
    await source.filter({ hasText: 'Facebook' }).waitFor();
    expect(await sourceOf(uid)).toBe('FACEBOOK');
    // Enter saves the option shown.
    await page.keyboard.press('Enter');
    await editor.waitFor();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await source.filter({ hasText: 'MailChimp' }).waitFor();
    await expect.poll(() => sourceOf(uid)).toBe('MAILCHIMP');
    // Put it back: picked with the mouse, it saves at once.
    await source.dblclick();
    await editor.selectOption('Facebook');
    await expect.poll(() => sourceOf(uid)).toBe('FACEBOOK');
  });

  it('selects every lead and bulk updates more than 1,000 of them after a preview', async () => {
    const { page } = session;
    const total = await countOf(page, 'ALL');
    expect(total).toBeGreaterThanOrEqual(1000);
    await page.goto('/mastersheet?panel=master');
    await page.getByText(count(total)).waitFor();
    await page.getByRole('checkbox', { name: 'Select every matching row' }).click();
    await page.getByText(`Selected: ${total.toLocaleString('en-IE')} (all matching)`).waitFor();
    await page.getByRole('button', { name: 'Modify' }).click();
    const panel = page.getByRole('form', { name: 'Update Info' });
    await panel.getByLabel('Batch').fill('4242');
    await panel.getByLabel('Handed To Installer').fill('01/03/2020');
    await panel.getByRole('button', { name: 'Update' }).click();
    await panel
      .getByRole('status')
      .filter({ hasText: `of ${total.toLocaleString('en-IE')} leads` })
      .waitFor();
    await screenshot(page, 'leads-bulk-preview');
    await panel.getByRole('button', { name: 'Update' }).click();
    await page
      .getByRole('status')
      .filter({
        hasText: `Updated ${total.toLocaleString('en-IE')} of ${total.toLocaleString('en-IE')} leads.`,
      })
      .waitFor();
    expect(
      await countOf(page, 'ALL', [
        { field: 'INSTALLATION_BATCH', value: '4242' },
        { field: 'HANDED_TO_INSTALLER', value: '2020-03-01' },
      ]),
    ).toBe(total);
  });

  it('adds a lead, and refuses one with a bad e-mail and Eircode', async () => {
    const { page } = session;
    await page.goto('/mastersheet?panel=leads');
    await page.getByRole('button', { name: 'Add Lead' }).click();
    const form = page.getByRole('form', { name: 'Add Lead' });
    await form.getByLabel('Full Name').fill('Gráinne Uí Mháille');
    await form.getByLabel('Email').fill('grainne.example.ie');
    await form.getByLabel('Eircode').fill('Z99');
    await form.getByLabel('City').click();
    await form.getByText('Email must be an address such as name@example.ie.').waitFor();
    await form
      .getByText('Eircode must be 7 characters such as D02 XY45 (a routing key and 4 characters).')
      .waitFor();
    await expect(form.getByRole('button', { name: 'Update' }).isDisabled()).resolves.toBe(true);
    await screenshot(page, 'leads-add-refused');
    // Another panel of the dashboard would drop what was typed: it asks, and Stay keeps it.
    await page.getByRole('toolbar', { name: 'Leads panels' }).getByRole('button', { name: 'ECMS' }).click();
    const question = page.getByRole('alertdialog', { name: 'Leave this panel?' });
    await expect(question.textContent()).resolves.toContain('Your changes to the new lead are not saved.');
    await question.getByRole('button', { name: 'Stay' }).click();
    await expect(form.getByLabel('Full Name').inputValue()).resolves.toBe('Gráinne Uí Mháille');
    // So would Modify, which takes the side panel's place: asked in place, Keep keeps it.
    await page.getByRole('button', { name: 'Modify' }).click();
    await page
      .getByRole('alertdialog', { name: 'Discard your changes to the new lead?' })
      .getByRole('button', { name: 'Keep' })
      .click();
    await expect(form.getByLabel('Full Name').inputValue()).resolves.toBe('Gráinne Uí Mháille');
    await form.getByLabel('Email').fill('grainne@example.ie');
    await form.getByLabel('Eircode').fill('h91 e2k3');
    await form.getByRole('button', { name: 'Update' }).click();
    await page
      .getByRole('status')
      .filter({ hasText: /Lead \d+ added\./ })
      .waitFor();
    const added = await graphql<{ leads: { nodes: Array<Record<string, unknown>> } }>(
      page,
      '{ leads(filter: { columns: [{ field: EMAIL, value: "grainne@example.ie" }] }, first: 2) { nodes { eircode source approved deadLead } } }',
    );
    expect(added.leads.nodes).toEqual([
      { eircode: 'H91E2K3', source: 'MANUAL', approved: true, deadLead: false },
    ]);
    // Approved, it is in none of the Leads panel's views: the outcome links to it on the Master Sheet.
    const uid = /Lead (\d+) added\./.exec((await page.getByRole('status').first().textContent())!)![1]!;
    await page.getByRole('link', { name: `Open lead ${uid} on the Master Sheet` }).click();
    await page.waitForURL(`**/mastersheet?panel=master&m.uid=${uid}`);
    await page.getByText(count(1)).waitFor();
    await cell(master(page), 0, 'email').filter({ hasText: 'grainne@example.ie' }).waitFor();
  });

  it('uploads a CSV with good, bad and duplicate rows through the preview', async () => {
    const { page } = session;
    await page.goto('/mastersheet?panel=upload');
    const csv = [
      'Name,Email,Phone,Eircode,Fuel Type,Campaign',
      'Tadhg Ó Murchú,tadhg@example.ie,0861234567,V94 T9PX,Oil,winter',
      'Bad Row,bad-address,,X1,Peat,winter',
      'Tadhg Again,grainne@example.ie,,,Gas,winter',
    ].join('\r\n');
    await page
      .getByLabel('Leads file')
      .setInputFiles({ name: 'campaign.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await page.getByRole('button', { name: 'Upload', exact: true }).click();
    const preview = page.getByLabel('Upload preview');
    await preview
      .getByText(
        '3 rows: 2 new, 0 updated, 0 unchanged, 1 with problems (not saved), 1 duplicate (saved marked Duplicate).',
      )
      .waitFor();
    await expect(page.getByLabel('Field for Campaign').inputValue()).resolves.toBe('');
    await page.getByLabel('Field for Campaign').selectOption('comment');
    await preview
      .getByRole('table', { name: 'Rows with problems' })
      .getByText('Email must be an address such as name@example.ie.', { exact: false })
      .waitFor();
    await preview
      .getByRole('table', { name: 'Duplicate rows' })
      .getByText(/Same e-mail as lead \d+\./)
      .waitFor();
    await screenshot(page, 'leads-upload-preview');
    await preview.getByRole('button', { name: 'Save 2 leads' }).click();
    await page.getByText('Saved 2 leads from campaign.csv: 2 new, 0 updated, 0 unchanged.').waitFor();
    const saved = await graphql<{ leads: { nodes: Array<Record<string, unknown>> } }>(
      page,
      '{ leads(filter: { columns: [{ field: COMMENT, value: "winter" }] }, first: 5) { nodes { fullName duplicate } } }',
    );
    expect(saved.leads.nodes).toEqual(
      expect.arrayContaining([
        { fullName: 'Tadhg Ó Murchú', duplicate: false },
        { fullName: 'Tadhg Again', duplicate: true },
      ]),
    );
  });

  it('exports ticked leads and imports the same file back unchanged', async () => {
    const { page } = session;
    await page.goto('/mastersheet?panel=master');
    await cell(master(page), 2, 'uid').filter({ hasText: /\d/ }).waitFor();
    for (const row of [0, 1, 2])
      await master(page).locator(`tr[data-row-index="${row}"] input[type=checkbox]`).check();
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export as .csv' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^\d{8}-\d{6}\.csv$/);
    const text = await downloadedText(file);
    // A UTF-8 byte-order mark first, so Excel reads accented names right; the upload reads past it.
    expect(text.split('\r\n')[0]).toMatch(/^\uFEFFuid,job_id,serial_number,/);

    await page.goto('/mastersheet?panel=upload');
    await page
      .getByLabel('Leads file')
      .setInputFiles({ name: file.suggestedFilename(), mimeType: 'text/csv', buffer: Buffer.from(text) });
    await page.getByRole('button', { name: 'Upload', exact: true }).click();
    await page
      .getByLabel('Upload preview')
      .getByText('3 rows: 0 new, 0 updated, 3 unchanged, 0 with problems')
      .waitFor();
    await expect(page.getByRole('button', { name: 'Nothing to save' }).isDisabled()).resolves.toBe(true);
    await screenshot(page, 'leads-round-trip');
  });
});

describe('leads and ECMS for staff without the "address" right', () => {
  const session = signedInSession(users.staff);

  it('offers no Add Lead, Upload File or ECMS export, and says why', async () => {
    const { page } = session;
    await page.goto('/mastersheet?panel=leads');
    await page.getByText('Adding a lead needs the "address" right.').waitFor();
    await expect(page.getByRole('button', { name: 'Add Lead' }).isDisabled()).resolves.toBe(true);
    await page.getByText('Uploading leads needs the "address" right.').waitFor();
    await expect(page.getByRole('button', { name: 'Upload File' }).isDisabled()).resolves.toBe(true);
    // The contact columns come blank: their search boxes say they are hidden, and why.
    const email = page.getByRole('textbox', { name: 'Search Email' });
    await expect(email.getAttribute('placeholder')).resolves.toBe('Hidden');
    await expect(email.getAttribute('title')).resolves.toBe('Seeing Email needs the "address" right.');
    await screenshot(page, 'leads-without-address-right');

    await page.getByRole('button', { name: 'ECMS' }).click();
    await page.getByText('The ECMS report needs the "address" right.').waitFor();
    await expect(page.getByRole('button', { name: 'Export as .csv' }).isDisabled()).resolves.toBe(true);
  });
});

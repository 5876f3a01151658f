import type { Locator, Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { screenshot, signedInSession, users } from '../support/browser.js';
import { graphql } from './hubTabsHelpers.js';

const MESSAGES = {
  hubId: 'Each issue must be associated with a HubID',
  source: 'You must select a source for the issue.',
  status: 'You must select a status for the issue.',
  title: 'Every issue must have a title of at least 10 characters. Preferably more.',
};

describe('issues: statistics, list, new issue and the editor', () => {
  const session = signedInSession(users.admin);
  // Unique per run, so searching finds exactly the issue this test made.
  const title = `E2E boiler cycling ${Date.now().toString(36)}`;

  const issuesTable = () => session.page.getByRole('table', { name: 'Issues', exact: true });
  const rowOf = (text: string): Locator => issuesTable().getByRole('row').filter({ hasText: text }).first();

  it('shows the open issues on the dashboard and opens /issues filtered by a status count', async () => {
    const open = session.page.getByRole('region', { name: 'Open Issues' });
    await open.getByRole('table', { name: 'Issues', exact: true }).getByRole('row').nth(1).waitFor();
    await screenshot(session.page, 'dashboard-open-issues');
    await session.page.getByRole('link', { name: /^Deferred: \d+ issues$/ }).click();
    await session.page.waitForURL('**/issues?status=DEFERRED');
    await expect.poll(() => session.page.title()).toBe('All Issues');
    await session.page.getByText('Total Open').waitFor();
    await session.page.getByText('Total Closed').waitFor();
    await rowOf('Deferred').waitFor();
    const statuses = await issuesTable().locator('tbody tr td:nth-child(8)').allTextContents();
    expect(statuses.length).toBeGreaterThan(0);
    expect(new Set(statuses)).toEqual(new Set(['Deferred']));
    await screenshot(session.page, 'issues-deferred');
  });

  it('filters by priority into the URL and pages older and newer', async () => {
    await session.page.goto('/issues');
    await issuesTable().getByRole('row').nth(1).waitFor();
    const firstTitle = await issuesTable().locator('tbody tr').first().locator('td').first().textContent();
    await session.page.getByRole('button', { name: 'Older' }).click();
    await session.page
      .getByRole('button', { name: 'Newer' })
      .and(session.page.locator(':not([disabled])'))
      .waitFor();
    expect(await issuesTable().locator('tbody tr').first().locator('td').first().textContent()).not.toBe(
      firstTitle,
    );
    await session.page.getByRole('button', { name: 'Newer' }).click();
    await expect
      .poll(() => issuesTable().locator('tbody tr').first().locator('td').first().textContent())
      .toBe(firstTitle);
    await session.page.getByLabel('Priority filter').selectOption({ index: 1 });
    // The filters replace the history entry (no navigation), so the URL is polled rather than awaited.
    await expect.poll(() => new URL(session.page.url()).searchParams.get('priority')).toBe('1');
    await session.page.getByLabel('Status filter').selectOption('ALL_OPEN');
    await expect
      .poll(() => Object.fromEntries(new URL(session.page.url()).searchParams))
      .toMatchObject({ status: 'ALL_OPEN', priority: '1' });
  });

  it('validates and creates a new issue', async () => {
    await session.page.goto('/issues');
    await session.page.getByRole('button', { name: 'New Issue' }).click();
    const form = session.page.getByRole('form', { name: 'New issue' });
    const save = form.getByRole('button', { name: 'Save' });
    // A fresh form does not shout: Save is disabled and says what it waits for, no field is red.
    await form.getByText('To save, fill in or correct: Hub ID or serial, Source, Title.').waitFor();
    expect(await save.isDisabled()).toBe(true);
    expect(await form.getByText(MESSAGES.hubId).count()).toBe(0);
    expect(await form.locator('[data-invalid]').count()).toBe(0);
    await form.getByLabel('Status').selectOption('');
    await form.getByText(MESSAGES.status).waitFor();
    await form.getByLabel('Title').fill('too short');
    await form.getByText(MESSAGES.title).waitFor();
    // Only the touched fields speak.
    expect(await form.getByText(MESSAGES.source).count()).toBe(0);
    await screenshot(session.page, 'issues-new-invalid');
    await form.getByLabel('Hub ID or serial').fill('1001');
    await form.getByLabel('Source').selectOption({ index: 1 });
    await form.getByLabel('Status').selectOption('1');
    await form.getByLabel('Title').fill(title);
    await form.getByText(MESSAGES.title).waitFor({ state: 'detached' });
    await form.getByText(/^To save/).waitFor({ state: 'detached' });
    expect(await form.getByLabel('Priority').inputValue()).toBe('4');
    await save.click();
    await form.waitFor({ state: 'detached' });
  });

  it('finds the issue by search and works it through the five actions', async () => {
    await session.page.getByLabel('Search issues').fill(title.slice(4));
    await expect.poll(() => new URL(session.page.url()).searchParams.get('search')).toBeTruthy();
    await rowOf(title).waitFor();
    await expect.poll(() => issuesTable().locator('tbody tr').count()).toBe(1);
    await rowOf(title).click();
    const editor = session.page.getByRole('group', { name: /^Issue \d+ editor$/ });
    await editor.waitFor();
    const saveIssue = editor.getByRole('form', { name: 'Edit issue' }).getByRole('button', { name: 'Save' });
    expect(await saveIssue.isDisabled()).toBe(true);
    // A message is said beside the field it names (spec 1 §5 text), not in a list under the form.
    const titleBox = editor.getByRole('form', { name: 'Edit issue' }).getByLabel('Title');
    await titleBox.fill('Too short');
    await editor
      .locator('[data-scope="field"][data-part="root"]')
      // The inner locator is relative to each field frame.
      .filter({ has: session.page.getByLabel('Title', { exact: true }) })
      .getByText(MESSAGES.title)
      .waitFor();
    expect(await saveIssue.isDisabled()).toBe(true);
    await screenshot(session.page, 'issues-editor-title-refused');
    await titleBox.fill(title);
    await editor.getByLabel('Description').first().fill('Boiler cycles every ten minutes.');
    expect(await saveIssue.isDisabled()).toBe(false);
    await saveIssue.click();
    await expect.poll(() => saveIssue.isDisabled()).toBe(true);

    const action = editor.getByRole('group', { name: 'Issue action' });
    const statusCell = () => rowOf(title).locator('td').nth(7);
    const dueCell = () => rowOf(title).locator('td').nth(9);
    const perform = async (label: string, button: string, status: string) => {
      await action.getByLabel('Action', { exact: true }).selectOption({ label });
      await action.getByLabel('Action text').fill(`${label} by e2e`);
      await action.getByRole('button', { name: button }).click();
      // The row follows the list's refetch (a searched list is asked for again): slow on a loaded machine.
      await expect.poll(() => statusCell().textContent(), { timeout: 10_000 }).toBe(status);
      await editor.getByRole('table', { name: 'Action history' }).getByText(`${label} by e2e`).waitFor();
    };

    await action.getByLabel('Took minutes').fill('1.5');
    await action.getByText('Took minutes must be digits only.').waitFor();
    expect(await action.getByRole('button', { name: 'Add Note' }).isDisabled()).toBe(true);
    await action.getByLabel('Took minutes').fill('15');

    await action.getByLabel('Action', { exact: true }).selectOption({ label: 'Defer' });
    const deferDue = await action.getByLabel('Action due').inputValue();
    const inTwoDays = new Date(Date.now() + 2 * 86_400_000);
    // Irish format in the input too ("24 Nov 2026, 14:05"), as in the tables.
    const day = new Intl.DateTimeFormat('en-IE', { day: 'numeric', month: 'short', year: 'numeric' });
    expect(deferDue).toMatch(new RegExp(`^${day.format(inTwoDays)}, \\d{2}:\\d{2}$`));
    await perform('Defer', 'Defer', 'Deferred');
    const deferredDue = await dueCell().textContent();
    expect(deferredDue).not.toBe('');
    await perform('Escalate', 'Escalate', 'Escalated');
    expect(await dueCell().textContent()).not.toBe(deferredDue);
    await action.getByLabel('Action', { exact: true }).selectOption({ label: 'Add Note' });
    await action.getByLabel('New status').selectOption({ label: 'Open' });
    await perform('Add Note', 'Add Note', 'Open');
    await perform('Duplicate', 'Duplicate', 'Resolved Duplicate');
    await perform('Resolve', 'Resolve', 'Resolved');
    await screenshot(session.page, 'issues-editor-resolved');
    // Expanded rows are greenish; the closed colour shows once the row is collapsed. The row is in the tab
    // order and Enter toggles it, so the keyboard reaches the editor too.
    await rowOf(title).focus();
    await session.page.keyboard.press('Enter');
    await expect.poll(() => rowOf(title).getAttribute('aria-expanded')).toBe('false');
    expect(await rowOf(title).getAttribute('data-tone')).toBe('closed');
    await session.page.keyboard.press('Enter');
    await editor.waitFor();
    await session.page.keyboard.press('Enter');
    await editor.waitFor({ state: 'detached' });
  });

  it('saves an issue with the mutation as its only request; the dashboard list and counts show the change', async () => {
    const page = session.page;
    const edited = `E2E one request ${Date.now().toString(36)}`;
    // Made through the API: the newest last action, so it heads the dashboard's open-issues list.
    await graphql(
      page,
      `
        mutation ($input: IssueInput!) {
          createIssue(input: $input) {
            userErrors {
              message
            }
          }
        }
      `,
      { input: { hubId: '1001', source: 1, issueStatus: 'OPEN', title: edited } },
    );
    await page.goto('/dashboard');
    const count = async (status: string) => {
      const name = await page
        .getByRole('link', { name: new RegExp(`^${status}: \\d+ issues$`) })
        .getAttribute('aria-label');
      return Number(/: (\d+) issues$/.exec(name ?? '')?.[1]);
    };
    const open = page.getByRole('region', { name: 'Open Issues' });
    const row = open
      .getByRole('table', { name: 'Issues', exact: true })
      .getByRole('row')
      .filter({ hasText: edited });
    await row.waitFor();
    const [openBefore, deferredBefore] = [await count('Open'), await count('Deferred')];
    await row.click();
    const editor = open.getByRole('group', { name: /^Issue \d+ editor$/ });
    const form = editor.getByRole('form', { name: 'Edit issue' });
    await form.getByLabel('Status').selectOption({ label: 'Deferred' });

    const sent: string[] = [];
    const record = (request: Request) => {
      if (!request.url().endsWith('/graphql')) return;
      const body = request.postDataJSON() as { operationName?: string } | null;
      sent.push(body?.operationName ?? '?');
    };
    page.on('request', record);
    try {
      await form.getByRole('button', { name: 'Save' }).click();
      // The row (still in the open list: Deferred is open) and both counts show the save.
      await expect.poll(() => row.first().locator('td').nth(7).textContent()).toBe('Deferred');
      await expect.poll(() => count('Deferred')).toBe(deferredBefore + 1);
      await expect.poll(() => count('Open')).toBe(openBefore - 1);
      await page.waitForLoadState('networkidle');
    } finally {
      page.off('request', record);
    }
    // The save's answer carries the issue, its place in the list and the counts: nothing is asked again.
    expect(sent).toEqual(['IssueEditor_Mutation']);
  });

  it('shows the whole list at 1,024 px without scrolling sideways, and dates on one line at 1,440 px', async () => {
    // The list's scroll box (the panel around it is named Issues too).
    const region = session.page.locator('div[role=region][aria-label="Issues"]');
    /** The box's widths, the page's, and how many of the list's dates break after their comma. */
    const layout = () =>
      region.evaluate((el) => ({
        client: el.clientWidth,
        scroll: el.scrollWidth,
        page: document.documentElement.scrollWidth,
        headers: el.querySelectorAll('thead th').length,
        datesOnTwoLines: Array.from(el.querySelectorAll('td.issue-list-when')).filter((cell) => {
          const [date, time] = Array.from(cell.querySelectorAll('span'), (span) =>
            span.getBoundingClientRect(),
          );
          return date && time && time.top > date.top;
        }).length,
      }));
    try {
      await session.page.setViewportSize({ width: 1024, height: 768 });
      await session.page.goto('/issues');
      await issuesTable().getByRole('row').nth(1).waitFor();
      const narrow = await layout();
      expect(narrow.headers).toBe(13);
      expect(narrow.scroll).toBeLessThanOrEqual(narrow.client);
      expect(narrow.page).toBeLessThanOrEqual(1024);
      await screenshot(session.page, 'issues-1024');

      await session.page.setViewportSize({ width: 1440, height: 900 });
      await expect.poll(async () => (await layout()).client).toBeGreaterThan(1200);
      const wide = await layout();
      expect(wide.headers).toBe(13);
      expect(wide.scroll).toBeLessThanOrEqual(wide.client);
      expect(wide.datesOnTwoLines).toBe(0);
    } finally {
      await session.page.setViewportSize({ width: 1280, height: 900 });
    }
  });

  it('shows the issues of one hub without the hub columns', async () => {
    await session.page.goto('/hub/1001/issues');
    await rowOf(title).waitFor();
    const headers = await issuesTable().locator('thead th').allTextContents();
    expect(headers).not.toContain('Zone');
    await expect.poll(() => session.page.title()).toBe('Hub 1001 Issues');
    await session.page.goto('/hub/1001');
    await session.page.getByRole('region', { name: 'Issues' }).getByText(title).waitFor();
  });
});

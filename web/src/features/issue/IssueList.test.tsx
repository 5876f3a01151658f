import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { unsavedWork } from '../../app/routing/unsavedWork';
import { renderWithProviders } from '../../test/renderWithProviders';
import { LookupSelect_Query } from '../lookup/LookupSelect';
import { IssueEditor_Mutation, IssueEditor_Query } from './IssueEditor';
import { IssueList, IssueList_Query } from './IssueList';
import { NewIssuePanel, NewIssuePanel_Mutation } from './NewIssuePanel';

const HOUR = 3_600_000;
const at = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString();

function issue(id: number, status: number, actionDue: string | null, title = `Issue number ${id}`) {
  return {
    __typename: 'Issue',
    id,
    created: at(-100 * HOUR),
    issuePriority: 'NORMAL',
    priorityText: 'Normal',
    hubId: 1000 + id,
    hubName: `Hub ${id}`,
    zone: 'D04',
    sourceText: 'Phone',
    status: ({ 1: 'OPEN', 3: 'RESOLVED', 5: 'RESOLVED_DUPLICATE', 6: 'DEFERRED' } as const)[status] ?? 'OPEN',
    statusText: { 1: 'Open', 3: 'Resolved', 5: 'Resolved Duplicate', 6: 'Deferred' }[status] ?? 'Other',
    lastAction: at(-id * HOUR),
    actionDue,
    tagText: null,
    actionRequiredText: null,
    customerFollowup: false,
    title,
  };
}

const page = (filter: Record<string, unknown>, nodes: ReturnType<typeof issue>[]) => ({
  request: { query: IssueList_Query, variables: { filter, first: 25 } },
  result: {
    data: {
      issues: {
        __typename: 'IssueConnection',
        edges: nodes.map((node) => ({ __typename: 'IssueEdge', cursor: `c${node.id}`, node })),
        pageInfo: {
          __typename: 'PageInfo',
          hasNextPage: true,
          hasPreviousPage: false,
          startCursor: `c${nodes[0]?.id}`,
          endCursor: `c${nodes.at(-1)?.id}`,
        },
      },
    },
  },
});

const lookup = (table: string) => ({
  request: { query: LookupSelect_Query, variables: { table } },
  result: { data: { lookup: [{ __typename: 'LookupEntry', key: 1, description: `${table} one` }] } },
  maxUsageCount: 10,
});

describe('issue list', () => {
  it('colours rows: closed, overdue, due within 6e7 ms, otherwise grey', async () => {
    renderWithProviders(<IssueList filtersInUrl />, {
      route: '/issues?status=5',
      mocks: [
        lookup('ISSUE_PRIORITY'),
        page({}, [
          issue(1, 3, at(-HOUR), 'Closed one here'),
          issue(2, 1, at(-HOUR), 'Overdue one here'),
          issue(3, 6, at(HOUR), 'Due soon one here'),
          issue(4, 6, at(48 * HOUR), 'Due later one here'),
        ]),
      ],
    });
    const tone = async (title: string) =>
      (await screen.findByText(title)).closest('tr')?.getAttribute('data-tone');
    expect(await tone('Closed one here')).toBe('closed');
    expect(await tone('Overdue one here')).toBe('overdue');
    expect(await tone('Due soon one here')).toBe('dueSoon');
    expect(await tone('Due later one here')).toBe('normal');
  });

  it("wraps and clamps a long title in its cell, the whole title in the cell's title", async () => {
    const long = `https://example.com/${'a'.repeat(280)}`;
    renderWithProviders(<IssueList filtersInUrl />, {
      route: '/issues?status=5',
      mocks: [lookup('ISSUE_PRIORITY'), page({}, [issue(1, 1, null, long)])],
    });
    const text = await screen.findByText(long);
    // The clamp (three lines, wrapping anywhere) is cellPieces.css's cell-clamp; the cell names the title.
    expect(text.className).toBe('cell-clamp');
    expect(text.closest('td')?.getAttribute('title')).toBe(long);
  });

  it('puts filter changes in the URL, so a filtered list can be shared', async () => {
    const { user, path } = renderWithProviders(<IssueList filtersInUrl />, {
      route: '/issues?status=1',
      mocks: [
        lookup('ISSUE_PRIORITY'),
        page({ statuses: ['OPEN', 'IN_PROGRESS', 'ESCALATED', 'DEFERRED'] }, [issue(1, 1, null)]),
        page({ statuses: ['DEFERRED'] }, [issue(2, 6, null)]),
      ],
    });
    await screen.findByText('Issue number 1');
    await user.selectOptions(screen.getByLabelText('Status filter'), 'Deferred');
    await screen.findByText('Issue number 2');
    expect(path()).toBe('/issues?status=DEFERRED&priority=-1');
  });

  it("says a failed load under a new filter, and never leaves the previous filter's rows under it", async () => {
    const { user } = renderWithProviders(<IssueList filtersInUrl />, {
      route: '/issues?status=1',
      mocks: [
        lookup('ISSUE_PRIORITY'),
        page({ statuses: ['OPEN', 'IN_PROGRESS', 'ESCALATED', 'DEFERRED'] }, [issue(1, 1, null)]),
        {
          request: { query: IssueList_Query, variables: { filter: { statuses: ['DEFERRED'] }, first: 25 } },
          error: new Error('Failed to fetch'),
        },
      ],
    });
    await screen.findByText('Issue number 1');
    await user.selectOptions(screen.getByLabelText('Status filter'), 'Deferred');
    await screen.findByText('The issues could not be loaded.');
    expect(screen.queryByText('Issue number 1')).toBeNull();
    expect(screen.queryByRole('table', { name: 'Issues' })).toBeNull();
  });

  it('asks for the priority picked as an IssuePriority, keeping its id in the URL', async () => {
    const { user, path } = renderWithProviders(<IssueList filtersInUrl />, {
      route: '/issues?status=5&priority=2',
      mocks: [
        {
          request: { query: LookupSelect_Query, variables: { table: 'ISSUE_PRIORITY' } },
          result: {
            data: {
              lookup: [
                { __typename: 'LookupEntry', key: 2, description: 'High' },
                { __typename: 'LookupEntry', key: 5, description: 'Low' },
              ],
            },
          },
          maxUsageCount: 10,
        },
        page({ priorities: ['HIGH'] }, [issue(1, 1, null, 'A high one')]),
        page({ priorities: ['LOW'] }, [issue(2, 1, null, 'A low one')]),
      ],
    });
    await screen.findByText('A high one');
    await screen.findByRole('option', { name: 'Low' });
    await user.selectOptions(screen.getByLabelText('Priority filter'), 'Low');
    await screen.findByText('A low one');
    expect(path()).toBe('/issues?status=ALL&priority=5');
  });

  it('offers each status, All and All Open, and asks for exactly the status a dashboard count links to', async () => {
    renderWithProviders(<IssueList filtersInUrl />, {
      route: '/issues?status=RESOLVED_DUPLICATE',
      mocks: [
        lookup('ISSUE_PRIORITY'),
        page({ statuses: ['RESOLVED_DUPLICATE'] }, [issue(7, 5, null, 'A duplicate one')]),
      ],
    });
    await screen.findByText('A duplicate one');
    const select = screen.getByLabelText<HTMLSelectElement>('Status filter');
    expect([...select.options].map((o) => o.text)).toEqual([
      'All',
      'All Open',
      'Open',
      'In Progress',
      'Resolved',
      'Escalated',
      'Resolved Duplicate',
      'Deferred',
    ]);
    expect(select.selectedOptions[0]?.text).toBe('Resolved Duplicate');
  });

  it('hides the hub columns within one hub', async () => {
    renderWithProviders(<IssueList hubId={1001} />, {
      mocks: [lookup('ISSUE_PRIORITY'), page({ hubId: 1001 }, [issue(1, 1, null)])],
    });
    const table = await screen.findByRole('table', { name: 'Issues' });
    await within(table).findByText('Issue number 1');
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).not.toContain('Zone');
    expect(headers).not.toContain('Hub ID');
  });
});

describe('editing an issue out of the list', () => {
  const editorIssue = (title: string, lastAction: string) => ({
    request: { query: IssueEditor_Query, variables: { id: 1 } },
    result: {
      data: {
        issue: {
          __typename: 'Issue',
          id: 1,
          hubId: 1001,
          source: 1,
          status: 'OPEN',
          issuePriority: 'CRITICAL',
          title,
          description: '',
          tagId: null,
          actionRequiredId: null,
          customerFollowup: false,
          actionDue: null,
          lastAction,
          actions: [],
        },
      },
    },
  });

  it('keeps the edited row and its editor in place until closed, showing the edit', async () => {
    const first = issue(1, 1, null, 'Boiler fault at the farm');
    const saved = at(0);
    const savedIssue = {
      ...first,
      ...editorIssue('Boiler fault at the house', saved).result.data.issue,
    };
    const filter = {
      statuses: ['OPEN', 'IN_PROGRESS', 'ESCALATED', 'DEFERRED'],
      search: 'farm',
    };
    const { user } = renderWithProviders(<IssueList filtersInUrl />, {
      route: '/issues?status=1&priority=-1&search=farm',
      mocks: [
        ...['ISSUE_SOURCE', 'ISSUE_STATUS', 'ISSUE_PRIORITY', 'ISSUE_TAG', 'ISSUE_ACTION'].map(lookup),
        page(filter, [first, issue(2, 1, null, 'Second farm issue')]),
        editorIssue(first.title, first.lastAction),
        {
          // The editor sends the status and priority it loaded as the enums, not the deprecated numbers.
          request: {
            query: IssueEditor_Mutation,
            variables: ({ input }: { input: Record<string, unknown> }) =>
              input.issueStatus === 'OPEN' &&
              input.issuePriority === 'CRITICAL' &&
              !('status' in input) &&
              !('priority' in input),
          },
          result: {
            data: {
              // The whole issue as saved, its place in the lists and the counts after the save: the
              // answer the editor and the lists are updated from (issueLists.ts).
              updateIssue: {
                __typename: 'IssuePayload',
                issue: savedIssue,
                edge: { __typename: 'IssueEdge', cursor: 'c1-saved', node: savedIssue },
                query: { __typename: 'Query', issueStatusCounts: [], issueStatistics: noStatistics },
                userErrors: [],
              },
            },
          },
        },
        // After the save the search no longer finds issue 1.
        page(filter, [issue(2, 1, null, 'Second farm issue')]),
        editorIssue('Boiler fault at the house', saved),
      ],
    });
    await user.click(await screen.findByText('Boiler fault at the farm'));
    const title = await screen.findByDisplayValue('Boiler fault at the farm');
    await user.clear(title);
    await user.type(title, 'Boiler fault at the house');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    // The row stays where it was, shows the edit, and says why it will leave; its editor stays open.
    expect(await screen.findByText(/no longer matches the list's filters/)).toBeTruthy();
    const rows = () => screen.getAllByRole('row').filter((r) => r.hasAttribute('aria-expanded'));
    await screen.findByText('Boiler fault at the house', { selector: 'td > span' });
    expect(rows().map((r) => r.querySelector('td')?.textContent)).toEqual([
      'Boiler fault at the house',
      'Second farm issue',
    ]);
    expect(screen.getByDisplayValue('Boiler fault at the house')).toBeTruthy();
    // Closed, it goes.
    await user.click(screen.getByText('Boiler fault at the house', { selector: 'td > span' }));
    expect(rows().map((r) => r.querySelector('td')?.textContent)).toEqual(['Second farm issue']);
  }, 30_000);
});

const ISSUE_TITLE_MESSAGE = 'Every issue must have a title of at least 10 characters. Preferably more.';

const noStatistics = {
  __typename: 'IssueStatistics',
  open: { __typename: 'IssueStatisticsBlock', tags: [], categories: [], total: 0 },
  closed: { __typename: 'IssueStatisticsBlock', tags: [], categories: [], total: 0 },
};

describe('new issue panel', () => {
  it('lists the messages and enables Save only once valid, defaulting status 1 and priority 4', async () => {
    const done: boolean[] = [];
    const created = issue(9, 1, null, 'Short but now long enough');
    const { user } = renderWithProviders(<NewIssuePanel onDone={(created) => done.push(created)} />, {
      mocks: [
        ...['ISSUE_SOURCE', 'ISSUE_STATUS', 'ISSUE_PRIORITY', 'ISSUE_TAG'].map(lookup),
        {
          // The status and priority go as the enums, not as the deprecated numbers.
          request: {
            query: NewIssuePanel_Mutation,
            variables: {
              input: {
                hubId: '1001',
                source: 1,
                issueStatus: 'OPEN',
                issuePriority: 'NORMAL',
                title: 'Short but now long enough',
                description: '',
                tagId: null,
              },
            },
          },
          result: {
            data: {
              createIssue: {
                __typename: 'IssuePayload',
                issue: created,
                edge: { __typename: 'IssueEdge', cursor: 'c9', node: created },
                query: { __typename: 'Query', issueStatusCounts: [], issueStatistics: noStatistics },
                userErrors: [],
              },
            },
          },
        },
      ],
    });
    const form = screen.getByRole('form', { name: 'New issue' });
    const save = within(form).getByRole('button', { name: 'Save' });
    // A fresh form does not shout: no field is red, Save says what it waits for.
    expect(form.querySelectorAll('[data-invalid]')).toHaveLength(0);
    expect(
      within(form).getByText('To save, fill in or correct: Hub ID or serial, Source, Title.'),
    ).toBeTruthy();
    expect(save).toHaveProperty('disabled', true);
    expect(within(form).getByLabelText('Status')).toHaveProperty('value', '1');
    expect(within(form).getByLabelText('Priority')).toHaveProperty('value', '4');
    // A touched field speaks; the others stay quiet.
    await user.type(within(form).getByLabelText('Title'), 'Short');
    expect(within(form).getByText(ISSUE_TITLE_MESSAGE)).toBeTruthy();
    expect(within(form).queryByText('Each issue must be associated with a HubID')).toBeNull();
    await user.type(within(form).getByLabelText('Title'), ' but now long enough');
    await user.type(within(form).getByLabelText('Hub ID or serial'), '1001');
    await screen.findByRole('option', { name: 'ISSUE_SOURCE one' });
    await user.selectOptions(within(form).getByLabelText('Source'), '1');
    expect(within(form).queryByText(/^To save/)).toBeNull();
    expect(form.querySelectorAll('[data-invalid]')).toHaveLength(0);
    expect(save).toHaveProperty('disabled', false);
    await user.click(save);
    await waitFor(() => expect(done).toEqual([true]));
    // Typing into several fields is slow on a loaded machine.
  }, 20_000);

  it('refuses a title of more than 200 characters beside the field, with Save held', async () => {
    const { user } = renderWithProviders(<NewIssuePanel hubId={1002} onDone={() => {}} />, {
      mocks: ['ISSUE_SOURCE', 'ISSUE_STATUS', 'ISSUE_PRIORITY', 'ISSUE_TAG'].map(lookup),
    });
    const form = screen.getByRole('form', { name: 'New issue' });
    await screen.findByRole('option', { name: 'ISSUE_SOURCE one' });
    await user.selectOptions(within(form).getByLabelText('Source'), '1');
    const title = within(form).getByLabelText('Title');
    await user.click(title);
    await user.paste(`https://example.com/${'a'.repeat(280)}`);
    const field = title.closest<HTMLElement>('[data-scope="field"][data-part="root"]')!;
    expect(within(field).getByText('Title must be at most 200 characters (this is 300).')).toBeTruthy();
    expect(within(form).getByText('To save, fill in or correct: Title.')).toBeTruthy();
    expect(within(form).getByRole('button', { name: 'Save' })).toHaveProperty('disabled', true);
    // Cut to the limit, it may be saved.
    await user.clear(title);
    await user.paste('x'.repeat(200));
    expect(within(form).queryByText(/^Title must be at most/)).toBeNull();
    expect(within(form).getByRole('button', { name: 'Save' })).toHaveProperty('disabled', false);
  }, 20_000);
});

describe('the issue search', () => {
  it('says a search over 100 characters is too long under its box, and keeps the search in force', async () => {
    const { user, sent } = renderWithProviders(<IssueList />, {
      mocks: [
        ...['ISSUE_SOURCE', 'ISSUE_STATUS', 'ISSUE_PRIORITY', 'ISSUE_TAG'].map(lookup),
        page({}, [issue(1, 1, null)]),
      ],
    });
    const box = await screen.findByRole('searchbox', { name: 'Search issues' });
    await user.click(box);
    await user.paste('x'.repeat(101));
    await screen.findByText('Search must be at most 100 characters.');
    // Past the debounce: nothing was asked with it (the gateway would refuse it: "Search failed :-(").
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(JSON.stringify(sent.map((operation) => operation.variables))).not.toContain('xxx');
    expect(screen.queryByText('Search failed :-(')).toBeNull();
  });
});

describe('New Issue from the list', () => {
  /** The list of one issue with its New Issue form opened. */
  const openNewIssue = async () => {
    const { user } = renderWithProviders(<IssueList />, {
      mocks: [
        ...['ISSUE_SOURCE', 'ISSUE_STATUS', 'ISSUE_PRIORITY', 'ISSUE_TAG'].map(lookup),
        page({}, [issue(1, 1, null)]),
      ],
    });
    await user.click(await screen.findByRole('button', { name: 'New Issue' }));
    return { user, form: await screen.findByRole('form', { name: 'New issue' }) };
  };

  it('takes the focus to the first field, and gives it back to New Issue on Cancel', async () => {
    const { user, form } = await openNewIssue();
    await waitFor(() => expect(document.activeElement).toBe(within(form).getByLabelText('Hub ID or serial')));
    await user.click(within(form).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('form', { name: 'New issue' })).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'New Issue' }));
  });

  it('asks before Cancel throws a typed issue away; Keep keeps it, Discard closes it', async () => {
    const { user, form } = await openNewIssue();
    await user.type(within(form).getByLabelText('Title'), 'No heat');
    await user.click(within(form).getByRole('button', { name: 'Cancel' }));
    const question = within(form).getByRole('alertdialog', {
      name: 'Discard your changes to the new issue?',
    });
    await user.click(within(question).getByRole('button', { name: 'Keep' }));
    expect(within(form).getByLabelText('Title')).toHaveProperty('value', 'No heat');
    expect(document.activeElement).toBe(within(form).getByLabelText('Title'));
    await user.click(within(form).getByRole('button', { name: 'Cancel' }));
    await user.click(within(form).getByRole('button', { name: 'Discard' }));
    expect(screen.queryByRole('form', { name: 'New issue' })).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'New Issue' }));
    expect(unsavedWork()).toBeNull();
  });
});

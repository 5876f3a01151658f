// Issue 19: creating, saving or acting on an issue updates what is shown from the mutation's answer
// (the issue, its place in the lists, the counts) and sends no query again.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/renderWithProviders';
import { IssueStatusCountsPanel_Counts } from '../dashboard/IssueStatusCountsPanel';
import { LookupSelect_Query } from '../lookup/LookupSelect';
import { IssueEditor_ActionMutation, IssueEditor_Mutation, IssueEditor_Query } from './IssueEditor';
import { IssueList, IssueList_Query } from './IssueList';
import { matchesFilter } from './issueLists';
import { NewIssuePanel, NewIssuePanel_Mutation } from './NewIssuePanel';

const OPEN_STATUSES = ['OPEN', 'IN_PROGRESS', 'ESCALATED', 'DEFERRED'];
const HOUR = 3_600_000;
const at = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString();

type Status = 'OPEN' | 'RESOLVED';
const STATUS_TEXT: Record<Status, string> = { OPEN: 'Open', RESOLVED: 'Resolved' };

/** One issue with every field a row and the editor read. */
function issue(id: number, title: string, status: Status = 'OPEN', lastAction = at(-id * HOUR)) {
  return {
    __typename: 'Issue' as const,
    id,
    created: at(-100 * HOUR),
    issuePriority: 'NORMAL',
    priorityText: 'Normal',
    hubId: 1000 + id,
    hubName: `Hub ${id}`,
    zone: 'D04',
    sourceText: 'Phone',
    source: 1,
    status,
    statusText: STATUS_TEXT[status],
    lastAction,
    actionDue: null,
    tagId: null,
    tagText: null,
    actionRequiredId: null,
    actionRequiredText: null,
    customerFollowup: false,
    description: '',
    title,
    actions: [] as unknown[],
  };
}

const listMock = (filter: Record<string, unknown>, nodes: ReturnType<typeof issue>[]) => ({
  request: { query: IssueList_Query, variables: { filter, first: 25 } },
  result: {
    data: {
      issues: {
        __typename: 'IssueConnection',
        edges: nodes.map((node) => ({ __typename: 'IssueEdge', cursor: `c${node.id}`, node })),
        pageInfo: {
          __typename: 'PageInfo',
          hasNextPage: false,
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
const LOOKUPS = ['ISSUE_SOURCE', 'ISSUE_STATUS', 'ISSUE_PRIORITY', 'ISSUE_TAG', 'ISSUE_ACTION'].map(lookup);

const block = (total: number) => ({
  __typename: 'IssueStatisticsBlock',
  tags: [],
  categories: [{ __typename: 'IssueCategoryTotal', category: 'Untagged', count: total }],
  total,
});

/** The payload's root query: the counts after the change, as the gateway reads them after the write. */
const countsAfter = (open: number, resolved: number) => ({
  __typename: 'Query',
  issueStatusCounts: [
    { __typename: 'IssueStatusCount', status: 'OPEN', text: 'Open', count: open },
    { __typename: 'IssueStatusCount', status: 'RESOLVED', text: 'Resolved', count: resolved },
  ],
  issueStatistics: { __typename: 'IssueStatistics', open: block(open), closed: block(resolved) },
});

const payload = (saved: ReturnType<typeof issue>, counts: ReturnType<typeof countsAfter>) => ({
  issue: saved,
  edge: { __typename: 'IssueEdge', cursor: `c${saved.id}-saved`, node: saved },
  query: counts,
  userErrors: [],
});

const queriesSent = (sent: { operationName: string | undefined }[]) =>
  sent.map((s) => s.operationName).filter((name) => name !== 'LookupSelect_Query');

const rowTitles = () =>
  screen
    .getAllByRole('row')
    .filter((r) => r.hasAttribute('aria-expanded'))
    .map((r) => r.querySelector('td')?.textContent);

const statusCounts = (client: ReturnType<typeof renderWithProviders>['client']) => {
  const counts = client.cache.readFragment({ fragment: IssueStatusCountsPanel_Counts, id: 'ROOT_QUERY' });
  return (counts?.issueStatusCounts ?? []).map((c) => `${c.status} ${c.count}`);
};

describe('issue edits update the cache from the answer, without asking again', () => {
  it('a save shows in the row, moves it to the top and brings the counts, with no query sent', async () => {
    const first = issue(1, 'Boiler fault at the farm');
    const second = issue(2, 'Second open issue here');
    const saved = { ...issue(2, 'Second issue, now edited', 'OPEN', at(0)) };
    const { user, sent, client } = renderWithProviders(<IssueList filtersInUrl />, {
      route: '/issues?status=1&priority=-1',
      mocks: [
        ...LOOKUPS,
        listMock({ statuses: OPEN_STATUSES }, [first, second]),
        { request: { query: IssueEditor_Query, variables: { id: 2 } }, result: { data: { issue: second } } },
        {
          request: { query: IssueEditor_Mutation, variables: () => true },
          result: {
            data: { updateIssue: { __typename: 'IssuePayload', ...payload(saved, countsAfter(7, 3)) } },
          },
        },
      ],
    });
    await user.click(await screen.findByText('Second open issue here'));
    const title = await screen.findByDisplayValue('Second open issue here');
    await user.clear(title);
    await user.type(title, 'Second issue, now edited');
    const before = sent.length;
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Second issue, now edited', { selector: 'td > span' });
    // Newest last action first: the saved issue is now on top.
    expect(rowTitles()).toEqual(['Second issue, now edited', 'Boiler fault at the farm']);
    expect(statusCounts(client)).toEqual(['OPEN 7', 'RESOLVED 3']);
    expect(queriesSent(sent.slice(before))).toEqual(['IssueEditor_Mutation']);
  }, 30_000);

  it('an action that resolves the issue takes it out of the open list and adds it to the history', async () => {
    const first = issue(1, 'Boiler fault at the farm');
    const second = issue(2, 'Second open issue here');
    const resolved = {
      ...issue(1, 'Boiler fault at the farm', 'RESOLVED', at(0)),
      actions: [
        {
          __typename: 'IssueAction',
          id: 77,
          actionType: 3,
          typeText: 'Resolved',
          actionText: 'Fixed the wiring',
          tookMinutes: 5,
          occurred: at(0),
          actionBy: 'admin',
        },
      ],
    };
    const { user, sent, client } = renderWithProviders(<IssueList filtersInUrl />, {
      route: '/issues?status=1&priority=-1',
      mocks: [
        ...LOOKUPS,
        listMock({ statuses: OPEN_STATUSES }, [first, second]),
        { request: { query: IssueEditor_Query, variables: { id: 1 } }, result: { data: { issue: first } } },
        // The row leaving the list is kept by IssueList as a KeptIssueRow, a new component: its editor
        // mounts again and reads the issue afresh (network-only). That is the editor's own read, not a
        // list or a count being asked for again.
        {
          request: { query: IssueEditor_Query, variables: { id: 1 } },
          result: { data: { issue: resolved } },
        },
        {
          request: { query: IssueEditor_ActionMutation, variables: () => true },
          result: {
            data: {
              performIssueAction: {
                __typename: 'IssueActionPayload',
                ...payload(resolved, countsAfter(5, 4)),
              },
            },
          },
        },
      ],
    });
    await user.click(await screen.findByText('Boiler fault at the farm'));
    const editor = await screen.findByRole('group', { name: 'Issue 1 editor' });
    await user.selectOptions(within(editor).getByLabelText('Action'), 'RESOLVE');
    await user.type(within(editor).getByLabelText('Action text'), 'Fixed the wiring');
    const before = sent.length;
    await user.click(within(editor).getByRole('button', { name: /Perform|Resolve/ }));
    // The editor mounted again (see the mock above): look it up afresh.
    const history = async () =>
      within(await screen.findByRole('group', { name: 'Issue 1 editor' })).findByText('Fixed the wiring', {
        selector: 'td',
      });
    expect(await history()).toBeTruthy();
    expect(statusCounts(client)).toEqual(['OPEN 5', 'RESOLVED 4']);
    expect(queriesSent(sent.slice(before))).toEqual(['IssueEditor_ActionMutation', 'IssueEditor_Query']);
    // The open row stays in place until closed (it no longer matches the list); closed, it goes.
    await user.click(screen.getByText('Boiler fault at the farm', { selector: 'td > span' }));
    await waitFor(() => expect(rowTitles()).toEqual(['Second open issue here']));
  }, 30_000);

  it('a new issue goes to the top of the held list, with no query sent', async () => {
    const held = issue(1, 'Boiler fault at the farm');
    const created = issue(9, 'A brand new issue here', 'OPEN', at(0));
    const done: boolean[] = [];
    const { user, sent, client } = renderWithProviders(
      <>
        <IssueList filtersInUrl />
        <NewIssuePanel onDone={(ok) => done.push(ok)} />
      </>,
      {
        route: '/issues?status=1&priority=-1',
        mocks: [
          ...LOOKUPS,
          listMock({ statuses: OPEN_STATUSES }, [held]),
          {
            request: { query: NewIssuePanel_Mutation, variables: () => true },
            result: {
              data: { createIssue: { __typename: 'IssuePayload', ...payload(created, countsAfter(8, 3)) } },
            },
          },
        ],
      },
    );
    await screen.findByText('Boiler fault at the farm');
    const form = screen.getByRole('form', { name: 'New issue' });
    await user.type(within(form).getByLabelText('Title'), 'A brand new issue here');
    await user.type(within(form).getByLabelText('Hub ID or serial'), '1009');
    await screen.findAllByRole('option', { name: 'ISSUE_SOURCE one' });
    await user.selectOptions(within(form).getByLabelText('Source'), '1');
    const before = sent.length;
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(done).toEqual([true]));
    await waitFor(() => expect(rowTitles()).toEqual(['A brand new issue here', 'Boiler fault at the farm']));
    expect(statusCounts(client)).toEqual(['OPEN 8', 'RESOLVED 3']);
    expect(queriesSent(sent.slice(before))).toEqual(['NewIssuePanel_Mutation']);
  }, 30_000);
});

describe('which lists an issue belongs in', () => {
  const open = { status: 'OPEN', issuePriority: 'HIGH', hubId: 5 };
  it('tells from statuses, priorities and hub; leaves a text search to the gateway', () => {
    expect(matchesFilter(null, open)).toBe(true);
    expect(matchesFilter({ statuses: ['OPEN', 'DEFERRED'] }, open)).toBe(true);
    expect(matchesFilter({ statuses: ['RESOLVED'] }, open)).toBe(false);
    expect(matchesFilter({ priorities: ['LOW'] }, open)).toBe(false);
    expect(matchesFilter({ hubId: 6 }, open)).toBe(false);
    expect(matchesFilter({ statuses: [], hubId: 5 }, open)).toBe(true);
    expect(matchesFilter({ search: 'boiler' }, open)).toBeUndefined();
  });
});

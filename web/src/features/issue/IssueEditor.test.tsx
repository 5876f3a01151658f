// Spec 1 §5's messages name their field: the issue editor says each beside the field it is about (the
// shared ui/form pieces), the server's userErrors too, rather than in one list under the form.
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/renderWithProviders';
import { timedOutSaveMock } from '../../test/staleSaveMock';
import { LookupSelect_Query } from '../lookup/LookupSelect';
import {
  IssueEditor,
  IssueEditor_ActionMutation,
  IssueEditor_Mutation,
  IssueEditor_Query,
} from './IssueEditor';

const TITLE_MESSAGE = 'Every issue must have a title of at least 10 characters. Preferably more.';
const SOURCE_MESSAGE = 'You must select a source for the issue.';

const lookup = (table: string) => ({
  request: { query: LookupSelect_Query, variables: { table } },
  result: { data: { lookup: [{ __typename: 'LookupEntry', key: 1, description: `${table} one` }] } },
  maxUsageCount: 10,
});

const loaded = {
  request: { query: IssueEditor_Query, variables: { id: 1 } },
  result: {
    data: {
      issue: {
        __typename: 'Issue',
        id: 1,
        hubId: 1001,
        source: 1,
        status: 'OPEN',
        issuePriority: 'NORMAL',
        title: 'Boiler fault at the farm',
        description: '',
        tagId: null,
        actionRequiredId: null,
        customerFollowup: false,
        actionDue: null,
        lastAction: '2026-11-20T10:00:00.000Z',
        actions: [],
      },
    },
  },
};

const noStatistics = {
  __typename: 'IssueStatistics',
  open: { __typename: 'IssueStatisticsBlock', tags: [], categories: [], total: 0 },
  closed: { __typename: 'IssueStatisticsBlock', tags: [], categories: [], total: 0 },
};

/** The gateway's answer to a save: the issue as stored (null when refused) and its user errors. */
function saveAnswer(issue: object | null, userErrors: object[] = []) {
  return {
    request: { query: IssueEditor_Mutation, variables: () => true },
    result: {
      data: {
        updateIssue: {
          __typename: 'IssuePayload',
          issue,
          edge: null,
          query: { __typename: 'Query', issueStatusCounts: [], issueStatistics: noStatistics },
          userErrors,
        },
      },
    },
  };
}

/** The field frame (label, input, message) of a labelled input or select. */
const fieldOf = (control: HTMLElement) =>
  control.closest<HTMLElement>('[data-scope="field"][data-part="root"]')!;

function renderEditor(mocks: object[] = [], stored: typeof loaded = loaded) {
  return renderWithProviders(<IssueEditor issueId={1} onError={vi.fn()} />, {
    mocks: [
      stored,
      ...['ISSUE_SOURCE', 'ISSUE_STATUS', 'ISSUE_PRIORITY', 'ISSUE_TAG', 'ISSUE_ACTION'].map(lookup),
      ...(mocks as []),
    ],
  });
}

describe('issue editor', () => {
  it("says each rule's message beside its field, not in a list under the form", async () => {
    const { user } = renderEditor();
    const form = await screen.findByRole('form', { name: 'Edit issue' });
    const title = within(form).getByLabelText('Title');
    await user.clear(title);
    await user.type(title, 'Too short');
    expect(within(fieldOf(title)).getByText(TITLE_MESSAGE)).toBeTruthy();
    const source = within(form).getByLabelText('Source');
    await user.selectOptions(source, '');
    expect(within(fieldOf(source)).getByText(SOURCE_MESSAGE)).toBeTruthy();
    // Said once, where it belongs; Save waits and says for what.
    expect(screen.getAllByText(TITLE_MESSAGE)).toHaveLength(1);
    expect(screen.queryByRole('list', { name: 'Problems to fix' })).toBeNull();
    expect(within(form).getByText('To save, fill in or correct: Source, Title.')).toBeTruthy();
    expect(within(form).getByRole('button', { name: 'Save' })).toHaveProperty('disabled', true);
  }, 20_000);

  it("shows the server's message beside the field it names", async () => {
    const { user } = renderEditor([
      saveAnswer(null, [
        { __typename: 'UserError', field: 'title', message: 'Title: at most 200 characters.' },
      ]),
    ]);
    const form = await screen.findByRole('form', { name: 'Edit issue' });
    const title = within(form).getByLabelText('Title');
    await user.type(title, ' and the yard');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(fieldOf(title)).findByText('Title: at most 200 characters.')).toBeTruthy();
  }, 20_000);

  it('keeps a title longer than 200 characters saved before the limit, but refuses a longer one typed', async () => {
    const long = `https://example.com/${'a'.repeat(280)}`;
    const { user } = renderEditor([], {
      ...loaded,
      result: { data: { issue: { ...loaded.result.data.issue, title: long } } },
    });
    const form = await screen.findByRole('form', { name: 'Edit issue' });
    const title = within(form).getByLabelText<HTMLInputElement>('Title');
    await vi.waitFor(() => expect(title.value).toBe(long));
    // Its other fields can be changed and saved with the title as it is.
    await user.type(within(form).getByLabelText('Description'), 'Cycles');
    expect(within(fieldOf(title)).queryByText(/^Title must be at most/)).toBeNull();
    expect(within(form).getByRole('button', { name: 'Save' })).toHaveProperty('disabled', false);
    // A title changed to more than the limit is refused beside it, and Save waits.
    await user.type(title, '/b');
    expect(
      within(fieldOf(title)).getByText('Title must be at most 200 characters (this is 302).'),
    ).toBeTruthy();
    expect(within(form).getByText('To save, fill in or correct: Title.')).toBeTruthy();
    expect(within(form).getByRole('button', { name: 'Save' })).toHaveProperty('disabled', true);
  }, 20_000);

  it('says the took-minutes message beside its field and holds the action', async () => {
    const { user } = renderEditor();
    const action = await screen.findByRole('group', { name: 'Issue action' });
    const minutes = within(action).getByLabelText('Took minutes');
    await user.type(minutes, '1.5');
    expect(within(fieldOf(minutes)).getByText('Took minutes must be digits only.')).toBeTruthy();
    expect(within(action).getByRole('button', { name: 'Add Note' })).toHaveProperty('disabled', true);
    // Digits, but more than fleet-api takes: said here, not after the round trip.
    await user.clear(minutes);
    await user.type(minutes, '99999999999999999999');
    expect(within(fieldOf(minutes)).getByText('Took minutes must be at most 1,000,000.')).toBeTruthy();
    expect(within(action).getByRole('button', { name: 'Add Note' })).toHaveProperty('disabled', true);
  }, 20_000);

  it('keeps the action being typed, and its message, when an edit saved meanwhile comes back', async () => {
    const saved = {
      ...loaded.result.data.issue,
      description: 'Cycles',
      lastAction: '2026-11-20T10:05:00.000Z',
    };
    const { user } = renderEditor([
      saveAnswer({
        ...saved,
        created: '2026-11-19T09:00:00.000Z',
        priorityText: 'Normal',
        hubName: null,
        zone: 'Zone 1',
        sourceText: null,
        statusText: 'Open',
        tagText: null,
        actionRequiredText: null,
      }),
    ]);
    const action = await screen.findByRole('group', { name: 'Issue action' });
    const minutes = within(action).getByLabelText('Took minutes');
    await user.type(minutes, '1.5');
    const form = screen.getByRole('form', { name: 'Edit issue' });
    await user.type(within(form).getByLabelText('Description'), 'Cycles');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    // The edit form starts again from the stored issue (Save waits for a new change) ...
    await vi.waitFor(() =>
      expect(within(form).getByRole('button', { name: 'Save' })).toHaveProperty('disabled', true),
    );
    expect(within(form).getByLabelText<HTMLTextAreaElement>('Description').value).toBe('Cycles');
    // ... and the action typed meanwhile is still there, still refused, beside its field.
    expect(within(action).getByLabelText<HTMLInputElement>('Took minutes').value).toBe('1.5');
    expect(within(fieldOf(minutes)).getByText('Took minutes must be digits only.')).toBeTruthy();
    expect(within(action).getByRole('button', { name: 'Add Note' })).toHaveProperty('disabled', true);
  }, 20_000);

  it('goes back to Add Note after an Escalate is recorded, so a second click does not escalate again', async () => {
    const escalated = {
      ...loaded.result.data.issue,
      status: 'ESCALATED',
      lastAction: '2026-11-20T10:05:00.000Z',
      created: '2026-11-19T09:00:00.000Z',
      priorityText: 'Normal',
      hubName: null,
      zone: 'Zone 1',
      sourceText: null,
      statusText: 'Escalated',
      tagText: null,
      actionRequiredText: null,
    };
    const { user } = renderEditor([
      {
        request: { query: IssueEditor_ActionMutation, variables: () => true },
        result: {
          data: {
            performIssueAction: {
              __typename: 'IssueActionPayload',
              issue: escalated,
              edge: null,
              query: { __typename: 'Query', issueStatusCounts: [], issueStatistics: noStatistics },
              userErrors: [],
            },
          },
        },
      },
    ]);
    const action = await screen.findByRole('group', { name: 'Issue action' });
    await user.selectOptions(within(action).getByLabelText('Action'), 'ESCALATE');
    await user.type(within(action).getByLabelText('Action text'), 'Engineer to call');
    await user.click(within(action).getByRole('button', { name: 'Escalate' }));
    await within(action).findByRole('button', { name: 'Add Note' });
    expect(within(action).getByLabelText<HTMLSelectElement>('Action').value).toBe('NOTE');
    expect(within(action).getByLabelText<HTMLTextAreaElement>('Action text').value).toBe('');
  }, 20_000);

  it('says a save that got no answer may have gone through, and shows the issue as stored now', async () => {
    const stored = {
      ...loaded,
      result: {
        data: {
          issue: {
            ...loaded.result.data.issue,
            description: 'Cycles',
            lastAction: '2026-11-20T10:05:00.000Z',
          },
        },
      },
    };
    const { user } = renderEditor([timedOutSaveMock(IssueEditor_Mutation), stored]);
    const form = await screen.findByRole('form', { name: 'Edit issue' });
    await user.type(within(form).getByLabelText('Description'), 'Cycles');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    const notice = await screen.findByRole('alert');
    expect(notice.textContent).toContain('The issue may have been saved.');
    expect(notice.textContent).toContain('Check what is stored now before trying again.');
    expect(notice.textContent).not.toContain('not saved');
    // It went through: the form is the stored issue, with nothing left to save.
    await vi.waitFor(() =>
      expect(within(form).getByRole('button', { name: 'Save' })).toHaveProperty('disabled', true),
    );
    expect(within(form).getByLabelText<HTMLTextAreaElement>('Description').value).toBe('Cycles');
  }, 20_000);
});

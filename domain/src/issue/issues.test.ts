import { describe, expect, it } from 'vitest';
import { serialFromHubId } from '../serial.js';
import {
  DUE_SOON_MS,
  ISSUE_MESSAGES,
  ISSUE_TITLE_MAX,
  coerceIssueId,
  defaultActionDue,
  issueActionEffect,
  issueActionKindOf,
  issueCategoryTotals,
  issueHubId,
  issueRowTone,
  issueTagCategory,
  issueZone,
  pastActionDue,
  issueTitleTooLong,
  validateNewIssue,
  tookMinutesErrors,
} from './issues.js';

const now = new Date('2026-11-21T12:00:00Z');

describe('new issue validation (spec 1 §5)', () => {
  it('accepts a complete issue', () => {
    expect(
      validateNewIssue({ hubId: 1001, source: 1, status: 1, title: 'Hub offline since Monday' }),
    ).toEqual([]);
  });
  it('gives the four messages in order', () => {
    expect(
      validateNewIssue({ hubId: '', source: null, status: 0, title: 'too short' }).map((e) => e.message),
    ).toEqual([ISSUE_MESSAGES.hubId, ISSUE_MESSAGES.source, ISSUE_MESSAGES.status, ISSUE_MESSAGES.title]);
  });
  it('codes a value left out REQUIRED, and one given but unusable INVALID or TOO_SHORT', () => {
    const codes = (fields: Parameters<typeof validateNewIssue>[0]) =>
      Object.fromEntries(validateNewIssue(fields).map((e) => [e.field, e.code]));
    expect(codes({ hubId: null, source: undefined, status: ' ', title: '' })).toEqual({
      hubId: 'REQUIRED',
      source: 'REQUIRED',
      status: 'REQUIRED',
      title: 'REQUIRED',
    });
    expect(codes({ hubId: '12a', source: 0, status: -1, title: 'too short' })).toEqual({
      hubId: 'INVALID',
      source: 'INVALID',
      status: 'INVALID',
      title: 'TOO_SHORT',
    });
  });
  it('refuses a title longer than 200 characters, saying how long it is', () => {
    const fields = { hubId: 1001, source: 1, status: 1 };
    const url = `https://example.com/${'a'.repeat(280)}`;
    expect(url).toHaveLength(300);
    expect(validateNewIssue({ ...fields, title: url })).toEqual([
      {
        field: 'title',
        message: 'Title must be at most 200 characters (this is 300).',
        code: 'TOO_LONG',
      },
    ]);
    expect(issueTitleTooLong('x'.repeat(1500))).toBe('Title must be at most 200 characters (this is 1,500).');
    // Exactly the maximum is fine, and the spaces around a title are not counted (they are not saved).
    expect(validateNewIssue({ ...fields, title: 'x'.repeat(ISSUE_TITLE_MAX) })).toEqual([]);
    expect(validateNewIssue({ ...fields, title: `  ${'x'.repeat(ISSUE_TITLE_MAX)}  ` })).toEqual([]);
    expect(validateNewIssue({ ...fields, title: 'x'.repeat(ISSUE_TITLE_MAX + 1) })[0]?.code).toBe('TOO_LONG');
  });
  it("keeps an existing issue's longer title saved before the limit, but not a changed one", () => {
    const fields = { hubId: 1001, source: 1, status: 1 };
    const stored = 'y'.repeat(300);
    expect(validateNewIssue({ ...fields, title: stored }, { storedTitle: stored })).toEqual([]);
    expect(validateNewIssue({ ...fields, title: ` ${stored} ` }, { storedTitle: stored })).toEqual([]);
    expect(
      validateNewIssue({ ...fields, title: `${stored}z` }, { storedTitle: stored }).map((e) => e.message),
    ).toEqual(['Title must be at most 200 characters (this is 301).']);
    // The minimum holds for every save, as before.
    expect(
      validateNewIssue({ ...fields, title: 'short' }, { storedTitle: 'short' }).map((e) => e.code),
    ).toEqual(['TOO_SHORT']);
  });
  it('takes a hub id or a serial', () => {
    expect(issueHubId('1001')).toBe(1001);
    expect(issueHubId(String(serialFromHubId(1234)))).toBe(1234);
    expect(issueHubId('12a')).toBeNull();
    expect(issueHubId('0')).toBeNull();
    // A serial with its check digits wrong is a slip, not hub 1,234,xx.
    expect(issueHubId(String(serialFromHubId(1234) - 1))).toBeNull();
  });
  it('coerces missing or below-1 ids to 1', () => {
    expect(coerceIssueId(undefined)).toBe(1);
    expect(coerceIssueId(0)).toBe(1);
    expect(coerceIssueId(-3)).toBe(1);
    expect(coerceIssueId(4)).toBe(4);
  });
  it('accepts digits only as took minutes, up to the 1,000,000 fleet-api takes', () => {
    expect(tookMinutesErrors('15')).toEqual([]);
    expect(tookMinutesErrors('')).toEqual([]);
    expect(tookMinutesErrors(null)).toEqual([]);
    expect(tookMinutesErrors('1000000')).toEqual([]);
    const digitsOnly = [
      { field: 'tookMinutes', message: 'Took minutes must be digits only.', code: 'INVALID' },
    ];
    expect(tookMinutesErrors('1.5')).toEqual(digitsOnly);
    expect(tookMinutesErrors('-2')).toEqual(digitsOnly);
    expect(tookMinutesErrors('99999999999999999999', 'minutes')).toEqual([
      { field: 'minutes', message: 'Took minutes must be at most 1,000,000.', code: 'OUT_OF_RANGE' },
    ]);
  });
});

describe('issue action effects (spec 1 §4)', () => {
  const current = { status: 4 };
  it('names the kind of each action type staff can perform, and no other', () => {
    expect([1, 7, 8, 9, 11].map(issueActionKindOf)).toEqual([
      'NOTE',
      'ESCALATE',
      'DEFER',
      'RESOLVE',
      'DUPLICATE',
    ]);
    expect(issueActionKindOf(2)).toBeNull();
  });
  it('Add Note keeps the status or sets the chosen one', () => {
    expect(issueActionEffect('NOTE', current, { now })).toEqual({
      actionType: 1,
      status: 4,
      actionDue: undefined,
    });
    expect(issueActionEffect('NOTE', current, { now, status: 6 }).status).toBe(6);
  });
  it('Resolve and Duplicate set 3 and 5', () => {
    expect(issueActionEffect('RESOLVE', current, { now })).toMatchObject({ actionType: 9, status: 3 });
    expect(issueActionEffect('DUPLICATE', current, { now })).toMatchObject({ actionType: 11, status: 5 });
  });
  it('Defer sets 6 due in 2 days, Escalate 4 due in 90 days, unless a date is given', () => {
    expect(issueActionEffect('DEFER', current, { now })).toEqual({
      actionType: 8,
      status: 6,
      actionDue: new Date('2026-11-23T12:00:00Z'),
    });
    expect(issueActionEffect('ESCALATE', current, { now })).toEqual({
      actionType: 7,
      status: 4,
      actionDue: new Date('2027-02-19T12:00:00Z'),
    });
    const due = new Date('2026-12-01T09:00:00Z');
    expect(issueActionEffect('DEFER', current, { now, actionDue: due }).actionDue).toEqual(due);
    expect(defaultActionDue('RESOLVE', now)).toBeNull();
  });
});

describe('the due time of a deferral or an escalation', () => {
  const now = new Date('2026-11-24T12:00:00Z');
  it('may not lie in the past (an hour of grace); other actions have none', () => {
    const yesterday = new Date('2026-11-23T12:00:00Z');
    expect(pastActionDue('DEFER', yesterday, now)).toEqual([
      { field: 'actionDue', message: 'The action due must not be in the past.', code: 'OUT_OF_RANGE' },
    ]);
    expect(pastActionDue('ESCALATE', yesterday, now, 'due')[0]?.field).toBe('due');
    expect(pastActionDue('DEFER', new Date('2026-11-24T11:30:00Z'), now)).toEqual([]);
    expect(pastActionDue('DEFER', new Date('2026-11-26T12:00:00Z'), now)).toEqual([]);
    expect(pastActionDue('NOTE', yesterday, now)).toEqual([]);
    expect(pastActionDue('DEFER', null, now)).toEqual([]);
  });
});

describe('issue list', () => {
  it('zone is the first three characters of the postcode, upper-cased', () => {
    expect(issueZone('d04 x2y3')).toBe('D04');
    expect(issueZone(null)).toBe('');
  });
  it.each([
    [{ status: 1, actionDue: null }, { expanded: true }, 'expanded'],
    [{ status: 3, actionDue: new Date(now.getTime() - 1000) }, {}, 'closed'],
    [{ status: 1, actionDue: new Date(now.getTime() - 1000) }, {}, 'overdue'],
    [{ status: 6, actionDue: new Date(now.getTime() + DUE_SOON_MS) }, {}, 'dueSoon'],
    [{ status: 6, actionDue: new Date(now.getTime() + DUE_SOON_MS + 1) }, {}, 'normal'],
    [{ status: 1, actionDue: null }, { error: true }, 'error'],
    [{ status: 1, actionDue: null }, {}, 'normal'],
  ] as const)('colours %o %o as %s', (issue, options, tone) => {
    expect(issueRowTone(issue, { now, ...options })).toBe(tone);
  });
});

describe('issue tag categories (spec 2 §9)', () => {
  it.each([
    [1, 'General Question'],
    [8, 'General Question'],
    [20, 'General Question'],
    [9, 'Software'],
    [19, 'Software'],
    [22, 'Software'],
    [12, 'Hardware'],
    [15, 'Hardware'],
    [16, 'Wifi'],
    [17, 'Wifi'],
    [18, 'Installation'],
    [21, 'Installation'],
    [23, 'Untagged'],
    [null, 'Untagged'],
  ] as const)('tag %s is %s', (tag, category) => {
    expect(issueTagCategory(tag)).toBe(category);
  });
  it('totals per category and overall', () => {
    const totals = issueCategoryTotals([
      { tagId: 1, count: 2 },
      { tagId: 9, count: 3 },
      { tagId: null, count: 4 },
      { tagId: 16, count: 1 },
    ]);
    expect(totals.total).toBe(10);
    expect(totals.categories).toEqual([
      { category: 'Software', count: 3 },
      { category: 'Hardware', count: 0 },
      { category: 'Wifi', count: 1 },
      { category: 'Installation', count: 0 },
      { category: 'General Question', count: 2 },
      { category: 'Untagged', count: 4 },
    ]);
  });
});

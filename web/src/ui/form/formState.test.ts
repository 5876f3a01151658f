import { describe, expect, it } from 'vitest';
import { blockingLabels, formFieldOf, splitUserErrors, visibleFieldErrors } from './formState';

const problems = [
  { field: 'title', message: 'A title is needed.' },
  { field: 'hubId', message: 'Hub id or serial is needed.' },
  { field: 'title', message: 'Second title message.' },
];

describe('visibleFieldErrors', () => {
  it('says nothing about untouched fields before a save is attempted', () => {
    expect(visibleFieldErrors(problems, { touched: new Set(), attempted: false }).size).toBe(0);
  });

  it('shows the first message of a touched field only', () => {
    const shown = visibleFieldErrors(problems, { touched: new Set(['title']), attempted: false });
    expect([...shown]).toEqual([['title', 'A title is needed.']]);
  });

  it('shows every field once a save was attempted', () => {
    const shown = visibleFieldErrors(problems, { touched: new Set(), attempted: true });
    expect(shown.get('hubId')).toBe('Hub id or serial is needed.');
    expect(shown.get('title')).toBe('A title is needed.');
  });
});

describe('userErrors', () => {
  it('finds the form field of a path or a differently cased name', () => {
    expect(formFieldOf('input.title', ['title'])).toBe('title');
    expect(formFieldOf('hubids', ['hubIds'])).toBe('hubIds');
    expect(formFieldOf('unknown', ['title'])).toBeNull();
    expect(formFieldOf(null, ['title'])).toBeNull();
  });

  it('puts messages beside their fields and the rest for the whole form, each once', () => {
    expect(
      splitUserErrors(
        [
          { field: 'title', message: 'Title: at most 200 characters.' },
          { field: null, message: 'The issue was not saved.' },
          { field: 'title', message: 'Title: at most 200 characters.' },
          { field: 'other', message: 'The issue was not saved.' },
        ],
        ['title', 'hubId'],
      ),
    ).toEqual({
      byField: [{ field: 'title', message: 'Title: at most 200 characters.' }],
      general: ['The issue was not saved.'],
    });
  });

  it('names the fields that block saving by their labels', () => {
    expect(blockingLabels(problems, { title: 'Title', hubId: 'Hub ID' })).toEqual(['Title', 'Hub ID']);
  });
});

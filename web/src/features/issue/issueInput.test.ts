import { describe, expect, it } from 'vitest';
import { issueInput, lookupIdOf } from './issueInput';

const values = {
  source: '2',
  status: '1',
  priority: '4',
  title: 'Boiler fault at the farm',
  description: 'No heat since Monday',
  tagId: '',
};

describe('issueInput', () => {
  it('turns the shared form values into the API fields, in the order they are sent', () => {
    const input = issueInput(values);
    expect(input).toEqual({
      source: 2,
      issueStatus: 'OPEN',
      issuePriority: 'NORMAL',
      title: 'Boiler fault at the farm',
      description: 'No heat since Monday',
      tagId: null,
    });
    // The callers put the hub id before these and their own fields after: the JSON sent keeps this order.
    expect(Object.keys(input)).toEqual([
      'source',
      'issueStatus',
      'issuePriority',
      'title',
      'description',
      'tagId',
    ]);
  });

  it('sends no lookup id, status or priority for an empty select', () => {
    expect(issueInput({ ...values, source: '', status: '', priority: '', tagId: '' })).toMatchObject({
      source: null,
      issueStatus: null,
      issuePriority: null,
      tagId: null,
    });
  });

  it('reads a lookup id as its number, none as null', () => {
    expect(lookupIdOf('7')).toBe(7);
    expect(lookupIdOf('')).toBeNull();
  });
});

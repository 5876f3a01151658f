import { describe, expect, it } from 'vitest';
import { issueStatusFromId, issueStatusId } from './status.js';

describe('issue status ids (spec 1 §4)', () => {
  it.each([
    [1, 'OPEN'],
    [2, 'IN_PROGRESS'],
    [3, 'RESOLVED'],
    [4, 'ESCALATED'],
    [5, 'RESOLVED_DUPLICATE'],
    [6, 'DEFERRED'],
  ] as const)('maps id %i to %s and back', (id, status) => {
    expect(issueStatusFromId(id)).toBe(status);
    expect(issueStatusId(status)).toBe(id);
  });

  it('has no enum value for an unknown id', () => {
    expect(issueStatusFromId(7)).toBeNull();
  });
});

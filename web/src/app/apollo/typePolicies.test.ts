import { describe, expect, it } from 'vitest';
import { mergeTypePolicies } from './typePolicies';

describe('mergeTypePolicies', () => {
  it('keeps the Query fields of every area', () => {
    const read = () => null;
    const merged = mergeTypePolicies([
      { Query: { fields: { hubComms: { keyArgs: ['hubId'] } } } },
      { Query: { fields: { issues: { read } } } },
      { Hub: { keyFields: ['id'] } },
    ]);
    expect(merged['Query']?.fields).toEqual({ hubComms: { keyArgs: ['hubId'] }, issues: { read } });
    expect(merged['Hub']).toEqual({ keyFields: ['id'] });
  });
});

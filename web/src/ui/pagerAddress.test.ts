import { describe, expect, it } from 'vitest';
import { entryPage } from './pagerAddress';

const at = (path: string) => new URL(path, 'http://hub.test');

describe('entryPage: the page an address names, for its route loader', () => {
  it('is the ?after= cursor (a shared link, a reload, Back to page 3)', () => {
    expect(entryPage(at('/hubs/all?after=page3'))).toBe('page3');
    expect(entryPage(at('/issues?status=ALL&after=c9&priority=0'))).toBe('c9');
  });

  it('is the first page without one, or with an empty one', () => {
    expect(entryPage(at('/hubs/all'))).toBeNull();
    expect(entryPage(at('/glitches?hubid=4&after='))).toBeNull();
  });
});

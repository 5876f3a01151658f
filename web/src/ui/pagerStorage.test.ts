import { describe, expect, it } from 'vitest';
import { entryPage, storedPage, storePage } from './pagerStorage';

const here = () => new URL(window.location.href);

describe('entryPage: the page a history entry showed, for its route loader', () => {
  it('is the last cursor usePager stored for the current entry (Back to page 3, a reload of it)', () => {
    window.history.replaceState({ key: 'k1', idx: 0 }, '', '/hubs/all?sort=id');
    storePage({ key: 'k1', pathname: '/hubs/all', search: '?sort=id' }, ['page2', 'page3']);
    expect(entryPage(here())).toBe('page3');
    expect(storedPage({ key: 'k1', pathname: '/hubs/all', search: '?sort=id' })).toEqual(['page2', 'page3']);
  });

  it('is the first page for an address that is not the current entry (a push to a new path)', () => {
    window.history.replaceState({ key: 'k1', idx: 0 }, '', '/hubs/all');
    storePage({ key: 'k1', pathname: '/hubs/all', search: '' }, ['page2']);
    expect(entryPage(new URL('/glitches', window.location.href))).toBeNull();
  });

  it("is another entry's page never: the key, path and query string must all be the entry's", () => {
    window.history.replaceState({ key: 'k2', idx: 1 }, '', '/hubs/all');
    storePage({ key: 'k1', pathname: '/hubs/all', search: '' }, ['page2']);
    expect(entryPage(here())).toBeNull();
    window.history.replaceState({ key: 'k1', idx: 0 }, '', '/hubs/all?sort=id');
    expect(entryPage(here())).toBeNull();
  });

  it("reads react-router's 'default' key for a first visit's entry, and ignores what is not a cursor list", () => {
    window.history.replaceState(null, '', '/issues');
    storePage({ key: 'default', pathname: '/issues', search: '' }, ['older']);
    expect(entryPage(here())).toBe('older');
    sessionStorage.setItem('pager:default:/issues', '{"not":"a list"}');
    expect(entryPage(here())).toBeNull();
  });

  it('forgets the page when the first page is stored', () => {
    window.history.replaceState({ key: 'k3', idx: 0 }, '', '/glitches');
    storePage({ key: 'k3', pathname: '/glitches', search: '' }, ['page2']);
    storePage({ key: 'k3', pathname: '/glitches', search: '' }, []);
    expect(sessionStorage.length).toBe(0);
    expect(entryPage(here())).toBeNull();
  });
});

import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/renderWithProviders';
import { PageMoveStatus, Pager as PagerButtons } from './Pager';
import type { Pager } from './usePager';

const pager = (moveError: Error | null): Pager => ({
  after: null,
  depth: 0,
  hasNewer: false,
  newerToFirst: false,
  moving: false,
  moveError,
  older: () => {},
  newer: () => {},
  reset: () => {},
  observe: () => {},
});

describe('PageMoveStatus', () => {
  afterEach(() => {
    delete (Element.prototype as Partial<Element>).scrollIntoView;
  });

  it('brings a failed move into view, as the buttons sit under a table as tall as the window', async () => {
    // jsdom has no layout, so no scrollIntoView of its own.
    const scrolled = vi.fn();
    Element.prototype.scrollIntoView = scrolled;
    renderWithProviders(<PageMoveStatus pager={pager(new Error('Failed to fetch'))} />);
    expect(await screen.findByText('That page could not be loaded.')).toBeTruthy();
    expect(scrolled).toHaveBeenCalledWith({ block: 'nearest' });
  });

  it('says nothing while no move is on its way or failed', () => {
    const { container } = renderWithProviders(<PageMoveStatus pager={pager(null)} />);
    expect(container.textContent).toBe('');
  });
});

describe('Pager', () => {
  const buttons = () =>
    screen.queryAllByRole('button').map((b) => [b.textContent, (b as HTMLButtonElement).disabled]);

  it('disables the buttons that cannot be used', () => {
    renderWithProviders(<PagerButtons pager={pager(null)} hasOlder={false} endCursor="c1" />);
    expect(buttons()).toEqual([
      ['Newer', true],
      ['Older', true],
    ]);
  });

  it('leaves them out with hideUnavailable, as the hub lists show Next only after a full page', () => {
    const { unmount } = renderWithProviders(
      <PagerButtons pager={pager(null)} hasOlder={false} endCursor="c1" olderText="Next" hideUnavailable />,
    );
    expect(buttons()).toEqual([]);
    unmount();
    renderWithProviders(
      <PagerButtons
        pager={{ ...pager(null), hasNewer: true }}
        hasOlder
        endCursor="c1"
        newerText="Previous"
        olderText="Next"
        hideUnavailable
      />,
    );
    expect(buttons()).toEqual([
      ['Previous', false],
      ['Next', false],
    ]);
  });
});

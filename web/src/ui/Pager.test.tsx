import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/renderWithProviders';
import { PageMoveStatus } from './Pager';
import type { Pager } from './usePager';

const pager = (moveError: Error | null): Pager => ({
  after: null,
  depth: 0,
  hasNewer: false,
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

import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/renderWithProviders';
import { SubMenu } from './SubMenu';

const ITEMS = ['Overview', 'Information', 'State', 'Comms', 'Actions', 'Health', 'Reboots'].map(
  (label, i) => ({ label, to: `/hub/1/${label.toLowerCase()}`, current: i === 0 }),
);

// jsdom lays nothing out: give every element the widths of a 600 px screen whose menu is 1000 px wide.
function layout(clientWidth: number, scrollWidth: number) {
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(clientWidth);
  vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(scrollWidth);
}

describe('SubMenu', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows nothing extra when every link fits', () => {
    layout(1000, 1000);
    renderWithProviders(<SubMenu label="Hub menu" items={ITEMS} />);
    expect(screen.queryByRole('button', { name: /Scroll the menu/ })).toBeNull();
  });

  it('shows that it scrolls sideways: a faded edge and an arrow on each side that hides links', async () => {
    layout(600, 1000);
    const { user } = renderWithProviders(<SubMenu label="Hub menu" items={ITEMS} />);
    const right = await screen.findByRole('button', { name: 'Scroll the menu right' });
    expect(screen.queryByRole('button', { name: 'Scroll the menu left' })).toBeNull();
    expect(document.querySelector('[data-overflow="right"]')).not.toBeNull();

    const scroller = screen.getByRole('navigation', { name: 'Hub menu' }).firstElementChild as HTMLElement;
    const scrollBy = vi.fn();
    scroller.scrollBy = scrollBy;
    await user.click(right);
    expect(scrollBy).toHaveBeenCalledWith(expect.objectContaining({ left: 420 }));

    // Scrolled to the end: the arrow moves to the left side.
    act(() => {
      scroller.scrollLeft = 400;
      fireEvent.scroll(scroller);
    });
    expect(await screen.findByRole('button', { name: 'Scroll the menu left' })).toBeDefined();
    expect(screen.queryByRole('button', { name: 'Scroll the menu right' })).toBeNull();
  });

  it('scrolls the current link to the middle of the menu, clear of the arrows at either edge', () => {
    layout(390, 1000);
    const items = ITEMS.map((item) => ({ ...item, current: item.label === 'Actions' }));
    // The menu box from 0 to 390 px on screen; the current link, not scrolled, from 500 to 560 px.
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
      const [left, width] = this.getAttribute('aria-current') === 'page' ? [500, 60] : [0, 390];
      return { left, width, right: left + width, top: 0, bottom: 30, height: 30, x: left, y: 0 } as DOMRect;
    });
    renderWithProviders(<SubMenu label="Hub menu" items={items} />);
    const scroller = screen.getByRole('navigation', { name: 'Hub menu' }).firstElementChild as HTMLElement;
    // The link's middle (530) moved to the box's (195): not merely into view at the right edge (170).
    expect(scroller.scrollLeft).toBe(335);
  });

  it('scrolls no further than the end of the menu', () => {
    layout(390, 1000);
    const items = ITEMS.map((item, i) => ({ ...item, current: i === ITEMS.length - 1 }));
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
      const [left, width] = this.getAttribute('aria-current') === 'page' ? [940, 60] : [0, 390];
      return { left, width, right: left + width, top: 0, bottom: 30, height: 30, x: left, y: 0 } as DOMRect;
    });
    renderWithProviders(<SubMenu label="Hub menu" items={items} />);
    const scroller = screen.getByRole('navigation', { name: 'Hub menu' }).firstElementChild as HTMLElement;
    expect(scroller.scrollLeft).toBe(610);
  });
});

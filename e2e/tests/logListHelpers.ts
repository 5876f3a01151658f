// Shared by the end-to-end tests of the cursor logs (comms, actions): where a log's header cells and a row's
// cells are once the list is scrolled down and sideways, read in the browser.
import type { Page } from 'playwright-core';

export interface LogColumnsInView {
  /** Left edges (px in the window) of the header's cells, in column order. */
  headerLefts: number[];
  /** Left edges of the first row below the header, in the same order. */
  cellLefts: number[];
  /** How far the header's top is below the region's top (0 when it is sticky at the top). */
  headerOffset: number;
  scrollLeft: number;
  scrollTop: number;
  pageWidth: number;
}

/**
 * Scrolls the log region named `label` down by `down` px and sideways by `across` px, then measures
 * its header against the first row of `rowTestId` drawn below it. A row is the grid itself (actions) or holds it
 * as its first child (comms, whose opened detail follows).
 */
export async function logColumnsAfterScroll(
  page: Page,
  label: string,
  rowTestId: string,
  { down, across }: { down: number; across: number },
): Promise<LogColumnsInView> {
  const region = page.getByRole('region', { name: label });
  await region.evaluate((el, [top, left]) => el.scrollTo({ top, left }), [down, across]);
  // Let the virtual list draw the rows now in view.
  await page.waitForTimeout(300);
  return region.evaluate((el, testId) => {
    const header = el.querySelector<HTMLElement>('[data-testid=log-header]')!;
    const headerBox = header.getBoundingClientRect();
    const row = Array.from(el.querySelectorAll<HTMLElement>(`[data-testid=${testId}]`)).find(
      (r) => r.getBoundingClientRect().top >= headerBox.bottom,
    )!;
    const grid = getComputedStyle(row).display === 'grid' ? row : (row.firstElementChild as HTMLElement);
    const lefts = (parent: HTMLElement) =>
      Array.from(parent.children).map((cell) => Math.round(cell.getBoundingClientRect().left));
    const regionBox = el.getBoundingClientRect();
    return {
      headerLefts: lefts(header),
      cellLefts: lefts(grid),
      headerOffset: Math.round(headerBox.top - regionBox.top - el.clientTop),
      scrollLeft: el.scrollLeft,
      scrollTop: el.scrollTop,
      pageWidth: document.documentElement.scrollWidth,
    };
  }, rowTestId);
}

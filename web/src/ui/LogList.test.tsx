// A log's header and rows scroll as one: in one region that scrolls both ways, the header sticky at its top.
// A header outside the rows' scroller stayed put when they scrolled sideways (over other columns) and
// made the page as wide as the columns on a phone.
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/renderWithProviders';
import { WithVirtualRows } from './grid/WithVirtualRows';
import { LogList, LogRowDetail } from './LogList';
import type { LogPages } from './useLogPages';

interface Entry {
  id: string;
  created: string;
  action: string;
}

const COLUMNS = '11rem minmax(12rem, 1fr) 5rem';

function pagesOf(rows: Entry[]): LogPages<Entry> {
  return {
    rows,
    firstItemIndex: 1_000_000,
    loading: false,
    error: null,
    hasOlder: true,
    upToDate: false,
    loadOlder: vi.fn(),
    loadNewer: vi.fn(),
    reload: vi.fn(),
  };
}

function renderLog(rows: Entry[]) {
  return renderWithProviders(
    <WithVirtualRows>
      <LogList
        label="Action log"
        pages={pagesOf(rows)}
        columns={COLUMNS}
        header={['Created', 'Action', 'Setting'].map((h) => (
          <span key={h}>{h}</span>
        ))}
        rowKey={(row) => row.id}
        emptyText="No actions logged."
        errorTitle="The action log could not be loaded."
        renderRow={(row) => (
          <div data-testid="row" style={{ display: 'grid', gridTemplateColumns: COLUMNS }}>
            <span>{row.created}</span>
            <span>{row.action}</span>
            <span>21°C</span>
            {row.id === 'a2' && <LogRowDetail testId="detail">{`Details of ${row.action}`}</LogRowDetail>}
          </div>
        )}
      />
    </WithVirtualRows>,
  );
}

/** The nearest element that scrolls sideways around `element`. */
function sidewaysScroller(element: HTMLElement): HTMLElement | null {
  for (let at = element.parentElement; at; at = at.parentElement) {
    // jsdom leaves the longhand empty when the shorthand set both.
    const style = getComputedStyle(at);
    if (['auto', 'scroll'].includes(style.overflowX || style.overflow)) return at;
  }
  return null;
}

const rows: Entry[] = [
  { id: 'a1', created: '24 Nov 2026, 19:24', action: 'Heating on at 21.0°C' },
  { id: 'a2', created: '24 Nov 2026, 18:54', action: 'Schedule event ended' },
];

describe('LogList', () => {
  // The region scrolls the virtual list (react-virtuoso's customScrollParent), which watches its size;
  // jsdom has no ResizeObserver (and lays nothing out to observe).
  beforeEach(() => {
    vi.stubGlobal(
      'ResizeObserver',
      class {
        observe() {}
        unobserve() {}
        disconnect() {}
      },
    );
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('puts the header and the rows in the one region that scrolls them sideways, the header sticky at its top', async () => {
    renderLog(rows);
    const region = screen.getByRole('region', { name: 'Action log' });
    const heading = within(region).getByText('Created');
    const cell = await within(region).findByText('24 Nov 2026, 19:24');
    expect(sidewaysScroller(heading)).toBe(region);
    expect(sidewaysScroller(cell)).toBe(region);
    // It scrolls down too, so the header is sticky in the same scroller as the rows.
    expect(getComputedStyle(region).overflowY || getComputedStyle(region).overflow).toBe('auto');
    const header = heading.parentElement!;
    expect(getComputedStyle(header).position).toBe('sticky');
    expect(getComputedStyle(header).top).toBe('0px');
    expect(header.style.gridTemplateColumns || getComputedStyle(header).gridTemplateColumns).toBe(COLUMNS);
    // The keyboard can scroll it (arrows) once it has the focus.
    expect(region.tabIndex).toBe(0);
  });

  it('keeps what opens under a row within the part of the list in view when it is scrolled sideways', async () => {
    renderLog(rows);
    const detail = await screen.findByTestId('detail');
    expect(detail.textContent).toBe('Details of Schedule event ended');
    expect(sidewaysScroller(detail)).toBe(screen.getByRole('region', { name: 'Action log' }));
    expect(getComputedStyle(detail).position).toBe('sticky');
  });

  it('says so when the log is empty, with no empty list under a header', () => {
    renderLog([]);
    expect(screen.getByText('No actions logged.')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Action log' })).toBeNull();
  });
});

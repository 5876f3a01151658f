import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/renderWithProviders';
import { DataGrid } from './DataGrid';
import { WithVirtualRows } from './WithVirtualRows';
import type { EditValue, GridColumn, GridDataSource, GridFilter, RowId } from './types';

interface Report {
  uid: number;
  serial_no: number | null;
  city: string;
  date_corrected: string | null;
  status_id: number;
}

const COLUMNS: GridColumn<Report>[] = [
  { field: 'uid', header: 'uid', type: 'number' },
  { field: 'serial_no', header: 'serial_no', type: 'number', editable: true },
  { field: 'city', header: 'city', editable: true },
  { field: 'date_corrected', header: 'date_corrected', type: 'date', editable: true },
  {
    field: 'status_id',
    header: 'status',
    type: 'lookup',
    editable: true,
    options: [
      { id: 1, name: 'Open' },
      { id: 2, name: 'Closed' },
    ],
  },
];

function reports(count: number): Report[] {
  return Array.from({ length: count }, (_, i) => ({
    uid: i + 1,
    serial_no: 1_000_000 + i,
    city: i % 2 ? 'Cork' : 'Dublin',
    date_corrected: null,
    status_id: 1,
  }));
}

/** An in-memory source that records what the grid asks for. */
function memorySource(
  all: Report[],
  update?: (id: RowId, field: string, value: EditValue) => Promise<Report | void>,
) {
  const calls: { offset: number; limit: number; filters: readonly GridFilter[] }[] = [];
  const matching = (filters: readonly GridFilter[]) =>
    all.filter((row) =>
      filters.every((f) => (row as unknown as Record<string, unknown>)[f.field] === f.value),
    );
  const source: GridDataSource<Report> = {
    fetchRows: (filters, offset, limit) => {
      calls.push({ offset, limit, filters });
      return Promise.resolve(matching(filters).slice(offset, offset + limit));
    },
    count: (filters) => Promise.resolve(matching(filters).length),
    allIds: (filters) => Promise.resolve(matching(filters).map((row) => row.uid)),
    updateCell: update,
  };
  return { source, calls };
}

function renderGrid(source: GridDataSource<Report>, route = '/reports') {
  return renderWithProviders(
    <WithVirtualRows viewportHeight={160} itemHeight={16}>
      <DataGrid label="Reports" columns={COLUMNS} source={source} rowId={(row) => row.uid} selectable />
    </WithVirtualRows>,
    { route },
  );
}

// Generous waits: on a busy machine a search's round of renders can take longer than the default second.
const found = (text: string) => screen.findByText(text, undefined, { timeout: 5000 });
const settled = { timeout: 5000 };

const cell = (row: number, col: number) =>
  screen.getByRole('region', { name: 'Reports' }).querySelector<HTMLElement>(`[data-cell="${row}:${col}"]`)!;

// Each test drives several searches or edits through real renders: more than the default 5 s on a busy machine.
describe('DataGrid', { timeout: 30_000 }, () => {
  it('loads 500 rows first, shows the count, and keeps few rows in the DOM', async () => {
    const { source, calls } = memorySource(reports(2_000));
    renderGrid(source);
    await found('Count: 2,000');
    await waitFor(() => expect(cell(0, 1).textContent).toBe('1000000'), settled);
    expect(calls[0]).toEqual({ offset: 0, limit: 500, filters: [] });
    expect(document.querySelectorAll('tbody tr[data-row-index]').length).toBeLessThan(150);
  });

  it('converts a search to the column type, sends it from offset 0 and keeps it in the URL', async () => {
    const { source, calls } = memorySource(reports(50));
    const { user, path } = renderGrid(source);
    await found('Count: 50');
    await user.type(screen.getByRole('textbox', { name: 'Search serial_no' }), '1000007{Enter}');
    await found('Count: 1');
    expect(calls.at(-1)).toEqual({
      offset: 0,
      limit: 500,
      filters: [{ field: 'serial_no', value: 1_000_007 }],
    });
    expect(path()).toBe('/reports?f.serial_no=1000007');

    await user.type(screen.getByRole('textbox', { name: 'Search status' }), 'CLOSED{Enter}');
    await found('Count: 0');
    expect(calls.at(-1)?.filters).toEqual([
      { field: 'serial_no', value: 1_000_007 },
      { field: 'status_id', value: 2 },
    ]);

    await user.click(screen.getByRole('button', { name: 'Clear search status' }));
    await user.click(screen.getByRole('button', { name: 'Clear search serial_no' }));
    await found('Count: 50');
    expect(path()).toBe('/reports');
    expect(calls.at(-1)).toEqual({ offset: 0, limit: 500, filters: [] });
  });

  it('keeps what is typed in another box, and the focus, while a search is applied', async () => {
    const { source } = memorySource(reports(50));
    const { user } = renderGrid(source);
    await found('Count: 50');
    const city = screen.getByRole('textbox', { name: 'Search city' }) as HTMLInputElement;
    await user.type(city, 'Cork');
    const serial = screen.getByRole('textbox', { name: 'Search serial_no' }) as HTMLInputElement;
    await user.type(serial, '1000007{Enter}');
    await found('Count: 1');
    // The same boxes, not new ones: the city draft is still there and the serial box still has the focus.
    expect(screen.getByRole('textbox', { name: 'Search city' })).toBe(city);
    expect(city.value).toBe('Cork');
    expect(document.activeElement).toBe(serial);
    // The draft is marked as not searched yet, so it is not taken for a search in force; the applied one is not.
    expect(city.dataset['pending']).toBe('true');
    expect(city.getAttribute('aria-describedby')).toBeTruthy();
    screen.getByText('Press Enter to search.');
    expect(serial.dataset['pending']).toBeUndefined();
    await user.type(serial, '{Escape}');
    await found('Count: 50');
    expect(serial.value).toBe('');
  });

  it('starts from the searches in the URL', async () => {
    const { source, calls } = memorySource(reports(50));
    renderGrid(source, '/reports?f.city=Cork&f.serial_no=1000007');
    await found('Count: 1');
    expect((screen.getByRole('textbox', { name: 'Search city' }) as HTMLInputElement).value).toBe('Cork');
    expect(calls[0]?.filters).toEqual([
      { field: 'serial_no', value: 1_000_007 },
      { field: 'city', value: 'Cork' },
    ]);
  });

  it('shows no rows, no count and no select-all while a search cannot be read, and asks for nothing', async () => {
    const { source, calls } = memorySource(reports(50));
    const allIds = vi.spyOn(source, 'allIds');
    const { user } = renderGrid(source, '/reports?f.city=Cork&f.serial_no=abc');
    const said = await found('Correct the serial_no search to see the rows.');
    // Where the rows would be: in the table's body, across the checkbox and every column.
    expect(said.closest('td')?.colSpan).toBe(COLUMNS.length + 1);
    expect(screen.getByRole('alert').textContent).toBe('Search serial_no: Type a whole number.');
    expect(screen.queryByText(/^Count:/)).toBeNull();
    expect(screen.queryByText(/^Selected:/)).toBeNull();
    expect(document.querySelectorAll('tbody tr[data-row-index]')).toHaveLength(0);
    const header = screen.getByRole<HTMLInputElement>('checkbox', { name: 'Select every matching row' });
    expect(header.disabled).toBe(true);
    // Not the search without its unreadable part: that was every row, for select-all to tick.
    expect(calls).toHaveLength(0);
    expect(allIds).not.toHaveBeenCalled();

    // Corrected, the rows come back.
    const serial = screen.getByRole('textbox', { name: 'Search serial_no' });
    await user.clear(serial);
    await user.type(serial, '1000007{Enter}');
    await found('Count: 1');
    expect(screen.queryByText('Correct the serial_no search to see the rows.')).toBeNull();
  });

  it('waits for the names of a looked-up column before reading a search on it, showing no rows meanwhile', async () => {
    const { source, calls } = memorySource(reports(50));
    const loading = COLUMNS.map((c) => (c.field === 'status_id' ? { ...c, options: undefined } : c));
    let namesArrive = () => {};
    function Grid() {
      const [columns, setColumns] = useState(loading);
      namesArrive = () => setColumns(COLUMNS);
      return (
        <WithVirtualRows viewportHeight={160} itemHeight={16}>
          <DataGrid label="Reports" columns={columns} source={source} rowId={(row) => row.uid} selectable />
        </WithVirtualRows>
      );
    }
    renderWithProviders(<Grid />, { route: '/reports?f.status_id=Closed' });
    await found('Loading the status names to search by...');
    // Not "No entry is named" (the names are not here yet), and not every row (the search is not dropped).
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByText(/^Count:/)).toBeNull();
    expect(calls).toHaveLength(0);
    act(() => namesArrive());
    await found('Count: 0');
    expect(calls.at(-1)?.filters).toEqual([{ field: 'status_id', value: 2 }]);
  });

  it('drops what was ticked (select-all too) when a search that cannot be read is typed', async () => {
    const { source } = memorySource(reports(1_200));
    const { user } = renderGrid(source);
    await found('Count: 1,200');
    await user.click(screen.getByRole('checkbox', { name: 'Select every matching row' }));
    await found('Selected: 1,200 (all matching)');
    await user.type(screen.getByRole('textbox', { name: 'Search uid' }), 'abc{Enter}');
    await found('Correct the uid search to see the rows.');
    expect(screen.queryByText(/^Selected:/)).toBeNull();
    const header = screen.getByRole<HTMLInputElement>('checkbox', { name: 'Select every matching row' });
    expect(header.checked).toBe(false);
    expect(header.disabled).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Clear search uid' }));
    await found('Selected: 0');
  });

  it('cuts a search to 200 characters, says so, and keeps the URL short', async () => {
    const { source, calls } = memorySource(reports(50));
    const { user, path } = renderGrid(source);
    await found('Count: 50');
    const box = screen.getByRole<HTMLInputElement>('textbox', { name: 'Search city' });
    await user.click(box);
    await user.paste('C'.repeat(20_000));
    expect(box.value).toHaveLength(200);
    screen.getByText('Search city: cut to 200 characters.');
    await user.keyboard('{Enter}');
    await found('Count: 0');
    expect(decodeURIComponent(path()).length).toBeLessThan(300);
    expect(calls.at(-1)?.filters).toEqual([{ field: 'city', value: 'C'.repeat(200) }]);
  });

  it("says a search it cannot convert under that column's own box, not above the grid", async () => {
    const { source } = memorySource(reports(50));
    const { user } = renderGrid(source, '/reports?f.serial_no=abc');
    await found('Correct the serial_no search to see the rows.');
    const box = screen.getByRole('textbox', { name: 'Search serial_no' });
    const filterCell = box.closest('th')!;
    const alert = within(filterCell).getByRole('alert');
    expect(alert.textContent).toBe('Search serial_no: Type a whole number.');
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(box.getAttribute('aria-describedby')).toBe(alert.id);
    // The other columns' boxes say nothing, and a readable search takes the message away.
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    await user.clear(box);
    await user.type(box, '1000007{Enter}');
    await found('Count: 1');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('selects every matching row from the source, and unticking one clears select-all', async () => {
    const { source } = memorySource(reports(1_200));
    const { user } = renderGrid(source);
    await found('Count: 1,200');
    await user.click(screen.getByRole('checkbox', { name: 'Select every matching row' }));
    await found('Selected: 1,200 (all matching)');
    await user.click(screen.getByRole('checkbox', { name: 'Select row 2' }));
    screen.getByText('Selected: 1,199');
    const header = screen.getByRole('checkbox', { name: 'Select every matching row' });
    expect((header as HTMLInputElement).checked).toBe(false);
    expect((header as HTMLInputElement).indeterminate).toBe(true);
  });

  it("says a withheld column is hidden, and why, in its search box, and fits a date column's example", async () => {
    const { source } = memorySource(reports(3));
    const withheld = COLUMNS.map((column) =>
      column.field === 'city'
        ? { ...column, hiddenReason: 'Seeing city needs the "address" right.' }
        : column,
    );
    renderWithProviders(
      <WithVirtualRows viewportHeight={160} itemHeight={16}>
        <DataGrid label="Reports" columns={withheld} source={source} rowId={(row) => row.uid} />
      </WithVirtualRows>,
      { route: '/reports' },
    );
    await found('Count: 3');
    const box = screen.getByRole<HTMLInputElement>('textbox', { name: 'Search city' });
    expect(box.disabled).toBe(true);
    expect(box.placeholder).toBe('Hidden');
    expect(box.title).toBe('Seeing city needs the "address" right.');
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Search serial_no' }).disabled).toBe(false);
    // A date column is wide enough for its search box's example ("20 Feb 2027"), other columns keep theirs.
    expect(screen.getByRole('columnheader', { name: 'date_corrected' }).style.width).toBe('130px');
    expect(screen.getByRole('columnheader', { name: 'city' }).style.width).toBe('120px');
  });

  it('ticks rows one by one without select-all, and says its own empty text with no search row', async () => {
    const { source } = memorySource(reports(30));
    const unsearched = COLUMNS.map((column) => ({ ...column, filter: false }));
    const { user } = renderWithProviders(
      <WithVirtualRows viewportHeight={160} itemHeight={16}>
        <DataGrid
          label="Reports"
          columns={unsearched}
          source={source}
          rowId={(row) => row.uid}
          selectable
          selectAll={false}
          emptyText="Nothing here"
          toolbar={({ selection }) => <span>{`Ticked ${[...selection.ids].join(',')}`}</span>}
        />
      </WithVirtualRows>,
      { route: '/reports' },
    );
    await found('Count: 30');
    expect(screen.queryByRole('checkbox', { name: 'Select every matching row' })).toBeNull();
    expect(screen.queryAllByRole('textbox')).toHaveLength(0);
    await user.click(screen.getByRole('checkbox', { name: 'Select row 2' }));
    await found('Ticked 2');

    const nothing = memorySource([]);
    renderWithProviders(
      <DataGrid
        label="Empty"
        columns={unsearched}
        source={nothing.source}
        rowId={(row) => row.uid}
        emptyText="Nothing here"
      />,
      { route: '/empty' },
    );
    // In the table's body, under its header, as the other tables say it: not above the header row.
    const empty = await found('Nothing here');
    const table = screen.getByRole('region', { name: 'Empty' }).querySelector('table')!;
    expect(empty.closest('tbody')?.parentElement).toBe(table);
    expect(empty.closest('td')?.colSpan).toBe(unsearched.length);
  });

  /** Edits row 1's serial_no to 1000168; the write waits until the returned `fail` ends it. */
  async function editSerialPending() {
    let fail: (error: Error) => void = () => undefined;
    const update = vi.fn(
      (_id: RowId, _field: string, _value: EditValue) =>
        new Promise<void>((_resolve, reject) => {
          fail = reject;
        }),
    );
    const rows = reports(10);
    const { source, calls } = memorySource(rows, update);
    const { user } = renderGrid(source);
    await waitFor(() => expect(cell(0, 1).textContent).toBe('1000000'), settled);
    await user.dblClick(cell(0, 1));
    const editor = screen.getByRole('textbox', { name: 'Edit serial_no' });
    await user.clear(editor);
    await user.type(editor, '1000168{Enter}');
    return { update, rows, calls, user, fail: (error: Error) => act(async () => fail(error)) };
  }

  it('writes only the changed field, shows it at once, and rolls back with the error when refused', async () => {
    const { update, fail, user } = await editSerialPending();
    expect(update).toHaveBeenCalledWith(1, 'serial_no', 1_000_168);
    expect(cell(0, 1).textContent).toBe('1000168');

    await fail(new Error('serial_no must be a valid serial'));
    await waitFor(() => expect(cell(0, 1).textContent).toBe('1000000'), settled);
    expect(cell(0, 1).getAttribute('aria-invalid')).toBe('true');
    screen.getByText('Row 1 not saved. serial_no: serial_no must be a valid serial');
    // Given up (an edit of that cell left with Escape): the message about it goes.
    await user.dblClick(cell(0, 1));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByText(/not saved/)).toBeNull(), settled);
    expect(cell(0, 1).getAttribute('aria-invalid')).toBeNull();
  });

  it('says an edit whose write got no answer may have been saved, not that it was not', async () => {
    const { fail, rows, calls } = await editSerialPending();
    // The write did reach the store; its answer was lost.
    rows[0]!.serial_no = 1_000_168;
    const asked = calls.length;
    // fetch() rejects with a TypeError when the connection is lost mid-request.
    await fail(new TypeError('Failed to fetch'));
    const line = await screen.findByText(/^Row 1: serial_no may have been saved\./);
    expect(line.textContent).toContain('Check what is stored now before trying again.');
    expect(screen.queryByText(/not saved/)).toBeNull();
    // The held rows are asked for again in place, so the cell shows what is stored, the message kept.
    await waitFor(() => expect(cell(0, 1).textContent).toBe('1000168'), settled);
    expect(calls.slice(asked)).toEqual([{ offset: 0, limit: 10, filters: [] }]);
    screen.getByText(/^Row 1: serial_no may have been saved\./);
  });

  it('keeps a saved edit, refuses a number that is not one before sending, and Escape cancels', async () => {
    const update = vi.fn(() => Promise.resolve());
    const { source } = memorySource(reports(10), update);
    const { user } = renderGrid(source);
    await waitFor(() => expect(cell(1, 2).textContent).toBe('Cork'), settled);

    await user.dblClick(cell(1, 2));
    await user.type(screen.getByRole('textbox', { name: 'Edit city' }), ' North{Escape}');
    expect(cell(1, 2).textContent).toBe('Cork');
    expect(update).not.toHaveBeenCalled();

    await user.dblClick(cell(1, 4));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Edit status' }), 'Closed');
    expect(update).toHaveBeenCalledWith(2, 'status_id', 2);
    await waitFor(() => expect(cell(1, 4).textContent).toBe('Closed'), settled);

    await user.dblClick(cell(1, 1));
    const editor = screen.getByRole('textbox', { name: 'Edit serial_no' });
    await user.clear(editor);
    await user.type(editor, 'twelve{Enter}');
    expect(update).toHaveBeenCalledTimes(1);
    expect(cell(1, 1).getAttribute('aria-invalid')).toBe('true');
    // The refused text stays in its open editor to be corrected, and the reason is above the table.
    expect(screen.getByRole('textbox', { name: 'Edit serial_no' })).toBe(editor);
    expect((editor as HTMLInputElement).value).toBe('twelve');
    expect(editor.getAttribute('aria-invalid')).toBe('true');
    const alert = screen.getByText('Row 2 not saved. serial_no: Type a whole number.');
    expect(
      alert.compareDocumentPosition(screen.getByRole('table')) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    await user.clear(editor);
    await user.type(editor, '1000099{Enter}');
    expect(update).toHaveBeenLastCalledWith(2, 'serial_no', 1000099);
    expect(screen.queryByRole('textbox', { name: 'Edit serial_no' })).toBeNull();
  });

  it('shows the whole row a write answers with: what the server stored, not what was typed', async () => {
    const rows = reports(10);
    const update = vi.fn((id: RowId, _field: string, value: EditValue) =>
      Promise.resolve({ ...rows[Number(id) - 1]!, city: String(value).toUpperCase(), status_id: 2 }),
    );
    const { source } = memorySource(rows, update);
    const { user } = renderGrid(source);
    await waitFor(() => expect(cell(1, 2).textContent).toBe('Cork'), settled);
    await user.dblClick(cell(1, 2));
    const editor = screen.getByRole('textbox', { name: 'Edit city' });
    await user.clear(editor);
    await user.type(editor, 'cobh{Enter}');
    expect(update).toHaveBeenCalledWith(2, 'city', 'cobh');
    await waitFor(() => expect(cell(1, 2).textContent).toBe('COBH'), settled);
    // Another field the server changed with it.
    expect(cell(1, 4).textContent).toBe('Closed');
    expect(cell(0, 4).textContent).toBe('Open');
  });

  /** A key on a select as Chromium handles it: the key goes down, the option changes, the key comes up. */
  function stepSelect(select: HTMLSelectElement, key: string, to: string) {
    fireEvent.keyDown(select, { key });
    select.value = to;
    fireEvent.change(select);
    fireEvent.keyUp(select, { key });
  }

  it('steps through the options of a select with the keyboard without saving; Enter saves, Escape cancels', async () => {
    const update = vi.fn(() => Promise.resolve());
    const { source } = memorySource(reports(10), update);
    const { user } = renderGrid(source);
    await waitFor(() => expect(cell(1, 4).textContent).toBe('Open'), settled);

    await user.dblClick(cell(1, 4));
    let select = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Edit status' });
    stepSelect(select, 'ArrowDown', '2');
    stepSelect(select, 'ArrowUp', '1');
    stepSelect(select, 'ArrowDown', '2');
    expect(update).not.toHaveBeenCalled();
    expect(screen.getByRole('combobox', { name: 'Edit status' })).toBe(select);
    fireEvent.keyDown(select, { key: 'Escape' });
    expect(update).not.toHaveBeenCalled();
    expect(cell(1, 4).textContent).toBe('Open');

    await user.dblClick(cell(1, 4));
    select = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Edit status' });
    stepSelect(select, 'ArrowDown', '2');
    fireEvent.keyDown(select, { key: 'Enter' });
    expect(update).toHaveBeenCalledWith(2, 'status_id', 2);
    await waitFor(() => expect(cell(1, 4).textContent).toBe('Closed'), settled);
  });

  it('saves the option a select shows when the editor is left, as a text cell does', async () => {
    const update = vi.fn(() => Promise.resolve());
    const { source } = memorySource(reports(10), update);
    const { user } = renderGrid(source);
    await waitFor(() => expect(cell(0, 4).textContent).toBe('Open'), settled);
    await user.dblClick(cell(0, 4));
    const select = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Edit status' });
    stepSelect(select, 'c', '2');
    expect(update).not.toHaveBeenCalled();
    fireEvent.blur(select);
    expect(update).toHaveBeenCalledWith(1, 'status_id', 2);
  });

  it('moves between cells with the arrow keys, is one Tab stop (no keyboard trap), and Enter edits', async () => {
    const { source } = memorySource(reports(10), () => Promise.resolve());
    const { user } = renderGrid(source);
    await waitFor(() => expect(cell(0, 0).textContent).toBe('1'), settled);
    await user.click(cell(0, 0));
    await user.keyboard('{ArrowDown}{ArrowRight}{ArrowRight}');
    await waitFor(() => expect(document.activeElement).toBe(cell(1, 2)), settled);
    // Tab leaves the rows for what follows them; Shift+Tab comes back to the cell left.
    await user.keyboard('{Tab}');
    const table = cell(1, 2).closest('table')!;
    expect(table.contains(document.activeElement)).toBe(false);
    await user.keyboard('{Shift>}{Tab}{/Shift}');
    await waitFor(() => expect(document.activeElement).toBe(cell(1, 2)), settled);
    await user.keyboard('{ArrowLeft}{ArrowUp}');
    await waitFor(() => expect(document.activeElement).toBe(cell(0, 1)), settled);
    await user.keyboard('{Enter}');
    expect(document.activeElement).toBe(within(cell(0, 1)).getByRole('textbox', { name: 'Edit serial_no' }));
  });

  it('lets Tab skip the column searches to the rows in one key', async () => {
    const { source } = memorySource(reports(10));
    const { user } = renderGrid(source);
    await waitFor(() => expect(cell(0, 0).textContent).toBe('1'), settled);
    const skip = screen.getByRole('button', { name: 'Skip the column searches to the rows' });
    skip.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(document.activeElement).toBe(cell(0, 0)), settled);
  });

  it('keeps links and buttons in cells out of the tab order, and Enter on their cell follows them', async () => {
    const opened = vi.fn();
    const pressed = vi.fn();
    const columns: GridColumn<Report>[] = [
      { field: 'uid', header: 'uid', type: 'number', filter: false },
      {
        field: 'serial_no',
        header: 'serial_no',
        type: 'number',
        filter: false,
        render: (row) => (
          <a
            href={`/hub/${row.uid}`}
            onClick={(event) => {
              event.preventDefault();
              opened(row.uid);
            }}
          >
            {row.serial_no}
          </a>
        ),
      },
      {
        field: 'city',
        header: 'city',
        filter: false,
        render: (row) => (
          <button type="button" onClick={() => pressed(row.uid)}>
            {row.city}
          </button>
        ),
      },
    ];
    const { source } = memorySource(reports(10));
    const { user } = renderWithProviders(
      <WithVirtualRows viewportHeight={160} itemHeight={16}>
        <button type="button">Before</button>
        <DataGrid label="Reports" columns={columns} source={source} rowId={(row) => row.uid} />
        <button type="button">After</button>
      </WithVirtualRows>,
    );
    await waitFor(() => expect(cell(0, 1).textContent).toBe('1000000'), settled);
    const region = screen.getByRole('region', { name: 'Reports' });
    // Still real links (middle-click, a new tab), but not Tab stops: the grid is one, its active cell.
    for (const inner of region.querySelectorAll<HTMLElement>('td a[href], td button'))
      expect(inner.tabIndex).toBe(-1);
    screen.getByRole('button', { name: 'Before' }).focus();
    await user.keyboard('{Tab}');
    expect(document.activeElement).toBe(cell(0, 0));
    await user.keyboard('{Tab}');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'After' }));
    await user.keyboard('{Shift>}{Tab}{/Shift}{ArrowRight}');
    await waitFor(() => expect(document.activeElement).toBe(cell(0, 1)), settled);
    await user.keyboard('{Enter}');
    expect(opened).toHaveBeenCalledWith(1);
    await user.keyboard('{ArrowDown}{ArrowRight}');
    await waitFor(() => expect(document.activeElement).toBe(cell(1, 2)), settled);
    await user.keyboard('{Enter}');
    expect(pressed).toHaveBeenCalledWith(2);
    // Enter on a cell with nothing to follow does nothing.
    await user.keyboard('{Home}{Enter}');
    expect(opened).toHaveBeenCalledTimes(1);
    expect(pressed).toHaveBeenCalledTimes(1);
  });

  it('gives a cell whose text is cut its whole text as a title on hover, and no title to one shown whole', async () => {
    const { source } = memorySource(reports(10));
    const { user } = renderGrid(source);
    await waitFor(() => expect(cell(0, 2).textContent).toBe('Dublin'), settled);
    const clipped = cell(0, 2);
    Object.defineProperty(clipped, 'scrollWidth', { configurable: true, value: 120 });
    Object.defineProperty(clipped, 'clientWidth', { configurable: true, value: 60 });
    await user.hover(clipped);
    expect(clipped.title).toBe('Dublin');
    const whole = cell(1, 2);
    await user.hover(whole);
    expect(whole.hasAttribute('title')).toBe(false);
  });

  it('after a failed load says the count is unknown and disables what acts on the rows until a load succeeds', async () => {
    let failing = true;
    const { source } = memorySource(reports(1000));
    const fetchRows = source.fetchRows;
    const flaky: GridDataSource<Report> = {
      ...source,
      fetchRows: (...args) => (failing ? Promise.reject(new Error('HTTP 500')) : fetchRows(...args)),
      count: (...args) => (failing ? Promise.reject(new Error('HTTP 500')) : source.count(...args)),
    };
    const { user } = renderWithProviders(
      <WithVirtualRows viewportHeight={160} itemHeight={16}>
        <DataGrid
          label="Reports"
          columns={COLUMNS}
          source={flaky}
          rowId={(row) => row.uid}
          selectable
          toolbar={() => <button type="button">Modify</button>}
        />
      </WithVirtualRows>,
    );
    await found('The rows could not be loaded.');
    screen.getByText('Count unknown');
    expect(screen.queryByText('Count: …')).toBeNull();
    const disabled = (element: HTMLElement) => element.matches(':disabled');
    expect(disabled(screen.getByRole('button', { name: 'Modify' }))).toBe(true);
    expect(disabled(screen.getByRole('checkbox', { name: 'Select every matching row' }))).toBe(true);
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(cell(0, 0).textContent).toBe('1'), settled);
    // The count that failed with the rows is asked for again (a first page of 500 does not tell it).
    await found('Count: 1,000');
    expect(disabled(screen.getByRole('button', { name: 'Modify' }))).toBe(false);
    expect(disabled(screen.getByRole('checkbox', { name: 'Select every matching row' }))).toBe(false);
  });
});

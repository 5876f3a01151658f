import { act, fireEvent, screen } from '@testing-library/react';
import { serialFromHubId } from '@hub/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CurrentUser_Query } from '../../../app/auth/useCurrentUser';
import { gatewayError } from '../../../test/fixtures';
import type { MockLink } from '@apollo/client/testing';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { HubSearch, HubSearch_Query } from './HubSearch';

const HUBS = [
  {
    __typename: 'HubSearchResult',
    id: 1234,
    serial: serialFromHubId(1234),
    name: 'Murphy, Ennis',
    machineId: 'a1b2c3',
  },
  {
    __typename: 'HubSearchResult',
    id: 1240,
    serial: serialFromHubId(1240),
    name: 'Murray, Cork',
    machineId: 'd4e5f6',
  },
];

function found(term: string, hubs = HUBS) {
  return { request: { query: HubSearch_Query, variables: { term } }, result: { data: { searchHubs: hubs } } };
}

function failing(term: string, result: object) {
  return { request: { query: HubSearch_Query, variables: { term } }, result };
}

// Fake timers make the 300 ms pause exact and instant. Typing is done with fireEvent, one keystroke at a
// time, because user-event waits on real timers between events.
function setup(mocks: ReadonlyArray<MockLink.MockedResponse> = []) {
  const rendered = renderWithProviders(<HubSearch />, { mocks, route: '/dashboard' });
  const box = screen.getByRole('combobox', { name: 'Hub search' });
  const searches = () => rendered.sent.filter((op) => op.operationName === 'HubSearch_Query');
  // After the pause, the query, the mocked reply and React's renders each take a turn of the event loop.
  const wait = async (ms: number) => {
    await act(() => vi.advanceTimersByTimeAsync(ms));
    for (let turn = 0; turn < 3; turn++) await act(() => vi.advanceTimersByTimeAsync(0));
  };
  const type = (text: string) => {
    for (let i = 1; i <= text.length; i++) {
      fireEvent.change(box, { target: { value: (box as HTMLInputElement).value + text.slice(i - 1, i) } });
    }
  };
  const press = (key: string) => fireEvent.keyDown(box, { key });
  return { ...rendered, box, searches, wait, type, press };
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
});

afterEach(() => {
  vi.useRealTimers();
});

describe('header hub search', () => {
  it('jumps to the hub once a valid serial is typed and typing pauses, without searching', async () => {
    const { type, box, path, searches, wait } = setup();
    type(String(serialFromHubId(1234)));
    expect(path()).toBe('/dashboard');
    await wait(300);
    expect(path()).toBe('/hub/1234');
    expect(box).toHaveProperty('value', '');
    await act(() => vi.runAllTimersAsync());
    expect(searches()).toHaveLength(0);
  });

  it('jumps on Enter at once when the whole input is a valid serial', async () => {
    const { type, path, press } = setup();
    type(` ${serialFromHubId(1234)} `);
    press('Enter');
    expect(path()).toBe('/hub/1234');
  });

  it('does not jump while a machine id merely starts with a valid serial', async () => {
    const machineId = `${serialFromHubId(5896)}7-5a93`;
    const { type, box, path, wait } = setup([found(machineId)]);
    type(machineId);
    await wait(300);
    expect(path()).toBe('/dashboard');
    expect(box).toHaveProperty('value', machineId);
  });

  it('searches only once typing has paused for 300 ms, for what was finally typed', async () => {
    const { type, searches, wait } = setup([found('murp')]);
    type('murp');
    await wait(299);
    expect(searches()).toHaveLength(0);
    await wait(1);
    expect(searches()).toEqual([{ operationName: 'HubSearch_Query', variables: { term: 'murp' } }]);
  });

  it('lists hub id, name and machine id of each hub found', async () => {
    const { type, wait } = setup([found('murp')]);
    type('murp');
    await wait(300);
    const options = screen.getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['1234Murphy, Ennisa1b2c3', '1240Murray, Corkd4e5f6']);
  });

  it('says a serial with wrong check digits is not valid when nothing is found for it', async () => {
    const slip = String(serialFromHubId(1234) - 1);
    const { type, path, wait } = setup([found(slip, [])]);
    type(slip);
    await wait(300);
    expect(path()).toBe('/dashboard');
    screen.getByText(`No hubs found. ${slip} is not a valid serial: check its last two digits.`);
  });

  it('does not search with fewer than 3 characters', async () => {
    const { type, searches, wait } = setup();
    type('mu');
    await wait(1000);
    expect(searches()).toHaveLength(0);
    expect(screen.getByText('Search requires more than 2 characters.')).toBeTruthy();
  });

  it('says a search over 100 characters is too long instead of sending it (the server refuses it)', async () => {
    const { box, searches, wait } = setup();
    // Pasted at once, as a long text would be.
    fireEvent.change(box, { target: { value: 'x'.repeat(101) } });
    await wait(1000);
    expect(searches()).toHaveLength(0);
    expect(screen.getByText('Search must be at most 100 characters.')).toBeTruthy();
    expect(screen.queryByText('An unexpected error occurred!')).toBeNull();
  });

  it('opens the hub that is clicked; each hub found is a link, so a Ctrl or middle click opens a new tab', async () => {
    const { type, path, wait } = setup([found('murp')]);
    type('murp');
    await wait(300);
    const link = screen.getByRole('option', { name: /Murray/ }).querySelector('a')!;
    expect(link.getAttribute('href')).toBe('/hub/1240');
    // Left to the browser (a new tab): not handled in the app.
    expect(fireEvent.click(link, { ctrlKey: true })).toBe(true);
    expect(path()).toBe('/dashboard');
    // Ctrl+Enter on the highlighted hub, likewise.
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    fireEvent.keyDown(screen.getByRole('combobox', { name: 'Hub search' }), { key: 'ArrowDown' });
    fireEvent.keyDown(screen.getByRole('combobox', { name: 'Hub search' }), { key: 'Enter', ctrlKey: true });
    expect(open).toHaveBeenCalledWith('/hub/1234', '_blank', 'noopener');
    open.mockRestore();
    expect(path()).toBe('/dashboard');
    fireEvent.click(link);
    expect(path()).toBe('/hub/1240');
  });

  it('is usable from the keyboard: arrows choose, Enter opens, Escape closes', async () => {
    const { type, press, path, wait, box } = setup([found('murp'), found('murph')]);
    type('murp');
    await wait(300);
    const selected = () => screen.getAllByRole('option').map((o) => o.getAttribute('aria-selected'));
    // Listed, nothing is highlighted yet, and Enter opens nothing.
    expect(selected()).toEqual(['false', 'false']);
    expect(box.getAttribute('aria-activedescendant')).toBeNull();
    press('Enter');
    expect(path()).toBe('/dashboard');
    // The first ↓ highlights the first hub, the next the second, and no further.
    press('ArrowDown');
    expect(selected()).toEqual(['true', 'false']);
    expect(box.getAttribute('aria-activedescendant')).toBe(screen.getByRole('option', { name: /Murphy/ }).id);
    press('ArrowDown');
    press('ArrowDown');
    expect(selected()).toEqual(['false', 'true']);
    press('ArrowUp');
    expect(selected()).toEqual(['true', 'false']);
    press('Escape');
    expect(screen.queryByRole('listbox')).toBeNull();
    type('h');
    await wait(300);
    expect(selected()).toEqual(['false', 'false']);
    press('ArrowDown');
    press('Enter');
    expect(path()).toBe('/hub/1234');
  });

  it('opens the highlighted hub on Enter: ↓ then Enter opens the first hub found', async () => {
    const { type, press, path, wait } = setup([found('murp')]);
    type('murp');
    await wait(300);
    press('ArrowDown');
    press('Enter');
    expect(path()).toBe('/hub/1234');
  });

  it('says "Unauthorized!" and logs the user out when the session has expired', async () => {
    const { type, wait, client } = setup([failing('murp', gatewayError('UNAUTHENTICATED'))]);
    type('murp');
    await wait(300);
    expect(screen.getByRole('alert').textContent).toBe('Unauthorized!');
    expect(client.readQuery({ query: CurrentUser_Query })).toEqual({ me: null });
  });

  it('reports the status of an upstream HTTP error', async () => {
    const { type, wait } = setup([failing('murp', gatewayError('UPSTREAM_ERROR', { upstreamStatus: 503 }))]);
    type('murp');
    await wait(300);
    expect(screen.getByRole('alert').textContent).toBe('The server returned a 503 error code.');
  });

  it('says "An unexpected error occurred!" for anything else', async () => {
    const { type, wait } = setup([
      {
        request: { query: HubSearch_Query, variables: { term: 'murp' } },
        error: new TypeError('Failed to fetch'),
      },
    ]);
    type('murp');
    await wait(300);
    expect(screen.getByRole('alert').textContent).toBe('An unexpected error occurred!');
  });
});

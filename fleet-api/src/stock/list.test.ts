// All Stock's installation state is the state the hub answers everywhere else (its hub page, the hub
// list's installationStates filter, the stock summary): a hub with no information record, or a record
// with neither a state nor a stock location, is in state 1; the grid shows, filters and sorts that state.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningFleetApi } from '../app.js';
import { call, login } from '../test-support/client.js';
import { databaseVariants } from '../test-support/databases.js';

import type { StockPage as Page } from './list.js';
import type { StockModifyPlan as Plan } from './modify.js';

type Row = Record<string, unknown>;

describe.each(databaseVariants())('All Stock installation state on $name', (variant) => {
  let api: RunningFleetApi;
  let token: string;
  // Hubs set up below: no record; a record with no state and no location; a record with a location
  // and no state; a record with a state and no location.
  let noRecord: number;
  let bareRecord: number;
  let locatedNoState: number;
  let stateNoLocation: number;

  const get = async <T>(path: string) => {
    const reply = await call<T>(api, `/api/private${path}`, { token });
    expect(reply.status).toBe(200);
    return reply.body.data;
  };
  const post = (body: unknown) => call<Plan>(api, '/api/private/stock', { token, method: 'POST', body });
  const stockRow = async (hubid: number) =>
    (await get<Page>(`/stock?sortby=hubid&sortvalue=${hubid}`)).rows[0]!;
  const hubPageState = async (hubid: number) =>
    (await get<Row>(`/hub/${hubid}/information`))['installation_state_id'];

  beforeAll(async () => {
    api = await variant.start({ seedHubs: 120 });
    token = await login(api, 'staff@hubs.example');
    const ids = (
      (await api.db.query(
        'SELECT hubid FROM hub_information WHERE stock_location_id IS NOT NULL ORDER BY hubid LIMIT 4',
      )) as { hubid: number }[]
    ).map((row) => row.hubid);
    [noRecord, bareRecord, locatedNoState, stateNoLocation] = ids as [number, number, number, number];
    await api.db.query('DELETE FROM hub_information WHERE hubid = $1', [noRecord]);
    await api.db.query(
      'UPDATE hub_information SET stock_location_id = NULL, installation_state_id = NULL WHERE hubid = $1',
      [bareRecord],
    );
    await api.db.query(
      'UPDATE hub_information SET stock_location_id = 6, installation_state_id = NULL WHERE hubid = $1',
      [locatedNoState],
    );
    await api.db.query(
      'UPDATE hub_information SET stock_location_id = NULL, installation_state_id = 3 WHERE hubid = $1',
      [stateNoLocation],
    );
  });
  afterAll(() => api?.close());

  it('shows each hub in the state its hub page answers, with that state’s text', async () => {
    const expected = new Map([
      [noRecord, 1],
      [bareRecord, 1],
      [locatedNoState, null],
      [stateNoLocation, 3],
    ]);
    for (const [hubid, state] of expected) {
      const row = await stockRow(hubid);
      expect(row['installation_state_id'], `hub ${hubid}`).toBe(state);
      expect(await hubPageState(hubid), `hub ${hubid}`).toBe(state);
    }
    expect((await stockRow(noRecord))['installation_state_text']).toBe('In stock');
    expect((await stockRow(locatedNoState))['installation_state_text']).toBeNull();
  });

  it('filters on that state: each state lists the hubs the hub list’s installation_states filter finds', async () => {
    for (let state = 1; state <= 7; state++) {
      const page = await get<Page>(`/stock?sortby=installation_state_id&sortvalue=${state}&limit=1000`);
      const hubs = await get<Row[]>(`/hubs/all?installation_states=${state}&limit=5000`);
      const ids = page.rows.map((row) => row['hubid']);
      expect(ids, `state ${state}`).toEqual(hubs.map((hub) => hub['hubid']));
      expect(page.total_count, `state ${state}`).toBe(ids.length);
      expect(page.rows.every((row) => row['installation_state_id'] === state)).toBe(true);
    }
    const inStock = await get<Page>('/stock?sortby=installation_state_id&sortvalue=01&limit=1000');
    const ids = inStock.rows.map((row) => row['hubid']);
    expect(ids).toContain(noRecord);
    expect(ids).toContain(bareRecord);
    expect(ids).not.toContain(locatedNoState);
    expect(ids).not.toContain(stateNoLocation);
    const scheduled = await get<Page>('/stock?sortby=installation_state_id&sortvalue=3&limit=1000');
    expect(scheduled.rows.map((row) => row['hubid'])).toContain(stateNoLocation);
  });

  it('sorts on that state, either way, hubs with none last and hub id breaking ties', async () => {
    for (const dir of ['asc', 'desc'] as const) {
      const page = await get<Page>(`/stock?sortby=installation_state_id&ascdesc=${dir}&limit=1000`);
      const key = (row: Row) => [row['installation_state_id'] as number | null, row['hubid'] as number];
      const sign = dir === 'asc' ? 1 : -1;
      const sorted = [...page.rows].sort((a, b) => {
        const [sa, ia] = key(a);
        const [sb, ib] = key(b);
        if (sa !== sb) return sa === null ? 1 : sb === null ? -1 : sign * (sa! - sb!);
        return sign * (ia! - ib!);
      });
      expect(page.rows.map((row) => row['hubid'])).toEqual(sorted.map((row) => row['hubid']));
      const noRecordRow = page.rows.find((row) => row['hubid'] === noRecord);
      expect(noRecordRow?.['installation_state_id']).toBe(1);
    }
  });

  it('shows, filters and counts stock location and stock status as the hub page answers them (location 1, status 1 unset)', async () => {
    const pageOf = async (hubid: number) => get<Row>(`/hub/${hubid}/information`);
    const all = (await get<Page>('/stock?sortby=hubid&limit=1000')).rows;
    for (const hubid of [noRecord, bareRecord, locatedNoState, stateNoLocation]) {
      const row = all.find((r) => r['hubid'] === hubid)!;
      const page = await pageOf(hubid);
      expect(row['stock_location_id'], `hub ${hubid}`).toBe(page['stock_location_id']);
      expect(row['stock_location_name'], `hub ${hubid}`).toBe(page['stock_location_text']);
      expect(row['stock_status_id'], `hub ${hubid}`).toBe(page['stock_status_id']);
      expect(row['stock_status_text'], `hub ${hubid}`).toBe(page['stock_status_text']);
    }
    expect((await stockRow(noRecord))['stock_location_name']).toBe('Dublin office');
    expect((await stockRow(noRecord))['stock_status_text']).toBe('In warehouse');
    // Each filter keeps exactly the rows showing that value, the unset ones among the 1s.
    for (const field of ['stock_location_id', 'stock_status_id'])
      for (const value of [1, 2, 6]) {
        const page = await get<Page>(`/stock?sortby=${field}&sortvalue=${value}&limit=1000`);
        const shown = all.filter((r) => r[field] === value).map((r) => r['hubid']);
        expect(
          page.rows.map((r) => r['hubid']),
          `${field} ${value}`,
        ).toEqual(shown);
        expect(page.total_count, `${field} ${value}`).toBe(shown.length);
      }
    // The summary counts every hub in the location the list shows it in.
    const locations = await get<{ name: string | null; unit_count: number }[]>('/stock_locations');
    const dublin = locations.filter((r) => r.name === 'Dublin office').reduce((n, r) => n + r.unit_count, 0);
    expect(dublin).toBe(all.filter((r) => r['stock_location_id'] === 1).length);
    expect(locations.some((r) => r.name === null)).toBe(false);
  });

  it('bulk modify previews the state the grid shows as the old value', async () => {
    const preview = await post({
      hubIds: [noRecord, bareRecord, locatedNoState],
      changes: { installation_state_id: 2 },
      preview: true,
    });
    expect(preview.status).toBe(200);
    expect(preview.body.data.hubs).toEqual([
      { hubid: noRecord, changes: [{ field: 'installation_state_id', old: '1', new: '2' }] },
      { hubid: bareRecord, changes: [{ field: 'installation_state_id', old: '1', new: '2' }] },
      { hubid: locatedNoState, changes: [{ field: 'installation_state_id', old: null, new: '2' }] },
    ]);
    // Already in state 1 as far as anyone can see: nothing to change.
    const same = await post({ hubIds: [noRecord], changes: { installation_state_id: 1 }, preview: true });
    expect(same.body.data).toEqual({ hubs: [], missing: [], unchanged: [noRecord] });
  });

  it('keeps the state and stock status a hub showed when a bulk modify gives it its first stock location', async () => {
    const hubIds = [noRecord, bareRecord, locatedNoState];
    const preview = await post({ hubIds, changes: { stock_location_id: 3 }, preview: true });
    // Only the location is said to change, and only the location changes in the grid and on the hub page.
    expect(preview.body.data.hubs.map((hub) => hub.changes.map((c) => c.field))).toEqual([
      ['stock_location_id'],
      ['stock_location_id'],
      ['stock_location_id'],
    ]);
    const statusBefore = new Map<number, unknown>();
    for (const hubid of hubIds) statusBefore.set(hubid, (await stockRow(hubid))['stock_status_id']);
    const applied = await post({ hubIds, changes: { stock_location_id: 3 } });
    expect(applied.status).toBe(200);
    for (const [hubid, state] of [
      [noRecord, 1],
      [bareRecord, 1],
      [locatedNoState, null],
    ] as const) {
      const row = await stockRow(hubid);
      expect(row['stock_location_id'], `hub ${hubid}`).toBe(3);
      expect(row['installation_state_id'], `hub ${hubid}`).toBe(state);
      expect(await hubPageState(hubid), `hub ${hubid}`).toBe(state);
      // The stock status it showed (1 for the hubs with none) is kept too.
      expect(row['stock_status_id'], `hub ${hubid}`).toBe(statusBefore.get(hubid));
    }
  });
});

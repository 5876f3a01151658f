import { serialFromHubId } from '@hub/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningFleetApi } from '../app.js';
import { call, login } from '../test-support/client.js';
import { databaseVariants } from '../test-support/databases.js';

type Hub = Record<string, unknown> & { hubid: number };

// Hubs made for these tests, so their firmware and routes are known exactly.
const PRODUCTION_113 = 990_001;
const LEGACY_072 = 990_002;
const FROZEN = 990_003;
const ROUTED_BY_HUB = 990_004;
const ROUTED_BY_IP = 990_005;
const ROUTED_BY_FIRMWARE = 990_006;
const SMART_TECH_0918 = 990_007;

describe.each(databaseVariants())('hub routes on $name', (variant) => {
  let api: RunningFleetApi;
  let token: string;
  const get = <T = Hub>(path: string) => call<T>(api, `/api/private${path}`, { token });

  beforeAll(async () => {
    api = await variant.start({ seedHubs: 200 });
    token = await login(api, 'staff@hubs.example');
    // Sets: 1 production → 1.1.4, 2 beta → 1.1.5, 3 legacy → 0.9.18, 4 frozen → none, 6 wifi v2 → 1.1.3.
    await api.db.query(
      `INSERT INTO hubs (hubid, name, machineid, major, minor, patch, fwsetid, ip) VALUES
         (${PRODUCTION_113}, 'Test production', 'test-1', 1, 1, 3, 1, '10.1.1.1'),
         (${LEGACY_072}, 'Test legacy', 'test-2', 0, 7, 2, 3, '10.1.1.2'),
         (${FROZEN}, 'Test frozen', 'test-3', 1, 1, 3, 4, '10.1.1.3'),
         (${ROUTED_BY_HUB}, 'Test hub route', 'test-4', 1, 1, 3, 1, '81.17.240.99'),
         (${ROUTED_BY_IP}, 'Test ip route', 'test-5', 1, 1, 3, 1, '81.17.240.98'),
         (${ROUTED_BY_FIRMWARE}, 'Test firmware route', 'test-6', 1, 0, 0, 1, '10.1.1.6'),
         (${SMART_TECH_0918}, 'Test smart tech', 'test-7', 0, 9, 18, 3, '10.1.1.7')`,
    );
    // The hub route beats the office subnet route the same hub also matches.
    await api.db.query(
      `INSERT INTO firmware_routes (fwsetid, comment, hubid) VALUES (6, 'test', ${ROUTED_BY_HUB})`,
    );
  });
  afterAll(() => api?.close());

  describe('GET hub/{id}', () => {
    it('answers the hub with its information joined in', async () => {
      const [seeded] = (await api.db.query(
        `SELECT h.hubid, i.postcode FROM hubs h JOIN hub_information i USING (hubid)
          WHERE h.serial IS NOT NULL AND i.postcode IS NOT NULL ORDER BY h.hubid LIMIT 1`,
      )) as [{ hubid: number; postcode: string }];
      const { status, body } = await get(`/hub/${seeded.hubid}`);
      expect(status).toBe(200);
      expect(body.data).toMatchObject({
        hubid: seeded.hubid,
        serial: serialFromHubId(seeded.hubid),
        postcode: seeded.postcode,
      });
      expect(body.data['hub_health']).toMatch(/^[A-G]$/);
      expect(body.data['swversion']).toBe(
        (body.data['major'] as number) * 10_000 +
          (body.data['minor'] as number) * 100 +
          (body.data['patch'] as number),
      );
      expect(new Date(body.data['last_seen'] as string).toISOString()).toBe(body.data['last_seen']);
    });

    it('answers 404 for an unknown hub and 400 for an id that is not a number', async () => {
      expect(await get('/hub/999999')).toEqual({
        status: 404,
        body: { status: 'error', data: { message: 'Hub 999999 does not exist.' } },
      });
      for (const id of ['abc', '0', '12.5', '99999999999'])
        expect((await get(`/hub/${id}`)).status).toBe(400);
    });

    it('finds a hub by machine id, and the hub that superseded another', async () => {
      expect((await get('/hub/machine/test-1')).body.data.hubid).toBe(PRODUCTION_113);
      expect((await get('/hub/machine/no-such-machine')).status).toBe(404);

      const [old] = (await api.db.query(
        `SELECT hubid, machineid FROM hubs WHERE machineid ~ '_[0-9]{4}_'`,
      )) as [{ hubid: number; machineid: string }];
      const successor = await get(`/hub/machine/${old.machineid.slice(0, 36)}`);
      expect(successor.status).toBe(200);
      expect(successor.body.data.hubid).toBeGreaterThan(old.hubid);
    });
  });

  describe('GET hubs/find/{term}', () => {
    const find = async (term: string) =>
      (await get<Array<{ hubid: number }>>(`/hubs/find/${encodeURIComponent(term)}`)).body.data.map(
        (hub) => hub.hubid,
      );

    it('finds by name, machine id, id and postcode, ignoring case and spaces in postcodes', async () => {
      const [hub] = (await api.db.query(
        `SELECT h.hubid, h.name, h.machineid, i.postcode FROM hubs h JOIN hub_information i USING (hubid)
          WHERE i.postcode ~ '^[A-Z0-9]{7}$' AND h.name NOT LIKE 'Hub %' ORDER BY h.hubid DESC LIMIT 1`,
      )) as [{ hubid: number; name: string; machineid: string; postcode: string }];
      expect(await find(hub.name.toUpperCase())).toContain(hub.hubid);
      expect(await find(hub.machineid.slice(0, 8))).toContain(hub.hubid);
      expect(await find(String(hub.hubid))).toContain(hub.hubid);
      expect(await find(`${hub.postcode.slice(0, 3)} ${hub.postcode.slice(3)}`.toLowerCase())).toContain(
        hub.hubid,
      );
    });

    it('finds a hub by its serial even when the serial is not stored, exact matches first', async () => {
      const [hub] = (await api.db.query('SELECT hubid FROM hubs WHERE serial IS NULL LIMIT 1')) as [
        { hubid: number },
      ];
      expect((await find(String(serialFromHubId(hub.hubid))))[0]).toBe(hub.hubid);
    });

    it('answers the result fields and at most 50 hubs', async () => {
      const { body } = await get<Array<Record<string, unknown>>>('/hubs/find/110');
      expect(body.data).toHaveLength(50);
      expect(Object.keys(body.data[0] ?? {}).sort()).toEqual([
        'hubid',
        'machineid',
        'name',
        'postcode',
        'serial',
      ]);
    });

    it('refuses terms under 3 characters with the console wording', async () => {
      for (const term of ['ab', '  ab  ']) {
        expect(await get(`/hubs/find/${encodeURIComponent(term)}`)).toEqual({
          status: 400,
          body: { status: 'error', data: { message: 'Search requires more than 2 characters.' } },
        });
      }
    });

    it('takes wildcard characters literally', async () => {
      expect(await find('%%%')).toEqual([]);
      expect(await find('___')).toEqual([]);
      expect(await find("' OR 1=1 --")).toEqual([]);
    });
  });

  describe('state and smart tech', () => {
    it('answers the state of a hub that never reported one with the flags off', async () => {
      expect((await get(`/hub/${PRODUCTION_113}/state`)).body.data).toEqual({
        hubid: PRODUCTION_113,
        last_seen: null,
        mains: null,
        battery_level: null,
        duty_cycle: false,
        time_shaving: false,
        peak_temp_suppression: false,
        version: 0,
      });
      expect((await get('/hub/999999/state')).status).toBe(404);
    });

    it('refuses smart-tech flags below firmware 0.9.18', async () => {
      const reply = await call(api, '/api/private/hub/update_smart_tech', {
        method: 'POST',
        token,
        body: { hubid: LEGACY_072, duty_cycle: true, time_shaving: true, peak_temp_suppression: true },
      });
      expect(reply).toEqual({
        status: 400,
        body: { status: 'error', data: { message: 'Smart-tech flags need firmware 0.9.18 or newer.' } },
      });
      expect((await get(`/hub/${LEGACY_072}/state`)).body.data).toMatchObject({ duty_cycle: false });
    });

    it('sets the flags on 0.9.18 and keeps them', async () => {
      const flags = { duty_cycle: true, time_shaving: false, peak_temp_suppression: true };
      const reply = await call(api, '/api/private/hub/update_smart_tech', {
        method: 'POST',
        token,
        body: { hubid: SMART_TECH_0918, ...flags },
      });
      expect(reply.status).toBe(200);
      expect((await get(`/hub/${SMART_TECH_0918}/state`)).body.data).toMatchObject({
        hubid: SMART_TECH_0918,
        ...flags,
      });
    });

    it('answers 404 for smart tech on an unknown hub and 400 for a missing flag', async () => {
      const body = { hubid: 999_999, duty_cycle: true, time_shaving: true, peak_temp_suppression: true };
      expect(
        (await call(api, '/api/private/hub/update_smart_tech', { method: 'POST', token, body })).status,
      ).toBe(404);
      const incomplete = { hubid: SMART_TECH_0918, duty_cycle: true };
      const reply = await call(api, '/api/private/hub/update_smart_tech', {
        method: 'POST',
        token,
        body: incomplete,
      });
      expect(reply.status).toBe(400);
    });
  });

  describe('GET hub/{id}/upgrade', () => {
    it.each([
      ['its set target', PRODUCTION_113, '1.1.4'],
      ['the legacy target, not across the breaking 1.0.0', LEGACY_072, '0.9.18'],
      ['nothing for a set without a target', FROZEN, null],
      ['the set of a route naming the hub, before a subnet route', ROUTED_BY_HUB, '1.1.3'],
      ['the set of a route whose subnet holds the hub address', ROUTED_BY_IP, '1.1.5'],
      ['the set of a route naming the release the hub runs', ROUTED_BY_FIRMWARE, '1.1.3'],
    ])('offers %s', async (_, hubid, version) => {
      const { status, body } = await get<{ version: string | null; firmware_uid: number | null }>(
        `/hub/${hubid}/upgrade`,
      );
      expect(status).toBe(200);
      expect(body.data.version).toBe(version);
      expect(body.data.firmware_uid === null).toBe(version === null);
    });

    it('answers 404 for an unknown hub', async () => {
      expect((await get('/hub/999999/upgrade')).status).toBe(404);
    });
  });
});

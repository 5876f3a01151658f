import { beforeAll, describe, expect, it } from 'vitest';
import {
  compareVersions,
  formatVersion,
  heatingDescription,
  parseVersion,
  lastSeenBand,
  serialFromHubId,
  supersedingMachineId,
  supportsSmartTech,
} from '@hub/domain';
import { ADMIN, backends } from '../test-support/stack.js';
import { signedInStack } from '../test-support/signedInStack.js';
import { codes } from '../test-support/graphqlClient.js';
import { customerTypeOf, installationStateOf } from '../common/lookupCodes.js';
import { EVERY_INFORMATION_FIELD_NULL } from '../test-support/hubInformation.js';
import type { HubRecord, InformationRecord, StateRecord, UpgradeRecord } from './rest.js';

const SEED_HUBS = 60;

const OVERVIEW = `query HubOverview($id: Int!) {
  hub(id: $id) {
    id serial name machineId gap interval wifiVersion postcode postcodeDisplay healthGrade
    heating heatingDescription holiday boiler lastSeen lastSeenBand avgWakeSecs uptime customerTypeId customerType
    installationStateId installationState
    version { text code badge reallyOld smartTechCapable }
    upgradeTarget { text }
    upgradeAvailable
    information {
      hubId name address city postcode postcodeDisplay country contactPhone contactPhoneDisplay
      stockStatusId stockStatusText stockLocationId installationStateId installed dispatched
      customerTypeId customerType installationState
    }
    state { hubId lastSeen mains batteryLevel dutyCycle timeShaving peakTempSuppression }
  }
}`;

const SAVE_INFORMATION = `mutation Save($hubId: Int!, $input: HubInformationInput!) {
  updateHubInformation(input: { hubId: $hubId, information: $input }) {
    information { hubId name city postcode postcodeDisplay contactPhone contactPhoneDisplay contactMobile
      stockStatusId stockLocationId customerTypeId installationStateId installed dispatched cartonNumber }
    userErrors { field message }
  }
}`;

const SMART_TECH = `mutation SmartTech($hubId: Int!, $input: SmartTechInput!) {
  updateSmartTech(input: { hubId: $hubId, smartTech: $input }) {
    state { hubId dutyCycle timeShaving peakTempSuppression }
    userErrors { field message }
  }
}`;

type Hub = Record<string, unknown> & { id: number };

describe.each(backends)('hubs against fleet-api on $name', (backend) => {
  const { stack, session } = signedInStack(backend, ADMIN, { seedHubs: SEED_HUBS });
  let hubs: HubRecord[];

  const rest = <T>(path: string) => stack.rest<T>(path, session.token);
  const hubWhere = (test: (hub: HubRecord) => boolean, what: string): HubRecord => {
    const hub = hubs.find(test);
    if (!hub) throw new Error(`The seed of ${SEED_HUBS} hubs has no ${what}`);
    return hub;
  };
  const version = (hub: HubRecord) =>
    hub.major === null
      ? null
      : formatVersion({ major: hub.major, minor: hub.minor ?? 0, patch: hub.patch ?? 0 });

  beforeAll(async () => {
    const ids = await stack.sql<{ hubid: number }>('SELECT hubid FROM hubs ORDER BY hubid');
    hubs = await Promise.all(ids.map(({ hubid }) => rest<HubRecord>(`/api/private/hub/${hubid}`)));
  });

  describe('the hub overview', () => {
    it('shows a hub with its derived fields, information and state, as the upstream has them', async () => {
      const raw = hubWhere(
        (hub) => supersedingMachineId(hub.machineid) === null,
        'hub that was not superseded',
      );
      const [information, state, upgrade] = await Promise.all([
        rest<InformationRecord>(`/api/private/hub/${raw.hubid}/information`),
        rest<StateRecord>(`/api/private/hub/${raw.hubid}/state`),
        rest<UpgradeRecord>(`/api/private/hub/${raw.hubid}/upgrade`),
      ]);
      const answer = await stack.query<{ hub: Hub }>(OVERVIEW, { id: raw.hubid }, session);
      expect(answer.errors).toBeUndefined();
      const hub = answer.data?.hub;
      expect(hub).toMatchObject({
        id: raw.hubid,
        serial: raw.serial ?? serialFromHubId(raw.hubid),
        name: raw.name,
        machineId: raw.machineid,
        gap: raw.gap ?? raw.interval,
        heatingDescription: heatingDescription(raw),
        lastSeenBand: lastSeenBand(raw.last_seen),
        version: {
          text: version(raw),
          code: raw.swversion,
          smartTechCapable: supportsSmartTech(version(raw)),
        },
        upgradeTarget: upgrade.version === null ? null : { text: upgrade.version },
      });
      expect(hub?.information).toMatchObject({
        hubId: raw.hubid,
        name: information.name,
        postcode: information.postcode,
        country: information.country,
        stockStatusId: information.stock_status_id,
        stockStatusText: information.stock_status_text,
        installed: information.installed,
        customerTypeId: information.customer_type_id,
        customerType: customerTypeOf(information.customer_type_id),
        installationStateId: information.installation_state_id,
        installationState: installationStateOf(information.installation_state_id),
      });
      // The seed sets both on every hub, so the enum values are names, not nulls.
      expect(hub?.information).toMatchObject({
        customerType: expect.any(String),
        installationState: expect.any(String),
      });
      expect(hub?.customerType).toBe(customerTypeOf(raw.customer_type_id));
      // The hub itself says its installation state, as its information does, without that call.
      expect(hub?.installationStateId).toBe(information.installation_state_id);
      expect(hub?.installationState).toBe(installationStateOf(information.installation_state_id));
      expect(hub?.installationState).toEqual(expect.any(String));
      expect(hub?.state).toMatchObject({
        hubId: raw.hubid,
        mains: state.mains,
        batteryLevel: state.battery_level,
        dutyCycle: state.duty_cycle,
        timeShaving: state.time_shaving,
        peakTempSuppression: state.peak_temp_suppression,
      });
      // hub, then information, state and upgrade (the upgrade once, for both fields that need it).
      expect(answer.upstreamCalls).toBe(4);
    });

    it('says an upgrade is available exactly when the target is newer', async () => {
      for (const raw of hubs.slice(0, 15)) {
        const upgrade = await rest<UpgradeRecord>(`/api/private/hub/${raw.hubid}/upgrade`);
        const answer = await stack.query<{ hub: { upgradeAvailable: boolean } }>(
          'query ($id: Int!) { hub(id: $id) { upgradeAvailable } }',
          { id: raw.hubid },
          session,
        );
        const current = version(raw);
        const target = parseVersion(upgrade.version);
        const running = parseVersion(current);
        const newer = target !== null && (running === null || compareVersions(target, running) > 0);
        expect(answer.data?.hub.upgradeAvailable, `hub ${raw.hubid}: ${current} → ${upgrade.version}`).toBe(
          newer,
        );
      }
    });

    it('links a superseded hub to the hub that replaced it', async () => {
      const old = hubWhere((hub) => supersedingMachineId(hub.machineid) !== null, 'superseded hub');
      const guid = supersedingMachineId(old.machineid) ?? '';
      const replacement = hubs.find((hub) => hub.machineid === guid) ?? null;
      const answer = await stack.query<{ hub: { supersededBy: { id: number; machineId: string } | null } }>(
        'query ($id: Int!) { hub(id: $id) { supersededBy { id machineId } } }',
        { id: old.hubid },
        session,
      );
      expect(answer.errors).toBeUndefined();
      expect(answer.data?.hub.supersededBy).toEqual(
        replacement && { id: replacement.hubid, machineId: guid },
      );
      expect(answer.upstreamCalls).toBe(2);
    });

    it('finds a hub by machine id', async () => {
      const raw = hubWhere((hub) => hub.machineid !== null, 'hub with a machine id');
      const answer = await stack.query(
        'query ($m: String!) { hubByMachineId(machineId: $m) { id } }',
        { m: raw.machineid },
        session,
      );
      expect(answer.data).toEqual({ hubByMachineId: { id: raw.hubid } });
    });

    it('answers null for an unknown hub id or machine id', async () => {
      const answer = await stack.query(
        '{ hub(id: 987654) { id } zero: hub(id: 0) { id } hubByMachineId(machineId: "00000000-0000-0000-0000-000000000000") { id } }',
        {},
        session,
      );
      expect(answer.errors).toBeUndefined();
      expect(answer.data).toEqual({ hub: null, zero: null, hubByMachineId: null });
      expect(answer.upstreamCalls).toBe(2);
    });

    it('refuses the overview without a session', async () => {
      const answer = await stack.query(OVERVIEW, { id: 1 });
      expect(answer.data).toEqual({ hub: null });
      expect(codes(answer)).toEqual(['UNAUTHENTICATED']);
    });
  });

  describe('the header search', () => {
    it('finds hubs by name, as the upstream search does', async () => {
      const raw = hubWhere((hub) => (hub.name ?? '').length >= 4, 'hub with a name');
      const term = (raw.name ?? '').slice(0, 4);
      const found = await rest<{ hubid: number; serial: number | null; name: string; machineid: string }[]>(
        `/api/private/hubs/find/${encodeURIComponent(term)}`,
      );
      const answer = await stack.query<{ searchHubs: { id: number }[] }>(
        'query ($term: String!) { searchHubs(term: $term) { id serial name machineId } }',
        { term: `  ${term} ` },
        session,
      );
      expect(answer.data?.searchHubs).toEqual(
        found.map((hub) => ({
          id: hub.hubid,
          serial: hub.serial ?? serialFromHubId(hub.hubid),
          name: hub.name,
          machineId: hub.machineid,
        })),
      );
      expect(answer.data?.searchHubs.map((hub) => hub.id)).toContain(raw.hubid);
    });

    it('finds a hub by its serial', async () => {
      const raw = hubs[4]!;
      const serial = String(raw.serial ?? serialFromHubId(raw.hubid));
      const answer = await stack.query<{ searchHubs: { id: number }[] }>(
        'query ($t: String!) { searchHubs(term: $t) { id } }',
        { t: serial },
        session,
      );
      expect(answer.data?.searchHubs.map((hub) => hub.id)).toContain(raw.hubid);
    });

    it('refuses a term of 2 characters with the spec message', async () => {
      const answer = await stack.query('{ searchHubs(term: "ab") { id } }', {}, session);
      expect(answer.errors?.[0]).toMatchObject({
        message: 'Search requires more than 2 characters.',
        extensions: { code: 'BAD_USER_INPUT' },
      });
    });

    it.each(['%%%', '../..', 'a/b/c', "o'brien", 'ünïcödé'])(
      'answers a list, however odd the term (%s)',
      async (term) => {
        const answer = await stack.query<{ searchHubs: unknown[] }>(
          'query ($t: String!) { searchHubs(term: $t) { id } }',
          { t: term },
          session,
        );
        expect(answer.errors).toBeUndefined();
        expect(Array.isArray(answer.data?.searchHubs)).toBe(true);
      },
    );
  });

  describe('saving hub information', () => {
    const invalid = [
      [
        { installationStateId: 5 },
        'installed',
        'The installation date should be set (estimate, if not known)',
      ],
      [
        { installationStateId: 4, installed: '2013-12-31' },
        'installed',
        'The installation date should be set (estimate, if not known)',
      ],
      [
        { installationStateId: 1, installed: '2013-06-01' },
        'installed',
        'The installation date should be real, or empty.',
      ],
      [{ dispatched: '2010-01-01' }, 'dispatched', 'The dispatched date should be real, or empty.'],
      [
        { installationStateId: 5, installed: '2099-01-01' },
        'installed',
        'The installation date must not be in the future.',
      ],
      [{ dispatched: '2099-01-01' }, 'dispatched', 'The dispatched date must not be in the future.'],
    ] as const;

    it.each(invalid)(
      'refuses %j with the spec message and changes nothing',
      async (input, field, message) => {
        const hubId = hubs[1]!.hubid;
        const before = await rest<InformationRecord>(`/api/private/hub/${hubId}/information`);
        const answer = await stack.query(
          SAVE_INFORMATION,
          { hubId, input: { ...EVERY_INFORMATION_FIELD_NULL, name: 'Should not be saved', ...input } },
          session,
        );
        expect(answer.errors).toBeUndefined();
        expect(answer.data).toEqual({
          updateHubInformation: { information: null, userErrors: [{ field, message }] },
        });
        expect(answer.upstreamCalls).toBe(0);
        expect(await rest<InformationRecord>(`/api/private/hub/${hubId}/information`)).toEqual(before);
      },
    );

    it('words the fleet API schema refusal in plain words naming the field and the limit', async () => {
      const answer = await stack.query<{ updateHubInformation: unknown }>(
        SAVE_INFORMATION,
        { hubId: hubs[1]!.hubid, input: { name: 'x'.repeat(201) } },
        session,
      );
      expect(answer.errors).toBeUndefined();
      expect(answer.data?.updateHubInformation).toEqual({
        information: null,
        userErrors: [{ field: 'name', message: 'Name must be at most 200 characters.' }],
      });
    });

    it('lists every message at once', async () => {
      const answer = await stack.query<{ updateHubInformation: { userErrors: { message: string }[] } }>(
        SAVE_INFORMATION,
        {
          hubId: hubs[1]!.hubid,
          input: { ...EVERY_INFORMATION_FIELD_NULL, installationStateId: 6, dispatched: '2000-01-01' },
        },
        session,
      );
      expect(answer.data?.updateHubInformation.userErrors.map((e) => e.message)).toEqual([
        'The installation date should be set (estimate, if not known)',
        'The dispatched date should be real, or empty.',
      ]);
    });

    it('saves a complete input with the save-time coercions in one call, clearing what it sends as null', async () => {
      const hubId = hubs[2]!.hubid;
      await stack.query(
        SAVE_INFORMATION,
        { hubId, input: { city: 'Galway', installationStateId: 1 } },
        session,
      );
      const answer = await stack.query<{ updateHubInformation: { information: Record<string, unknown> } }>(
        SAVE_INFORMATION,
        {
          hubId,
          input: {
            ...EVERY_INFORMATION_FIELD_NULL,
            name: '  Murphy residence ',
            postcode: 'd02 xy45',
            contactPhone: '087 123-4567',
            contactMobile: '+353 (0)86 765 4321',
            stockStatusId: 0,
            stockLocationId: -2,
            customerTypeId: 0,
            installationStateId: 5,
            installed: '2020-05-06',
            cartonNumber: 7,
          },
        },
        session,
      );
      expect(answer.errors).toBeUndefined();
      expect(answer.data?.updateHubInformation).toEqual({
        information: {
          hubId,
          name: 'Murphy residence',
          city: null,
          postcode: 'D02XY45',
          postcodeDisplay: 'D02 XY45',
          contactPhone: '0871234567',
          contactPhoneDisplay: '+353 (87) 123 4567',
          contactMobile: '+3530867654321',
          stockStatusId: 1,
          stockLocationId: 1,
          customerTypeId: 1,
          installationStateId: 5,
          installed: '2020-05-06',
          dispatched: null,
          cartonNumber: 7,
        },
        userErrors: [],
      });
      expect(answer.upstreamCalls).toBe(1);
      const stored = await rest<InformationRecord>(`/api/private/hub/${hubId}/information`);
      expect(stored).toMatchObject({
        name: 'Murphy residence',
        postcode: 'D02XY45',
        contact_phone: '0871234567',
        city: null,
        installed: '2020-05-06',
      });
    });

    it('answers a NOT_FOUND user error on hubId for an unknown hub', async () => {
      const answer = await stack.query(SAVE_INFORMATION, { hubId: 987654, input: { name: 'x' } }, session);
      expect(answer.errors).toBeUndefined();
      expect(answer.data).toEqual({
        updateHubInformation: {
          information: null,
          userErrors: [{ field: 'hubId', message: 'Hub 987654 does not exist.' }],
        },
      });
    });

    it('refuses to save without a session', async () => {
      const answer = await stack.query(SAVE_INFORMATION, { hubId: 1, input: { name: 'x' } });
      expect(codes(answer)).toEqual(['UNAUTHENTICATED']);
      expect(answer.upstreamCalls).toBe(0);
    });
  });

  describe('smart-tech flags', () => {
    it('refuses them for firmware older than 0.9.18 without asking the upstream to change anything', async () => {
      const old = hubWhere(
        (hub) => version(hub) !== null && !supportsSmartTech(version(hub)),
        'hub older than 0.9.18',
      );
      const before = await rest<StateRecord>(`/api/private/hub/${old.hubid}/state`);
      const answer = await stack.query(
        SMART_TECH,
        { hubId: old.hubid, input: { dutyCycle: true, timeShaving: true, peakTempSuppression: true } },
        session,
      );
      expect(answer.data).toEqual({
        updateSmartTech: {
          state: null,
          userErrors: [{ field: null, message: 'Smart-tech flags need firmware 0.9.18 or newer.' }],
        },
      });
      expect(answer.upstreamCalls).toBe(1);
      expect(await rest<StateRecord>(`/api/private/hub/${old.hubid}/state`)).toEqual(before);
    });

    it('saves them for firmware 0.9.18 or newer', async () => {
      const capable = hubWhere((hub) => supportsSmartTech(version(hub)), 'hub on 0.9.18 or newer');
      const before = await rest<StateRecord>(`/api/private/hub/${capable.hubid}/state`);
      const flags = {
        dutyCycle: !before.duty_cycle,
        timeShaving: !before.time_shaving,
        peakTempSuppression: !before.peak_temp_suppression,
      };
      const answer = await stack.query(SMART_TECH, { hubId: capable.hubid, input: flags }, session);
      expect(answer.data).toEqual({
        updateSmartTech: { state: { hubId: capable.hubid, ...flags }, userErrors: [] },
      });
      expect(answer.upstreamCalls).toBe(2);
      expect(await rest<StateRecord>(`/api/private/hub/${capable.hubid}/state`)).toMatchObject({
        duty_cycle: flags.dutyCycle,
        time_shaving: flags.timeShaving,
        peak_temp_suppression: flags.peakTempSuppression,
      });
    });
  });
});

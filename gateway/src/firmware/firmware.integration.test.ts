import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Session, Stack } from '../test-support/stack.js';
import { ADMIN, STAFF, backends, startStack } from '../test-support/stack.js';

const RIGHT_MESSAGE = 'You must have the "firmwares" right to edit firmware.';

const SETS = `{ firmwareSets { id name targetFirmwareId targetVersion { text } targetName routeCount } }`;
const UPDATE_FIRMWARE = `mutation ($id: Int, $input: FirmwareInput!) {
  updateFirmware(input: { id: $id, firmware: $input }) { firmware { id comment stable version { text } } userErrors { field message } }
}`;
const UPDATE_SET = `mutation ($id: Int, $input: FirmwareSetInput!) {
  updateFirmwareSet(input: { id: $id, firmwareSet: $input }) { firmwareSet { id targetFirmwareId } userErrors { message } }
}`;
const SAVE_ROUTE = `mutation ($id: Int, $input: FirmwareRouteInput!) {
  saveFirmwareRoute(input: { id: $id, route: $input }) { route { id setId ip hubId firmwareId force comment } userErrors { field message } }
}`;
const DELETE_ROUTE = `mutation ($id: Int!) { deleteFirmwareRoute(input: { id: $id }) { deletedRouteId } }`;
const UPGRADE = `query ($id: Int!) { hub(id: $id) { upgradeTarget { text } } }`;

describe.each(backends)('firmware through GraphQL and the "firmwares" right, on $name', (backend) => {
  let stack: Stack;
  let admin: Session;
  let staff: Session;

  beforeAll(async () => {
    stack = await startStack(backend, { seedHubs: 60 });
    admin = await stack.login(ADMIN);
    staff = await stack.login(STAFF);
  });
  afterAll(() => stack.close());

  it('lists sets as fleet-api has them, in one upstream call', async () => {
    const answer = await stack.query<{
      firmwareSets: { id: number; targetVersion: { text: string } | null }[];
    }>(SETS, {}, staff);
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.firmwareSets.map((s) => s.id)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(answer.data?.firmwareSets[0]?.targetVersion?.text).toBe('1.1.4');
    expect(answer.data?.firmwareSets[3]?.targetVersion).toBeNull();
    expect(answer.upstreamCalls).toBe(1);
  });

  it('refuses every firmware write from staff without the right, with FORBIDDEN, changing nothing', async () => {
    const before = await stack.sql('SELECT * FROM firmwares WHERE uid = 3');
    const writes: [string, Record<string, unknown>][] = [
      [UPDATE_FIRMWARE, { id: 3, input: { comment: 'hacked' } }],
      [UPDATE_SET, { id: 1, input: { targetFirmwareId: 1 } }],
      [SAVE_ROUTE, { input: { setId: 1, ip: '10.0.0.0/8' } }],
      [DELETE_ROUTE, { id: 1 }],
    ];
    for (const [query, variables] of writes) {
      const answer = await stack.query(query, variables, staff);
      expect(answer.errors?.[0]?.message).toBe(RIGHT_MESSAGE);
      expect(answer.errors?.[0]?.extensions?.['code']).toBe('FORBIDDEN');
      // Refused in the gateway: nothing reached fleet-api (the session was validated at login).
      expect(answer.upstreamCalls).toBe(0);
    }
    expect(await stack.sql('SELECT * FROM firmwares WHERE uid = 3')).toEqual(before);
    expect(await stack.sql('SELECT count(*)::int AS n FROM firmware_routes WHERE uid = 1')).toEqual([
      { n: 1 },
    ]);
  });

  it('lets a holder of the right edit a firmware; a write without an id is refused', async () => {
    const answer = await stack.query<{ updateFirmware: { firmware: { comment: string; stable: boolean } } }>(
      UPDATE_FIRMWARE,
      { id: 3, input: { comment: 'Known relay bug', stable: false } },
      admin,
    );
    expect(answer.data?.updateFirmware.firmware).toMatchObject({ comment: 'Known relay bug', stable: false });
    const [row] = await stack.sql<{ comment: string }>('SELECT comment FROM firmwares WHERE uid = 3');
    expect(row?.comment).toBe('Known relay bug');
    const noId = await stack.query<{ updateFirmware: { userErrors: { message: string }[] } }>(
      UPDATE_FIRMWARE,
      { id: null, input: { comment: 'x' } },
      admin,
    );
    expect(noId.data?.updateFirmware.userErrors[0]?.message).toBe('Cannot write firmware without firmwareid');
    const noSet = await stack.query<{ updateFirmwareSet: { userErrors: { message: string }[] } }>(
      UPDATE_SET,
      { id: null, input: {} },
      admin,
    );
    expect(noSet.data?.updateFirmwareSet.userErrors[0]?.message).toBe(
      'Cannot write firmwareset without fwsetid',
    );
  });

  it('refuses a blank name, a text over its limit, a URI and a hash hubs could not use, naming each field, and stores nothing', async () => {
    const [before] = await stack.sql<{ uri: string; hash: string }>(
      'SELECT uri, hash FROM firmwares WHERE uid = 3',
    );
    const answer = await stack.query<{
      updateFirmware: { firmware: unknown; userErrors: { field: string; message: string }[] };
    }>(
      UPDATE_FIRMWARE,
      {
        id: 3,
        input: {
          name: '  ',
          comment: 'c'.repeat(2001),
          uri: 'not a uri',
          hashType: 'sha256',
          hash: 'abc123',
        },
      },
      admin,
    );
    expect(answer.upstreamCalls).toBe(0);
    expect(answer.data?.updateFirmware).toEqual({
      firmware: null,
      userErrors: [
        { field: 'name', message: 'A firmware must have a name.' },
        { field: 'comment', message: 'Comment must be at most 2,000 characters.' },
        { field: 'uri', message: 'The URI must be a web address starting with https:// or http://.' },
        { field: 'hash', message: 'A sha256 hash must be 64 hexadecimal characters.' },
      ],
    });
    const [after] = await stack.sql<{ uri: string; hash: string }>(
      'SELECT uri, hash FROM firmwares WHERE uid = 3',
    );
    expect(after).toEqual(before);
  });

  it("names a mistyped serial and a firmware id past an Int on their fields; a hub id with no hub is the server's", async () => {
    const routesBefore = await stack.sql('SELECT uid FROM firmware_routes ORDER BY uid');
    const errors = async (input: Record<string, unknown>) =>
      (
        await stack.query<{
          saveFirmwareRoute: { route: unknown; userErrors: { field: string; message: string }[] };
        }>(SAVE_ROUTE, { input: { setId: 3, ...input } }, admin)
      ).data?.saveFirmwareRoute.userErrors;
    expect(await errors({ hubId: '99999999' })).toEqual([
      { field: 'hubId', message: '99999999 is not a valid serial: check its last two digits.' },
    ]);
    expect(await errors({ hubId: '99999999999999999999' })).toEqual([
      { field: 'hubId', message: '99999999999999999999 is not a valid serial: check its last two digits.' },
    ]);
    expect(await errors({ firmwareId: '99999999999999999999' })).toEqual([
      { field: 'firmwareId', message: 'The Firmware ID must be at most 2,147,483,647.' },
    ]);
    expect(await errors({ hubId: '999999' })).toEqual([
      { field: 'hubId', message: 'Hub 999999 does not exist.' },
    ]);
    expect(await stack.sql('SELECT uid FROM firmware_routes ORDER BY uid')).toEqual(routesBefore);
  });

  it('names a set or a target release that does not exist on its input field, NOT_FOUND', async () => {
    const [hub] = await stack.sql<{ hubid: number }>('SELECT hubid FROM hubs ORDER BY hubid LIMIT 1');
    const userErrors = async (query: string, variables: Record<string, unknown>) => {
      const answer = await stack.query<Record<string, { userErrors: unknown[] }>>(query, variables, admin);
      expect(answer.errors).toBeUndefined();
      return Object.values(answer.data!)[0]!.userErrors;
    };
    const setMissing = [{ field: 'setId', message: 'Firmware set 99999 does not exist.', code: 'NOT_FOUND' }];
    expect(
      await userErrors(
        `mutation ($input: FirmwareRouteInput!) { saveFirmwareRoute(input: { route: $input }) { userErrors { field message code } } }`,
        { input: { setId: 99999, hubId: String(hub!.hubid) } },
      ),
    ).toEqual(setMissing);
    expect(
      await userErrors(
        `mutation ($input: FirmwareInput!) { updateFirmware(input: { id: 3, firmware: $input }) { userErrors { field message code } } }`,
        { input: { setId: 99999 } },
      ),
    ).toEqual(setMissing);
    expect(
      await userErrors(
        `mutation ($input: FirmwareSetInput!) { updateFirmwareSet(input: { id: 1, firmwareSet: $input }) { userErrors { field message code } } }`,
        { input: { targetFirmwareId: 99999 } },
      ),
    ).toEqual([{ field: 'targetFirmwareId', message: 'Firmware 99999 does not exist.', code: 'NOT_FOUND' }]);
  });

  it('refuses a size past an Int as bad input (BAD_USER_INPUT) before it reaches fleet-api, storing nothing', async () => {
    const [before] = await stack.sql<{ size: number | null }>('SELECT size FROM firmwares WHERE uid = 3');
    // The variable cannot be a GraphQL Int at all: a request error a script can branch on, not a fault.
    const coerced = await stack.query(UPDATE_FIRMWARE, { id: 3, input: { size: 1e20 } }, admin);
    expect(coerced.errors?.[0]?.extensions?.['code']).toBe('BAD_USER_INPUT');
    expect(coerced.errors?.[0]?.message).toMatch(
      /input\.size.*Int cannot represent non 32-bit signed integer/,
    );
    const [after] = await stack.sql<{ size: number | null }>('SELECT size FROM firmwares WHERE uid = 3');
    expect(after).toEqual(before);
  });

  it('validates routes, and the hub upgrade target follows the routes', async () => {
    const bad = async (input: Record<string, unknown>) =>
      (
        await stack.query<{ saveFirmwareRoute: { userErrors: { message: string }[] } }>(
          SAVE_ROUTE,
          { input: { setId: 3, ...input } },
          admin,
        )
      ).data?.saveFirmwareRoute.userErrors.map((e) => e.message);
    expect(await bad({})).toEqual(['One of IP, Hub ID or Firmware ID must be set']);
    expect(await bad({ ip: '1.2.3.4', hubId: '1001' })).toEqual([
      'Only one of IP, Hub ID or Firmware ID may be set',
    ]);
    expect(await bad({ ip: '1.2.3.400' })).toEqual([expect.stringMatching(/IPv4 address or subnet/)]);

    const [hub] = await stack.sql<{ hubid: number }>(
      `SELECT hubid FROM hubs WHERE major = 1 AND NOT EXISTS (SELECT 1 FROM firmware_routes r WHERE r.hubid = hubs.hubid)
       ORDER BY hubid LIMIT 1`,
    );
    const target = async () =>
      (
        await stack.query<{ hub: { upgradeTarget: { text: string } | null } }>(
          UPGRADE,
          { id: hub!.hubid },
          staff,
        )
      ).data?.hub.upgradeTarget?.text;
    const before = await target();
    const saved = await stack.query<{ saveFirmwareRoute: { route: { id: number; hubId: number } } }>(
      SAVE_ROUTE,
      { input: { setId: 3, hubId: String(hub!.hubid), comment: 'Hold back' } },
      admin,
    );
    const route = saved.data!.saveFirmwareRoute.route;
    expect(route.hubId).toBe(hub!.hubid);
    expect(await target()).toBe('0.9.18');
    // Frozen set: no target at all.
    await stack.query(SAVE_ROUTE, { id: route.id, input: { setId: 4, hubId: String(hub!.hubid) } }, admin);
    expect(await target()).toBeUndefined();
    const deleted = await stack.query<{ deleteFirmwareRoute: { deletedRouteId: number } }>(
      DELETE_ROUTE,
      { id: route.id },
      admin,
    );
    expect(deleted.data?.deleteFirmwareRoute.deletedRouteId).toBe(route.id);
    expect(await target()).toBe(before);
  });

  // Issue 16 item 3: two people editing the same record from the same copy, as the boiler and hub
  // information already are: one save goes through, the other is CONFLICT and changes nothing.
  it.each([
    {
      what: 'a firmware set',
      read: async () => {
        const sets = await stack.query<{ firmwareSets: { id: number; version: number }[] }>(
          '{ firmwareSets { id version } }',
          {},
          admin,
        );
        return sets.data!.firmwareSets.at(-1)!;
      },
      save: (id: number, version: number, n: number) =>
        stack.query(
          'mutation ($id: Int, $v: Int, $input: FirmwareSetInput!) { updateFirmwareSet(input: { id: $id, version: $v, firmwareSet: $input }) { firmwareSet { version } } }',
          { id, v: version, input: { name: `Set by writer ${n}` } },
          admin,
        ),
      stored: (id: number) =>
        stack.sql<{ version: number }>('SELECT version FROM firmware_sets WHERE fwsetid = $1', [id]),
    },
    {
      what: 'a firmware route',
      read: async () => {
        const made = await stack.query<{ saveFirmwareRoute: { route: { id: number; version: number } } }>(
          'mutation ($input: FirmwareRouteInput!) { saveFirmwareRoute(input: { route: $input }) { route { id version } } }',
          { input: { setId: 2, ip: '10.7.0.0/16', comment: 'two editors' } },
          admin,
        );
        return made.data!.saveFirmwareRoute.route;
      },
      save: (id: number, version: number, n: number) =>
        stack.query(
          'mutation ($id: Int, $v: Int, $input: FirmwareRouteInput!) { saveFirmwareRoute(input: { id: $id, version: $v, route: $input }) { route { version } } }',
          { id, v: version, input: { setId: 2, ip: '10.7.0.0/16', comment: `writer ${n}` } },
          admin,
        ),
      stored: (id: number) =>
        stack.sql<{ version: number }>('SELECT version FROM firmware_routes WHERE uid = $1', [id]),
    },
    {
      what: 'a firmware release',
      read: async () => {
        const all = await stack.query<{ firmwares: { id: number; editVersion: number }[] }>(
          '{ firmwares { id editVersion } }',
          {},
          admin,
        );
        const last = all.data!.firmwares.at(-1)!;
        return { id: last.id, version: last.editVersion };
      },
      save: (id: number, version: number, n: number) =>
        stack.query(
          'mutation ($id: Int, $v: Int, $input: FirmwareInput!) { updateFirmware(input: { id: $id, editVersion: $v, firmware: $input }) { firmware { editVersion } } }',
          { id, v: version, input: { comment: `writer ${n}` } },
          admin,
        ),
      stored: (id: number) =>
        stack.sql<{ version: number }>('SELECT version FROM firmwares WHERE uid = $1', [id]),
    },
  ])(
    'lets exactly one of two saves of $what from the same copy through (CONFLICT)',
    async ({ read, save, stored }) => {
      const { id, version } = await read();
      const answers = await Promise.all([1, 2].map((n) => save(id, version, n)));
      expect(answers.map((a) => a.errors?.[0]?.extensions?.['code'] ?? 'OK').sort()).toEqual([
        'CONFLICT',
        'OK',
      ]);
      expect(answers.find((a) => a.errors)?.errors?.[0]?.message).toMatch(
        /^Someone else changed this firmware/,
      );
      expect(await stored(id)).toEqual([{ version: version + 1 }]);
    },
  );
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serialFromHubId } from '@hub/domain';
import type { RunningFleetApi } from '../app.js';
import { call, login } from '../test-support/client.js';
import { databaseVariants } from '../test-support/databases.js';

interface Route {
  uid: number;
  fwsetid: number;
  ip: string | null;
  hubid: number | null;
  firmwareid: number | null;
  force: boolean;
  comment: string | null;
}

describe.each(databaseVariants())('firmware sets, routes and releases on $name', (variant) => {
  let api: RunningFleetApi;
  let admin: string;
  let staff: string;
  const req = <T>(method: string, path: string, token: string, body?: unknown) =>
    call<T>(api, `/api/private${path}`, { method, token, ...(body === undefined ? {} : { body }) });

  beforeAll(async () => {
    api = await variant.start({ seedHubs: 60 });
    admin = await login(api, 'admin@hubs.example');
    staff = await login(api, 'staff@hubs.example');
  });
  afterAll(() => api?.close());

  it('lists sets with their targets, the frozen one without', async () => {
    const sets = (
      await req<{ fwsetid: number; major: number | null; target_name: string | null }[]>(
        'GET',
        '/firmwaresets',
        staff,
      )
    ).body.data;
    expect(sets).toHaveLength(6);
    expect(sets[0]).toMatchObject({ fwsetid: 1, major: 1, target_name: 'Fern' });
    expect(sets[3]).toMatchObject({ fwsetid: 4, major: null, target_name: null });
  });

  it('adds, edits and deletes a route, hub given by serial, and moves the hub upgrade target', async () => {
    const hubid = 1005;
    const created = await req<Route>('PUT', '/firmwareroute/new', admin, {
      fwsetid: 3,
      hubid: serialFromHubId(hubid),
      comment: 'Hold back',
    });
    expect(created.status).toBe(200);
    expect(created.body.data).toMatchObject({ fwsetid: 3, hubid, ip: null, firmwareid: null, force: false });
    expect((await req<{ version: string }>('GET', `/hub/${hubid}/upgrade`, staff)).body.data.version).toBe(
      '0.9.18',
    );
    const uid = created.body.data.uid;
    const edited = await req<Route>('PUT', `/firmwareroute/${uid}`, admin, {
      fwsetid: 3,
      ip: '10.1.0.0/16',
      force: true,
    });
    expect(edited.body.data).toMatchObject({ ip: '10.1.0.0/16', hubid: null, force: true });
    expect((await req('DELETE', `/firmwareroute/${uid}`, admin)).status).toBe(200);
    const routes = (await req<Route[]>('GET', '/firmwareroutes/3', staff)).body.data;
    expect(routes.find((r) => r.uid === uid)).toBeUndefined();
  });

  it('refuses a route with none, two, or a malformed match', async () => {
    const message = async (body: unknown) =>
      (
        await req<{ message: string }>('PUT', '/firmwareroute/new', admin, {
          fwsetid: 1,
          ...(body as object),
        })
      ).body.data.message;
    expect(await message({})).toBe('One of IP, Hub ID or Firmware ID must be set');
    expect(await message({ ip: '1.2.3.4', firmwareid: 3 })).toBe(
      'Only one of IP, Hub ID or Firmware ID may be set',
    );
    expect(await message({ ip: '1.2.3.4/8' })).toMatch(/IPv4 address or subnet/);
    expect(await message({ ip: 'fe80::1' })).toMatch(/IPv4 address or subnet/);
  });

  it('names a mistyped serial or a firmware id past the integer column on its field (400), not a 500', async () => {
    const refused = (body: object) =>
      req<{ message: string; errors: { field: string; message: string }[] }>(
        'PUT',
        '/firmwareroute/new',
        admin,
        {
          fwsetid: 1,
          ...body,
        },
      );
    const serialSlip = await refused({ hubid: 99999999 });
    expect(serialSlip.status).toBe(400);
    expect(serialSlip.body.data.errors).toEqual([
      { field: 'hubid', message: '99999999 is not a valid serial: check its last two digits.' },
    ]);
    const huge = await refused({ hubid: 1e20 });
    expect(huge.status).toBe(400);
    expect(huge.body.data.errors[0]?.field).toBe('hubid');
    const firmware = await refused({ firmwareid: 1e20 });
    expect(firmware.status).toBe(400);
    expect(firmware.body.data.errors).toEqual([
      { field: 'firmwareid', message: 'The Firmware ID must be at most 2,147,483,647.' },
    ]);
    // A well-formed id with no hub is still the database's answer.
    const noHub = await refused({ hubid: 999999 });
    expect(noHub.status).toBe(400);
    expect(noHub.body.data.message).toBe('Hub 999999 does not exist.');
  });

  it('refuses a size past the integer column, naming the field, and keeps the stored size', async () => {
    const before = (
      await req<{ uid: number; size: number | null }[]>('GET', '/firmwares', staff)
    ).body.data.find((f) => f.uid === 3);
    const refused = await req<{ message: string; errors: { field: string; message: string }[] }>(
      'PUT',
      '/firmware/3',
      admin,
      { size: 1e20 },
    );
    expect(refused.status).toBe(400);
    expect(refused.body.data.message).toBe('Size (bytes) must be at most 2,147,483,647.');
    expect(refused.body.data.errors).toEqual([
      { field: 'size', message: 'Size (bytes) must be at most 2,147,483,647.' },
    ]);
    const after = (
      await req<{ uid: number; size: number | null }[]>('GET', '/firmwares', staff)
    ).body.data.find((f) => f.uid === 3);
    expect(after?.size).toBe(before?.size);
    const largest = await req<{ size: number }>('PUT', '/firmware/3', admin, { size: 2_147_483_647 });
    expect(largest.body.data.size).toBe(2_147_483_647);
  });

  it('refuses a name of spaces only, as the form and the gateway do, keeping the stored name', async () => {
    const refused = await req<{ message: string }>('PUT', '/firmware/3', admin, { name: '   ' });
    expect(refused.status).toBe(400);
    expect(refused.body.data.message).toBe('A firmware must have a name.');
    const kept = (await req<{ uid: number; name: string }[]>('GET', '/firmwares', staff)).body.data.find(
      (f) => f.uid === 3,
    );
    expect(kept?.name.trim()).not.toBe('');
  });

  it('needs the "firmwares" right to write', async () => {
    const refused = await req<{ message: string }>('PUT', '/firmware/1', staff, { comment: 'x' });
    expect(refused.status).toBe(403);
    expect(refused.body.data.message).toBe('You must have the "firmwares" right to edit firmware.');
    expect((await req('PUT', '/firmwareset/1', staff, { target_firmware_uid: 1 })).status).toBe(403);
    expect((await req('PUT', '/firmwareroute/new', staff, { fwsetid: 1, ip: '1.2.3.4' })).status).toBe(403);
  });

  it('edits a firmware and a set target, refusing writes without an id', async () => {
    const fw = await req<{ comment: string; stable: boolean; major: number }>('PUT', '/firmware/2', admin, {
      comment: 'Recalled',
      stable: false,
    });
    expect(fw.body.data).toMatchObject({ comment: 'Recalled', stable: false, major: 0 });
    const set = await req<{ target_firmware_uid: number }>('PUT', '/firmwareset/4', admin, {
      target_firmware_uid: 12,
    });
    expect(set.body.data.target_firmware_uid).toBe(12);
    expect((await req<{ message: string }>('PUT', '/firmware/undefined', admin, {})).body.data.message).toBe(
      'Cannot write firmware without firmwareid',
    );
    expect((await req<{ message: string }>('PUT', '/firmwareset/null', admin, {})).body.data.message).toBe(
      'Cannot write firmwareset without fwsetid',
    );
  });
});

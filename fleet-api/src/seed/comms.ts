import type { SeedContext, SeededHub } from './context.js';
import { MINUTE_MS } from './context.js';
import { insertRows } from './insertRows.js';
import type { Random } from './random.js';

const ERROR = 50017;
const INFO = 50018;
const REQUEST = 50019;
const RESPONSE = 50020;
const BY_HUB = 1;
const BY_APP = 2;
const BY_SERVER = 3;

type Exchange = { api: string; by: number; request: unknown; response: unknown };

function events(random: Random) {
  return Array.from({ length: random.int(2, 5) }, (_, i) => ({
    uid: i + 1,
    start: i * 1440 + random.pick([390, 420]),
    stop: i * 1440 + random.pick([480, 510]),
    adjust: 0,
  }));
}

// The conversations a hub and its phone app have with the server, with bodies shaped the way the
// comms tab renders them (spec 1 §2).
function exchange(random: Random, hub: SeededHub): Exchange {
  const version = `${hub.major}.${hub.minor}.${hub.patch}`;
  const kind = random.weighted([
    ['hubschedule', 30],
    ['history', 15],
    ['firmware', 10],
    ['snapshot', 15],
    ['status', 10],
    ['setheat', 8],
    ['gethubs', 4],
    ['token', 4],
    ['meter', 2],
    ['events', 2],
  ] as const);
  switch (kind) {
    case 'hubschedule':
      return {
        api: random.pick(['/api/hubschedule', '/hub/hubschedule']),
        by: BY_HUB,
        request: { hubid: hub.hubid, version },
        response: { events: events(random) },
      };
    case 'history':
      return {
        api: '/api/history',
        by: BY_HUB,
        request: { hubid: hub.hubid },
        response: {
          accuracy: random.decimal(70, 98, 1),
          centsperunit: random.decimal(95, 125, 1),
          unitsperminute: random.decimal(0.035, 0.045, 4),
          spendmode: 1,
          offset: 0,
          days: Array.from({ length: 14 }, () => random.int(150, 700)),
          annual: { year: 2026, minutes: random.int(20_000, 60_000) },
        },
      };
    case 'firmware':
      return {
        api: random.pick(['/api/checkfirmwareversion', '/hub/checkfirmwareversion']),
        by: BY_HUB,
        request: { version },
        response: {
          version: '1.1.4',
          size: 482_112,
          hashtype: 'sha256',
          hash: random.hex(64),
          uri: 'https://firmware.hubs.example/releases/hub-1.1.4.bin',
        },
      };
    case 'snapshot':
      return {
        api: '/phone/getsnapshot',
        by: BY_APP,
        request: { hubid: hub.hubid },
        response: { set: hub.setpoint, temp: hub.temperature, heating: hub.heating, battery: hub.voltage },
      };
    case 'status':
      return {
        api: '/phone/getstatus',
        by: BY_APP,
        request: { hubid: hub.hubid },
        response: {
          heating: hub.heating,
          setting: hub.setpoint,
          holiday: hub.holiday,
          pending: random.chance(0.3),
        },
      };
    case 'setheat':
      return {
        api: '/phone/setheat',
        by: BY_APP,
        request: { hubid: hub.hubid, state: random.int(0, 3), setting: hub.setpoint },
        response: { result: 'queued' },
      };
    case 'gethubs':
      return {
        api: '/phone/gethubs',
        by: BY_APP,
        request: {},
        response: [
          { hub: hub.hubid, set: hub.setpoint, room: hub.temperature, heat: hub.heating, rssi: hub.rssi },
        ],
      };
    case 'token':
      return {
        api: '/phone/checktoken',
        by: BY_APP,
        request: { token: random.hex(32) },
        response: { expiry: '2027-01-01T00:00:00.000Z' },
      };
    case 'meter':
      return {
        api: '/phone/sendmeterimage',
        by: BY_APP,
        request: { encoding: 'base64', bytes: random.int(20_000, 90_000) },
        response: { result: 'stored' },
      };
    case 'events':
      return {
        api: '/phone/getevents',
        by: BY_APP,
        request: { hubid: hub.hubid },
        response: { events: events(random) },
      };
  }
}

// A landlord's app listing several hundred hubs: a body beyond the console's 8192-character display cap.
function landlordListing(random: Random, hubs: SeededHub[]) {
  return hubs.slice(0, 300).map((hub) => ({
    hub: hub.hubid,
    set: hub.setpoint,
    room: hub.temperature,
    heat: hub.heating,
    rssi: random.int(-88, -42),
  }));
}

export async function seedComms(ctx: SeedContext): Promise<void> {
  const random = ctx.random('comms');
  const rows = [];
  for (const hub of ctx.hubs) {
    const ip = hub.ip;
    let at = hub.lastSeen.getTime() - random.int(60, 180) * MINUTE_MS;
    for (let n = 0; n < 4; n++) {
      at += random.int(5, 40) * MINUTE_MS;
      const { api, by, request, response } = exchange(random, hub);
      const agent =
        by === BY_HUB
          ? `Hub/${hub.major}.${hub.minor}.${hub.patch}`
          : `HubApp/3.5.1 (${random.pick(['iOS', 'Android'])})`;
      const created = new Date(Math.min(at, hub.lastSeen.getTime()));
      rows.push({
        hubid: hub.hubid,
        created,
        api,
        initiatorid: by,
        typeid: REQUEST,
        ip,
        headers: { 'content-type': 'application/json', 'user-agent': agent, 'x-hub-id': String(hub.hubid) },
        body: JSON.stringify(request),
      });
      const failed = random.chance(0.02);
      rows.push({
        hubid: hub.hubid,
        created: new Date(created.getTime() + random.int(80, 900)),
        api,
        initiatorid: BY_SERVER,
        typeid: failed ? ERROR : RESPONSE,
        ip,
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(failed ? { error: 'Upstream timeout talking to the spend service' } : response),
      });
    }
    if (random.chance(0.05)) {
      rows.push({
        hubid: hub.hubid,
        created: hub.lastSeen,
        api: '/api/hubschedule',
        initiatorid: BY_SERVER,
        typeid: INFO,
        ip,
        headers: {},
        body: 'Schedule changed in the app; queued for the next poll.',
      });
    }
  }
  const landlord = ctx.hubs.find((hub) => hub.person !== null && !hub.superseded);
  if (landlord) {
    rows.push({
      hubid: landlord.hubid,
      created: landlord.lastSeen,
      api: '/phone/gethubs',
      initiatorid: BY_SERVER,
      typeid: RESPONSE,
      ip: landlord.ip,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(landlordListing(random, ctx.hubs)),
    });
  }
  await insertRows(ctx.tx, 'comms_log', rows);
  await seedBusyHubs(ctx);
}

// A full-size fleet (1000 hubs or more) gives its first hubs a long history, so the comms tab's virtual
// list and paging are exercised with tens of thousands of rows (bench/comms-scroll). Generated in SQL:
// one INSERT … SELECT per hub, no rows travel from JS. Every three rows share a timestamp, so paging
// has to tell them apart by uid. Deterministic: everything derives from the row number and last_seen.
export const BUSY_HUB_ROWS: ReadonlyArray<number> = [50_000, 20_000, 10_000];
export const BUSY_HUBS_FROM_FLEET_SIZE = 1000;

async function seedBusyHubs(ctx: SeedContext): Promise<void> {
  if (ctx.hubCount < BUSY_HUBS_FROM_FLEET_SIZE) return;
  const busy = ctx.hubs.filter((hub) => !hub.superseded).slice(0, BUSY_HUB_ROWS.length);
  for (const [index, hub] of busy.entries()) {
    await ctx.tx.query(
      `INSERT INTO comms_log (hubid, created, api, initiatorid, typeid, ip, headers, body)
       SELECT $1::int, $2::timestamptz - make_interval(secs => (n / 3) * 97 + 60),
              (ARRAY['/api/hubschedule', '/phone/getsnapshot', '/phone/getstatus', '/api/history',
                     '/phone/setheat', '/hub/checkfirmwareversion', '/phone/checktoken', '/phone/gethubs',
                     '/phone/sendmeterimage', '/phone/getevents'])[(n / 2) % 10 + 1],
              CASE WHEN n % 2 = 0 THEN 3 WHEN (n / 2) % 10 IN (1, 2, 4, 6, 7, 8, 9) THEN 2 ELSE 1 END,
              CASE WHEN n % 997 = 0 THEN 50017 WHEN n % 2 = 1 THEN 50019 ELSE 50020 END,
              $3::inet,
              jsonb_build_object('content-type', 'application/json', 'x-hub-id', $1::int::text,
                                 'x-request-no', (n / 2)::text),
              CASE (n / 2) % 10
                WHEN 0 THEN json_build_object('events', json_build_array(
                  json_build_object('uid', 1, 'start', 420 + n % 60, 'stop', 510, 'adjust', 0),
                  json_build_object('uid', 2, 'start', 1860, 'stop', 1950, 'adjust', 5)))::text
                WHEN 1 THEN json_build_object('set', 20 + n % 3, 'temp', 18.5, 'heating', n % 5,
                                              'battery', 3600 + n % 400)::text
                WHEN 2 THEN json_build_object('heating', n % 4, 'setting', 21, 'holiday', false,
                                              'pending', n % 3 = 0)::text
                WHEN 3 THEN json_build_object('accuracy', 91.5, 'centsperunit', 110.2,
                                              'unitsperminute', 0.0412, 'spendmode', 1, 'offset', 0,
                                              'days', json_build_array(310, 295, 402),
                                              'annual', json_build_object('year', 2026, 'minutes', 41000))::text
                WHEN 4 THEN json_build_object('hubid', $1::int, 'state', n % 4, 'setting', 21.5)::text
                WHEN 5 THEN json_build_object('version', '1.1.4', 'size', 482112, 'hashtype', 'sha256',
                                              'hash', md5(n::text),
                                              'uri', 'https://firmware.hubs.example/releases/hub-1.1.4.bin')::text
                WHEN 6 THEN json_build_object('expiry', '2027-01-01T00:00:00.000Z')::text
                WHEN 7 THEN json_build_array(json_build_object('hub', $1::int, 'set', 21, 'room', 19.5,
                                                               'heat', 1, 'rssi', -61))::text
                WHEN 8 THEN json_build_object('encoding', 'base64', 'bytes', 20000 + n % 5000)::text
                ELSE json_build_object('events', json_build_array(
                  json_build_object('uid', 1, 'start', 6180, 'stop', 6240, 'adjust', -5)))::text
              END
         FROM generate_series(1, $4::int) AS n`,
      [hub.hubid, hub.lastSeen.toISOString(), hub.ip, BUSY_HUB_ROWS[index]],
    );
  }
  // A body with markup, which the console must show as text (and the e2e test looks for).
  const first = busy[0];
  if (first) {
    await insertRows(ctx.tx, 'comms_log', [
      {
        hubid: first.hubid,
        created: first.lastSeen,
        api: '/phone/feedback',
        initiatorid: BY_APP,
        typeid: REQUEST,
        ip: first.ip,
        headers: { 'content-type': 'text/html' },
        body: '<script>window.__commsXss = 1</script><b>Bold?</b> <img src=x onerror="window.__commsXss = 2">',
      },
    ]);
  }
}

import type { SeedContext } from './context.js';
import { DAY_MS, ago } from './context.js';
import { insertRows } from './insertRows.js';

// Firmware sets by id. Production moves everyone to 1.1.4; the legacy set takes 0.x hubs only as far
// as 0.9.18, because the jump to 1.x is a breaking change; the frozen trial set has no target.
export const FIRMWARE_SET = { production: 1, beta: 2, legacy: 3, frozen: 4, factory: 5, wifiV2: 6 } as const;

// [major, minor, patch, name, stable, breaking change, days ago released, set]
const RELEASES: ReadonlyArray<readonly [number, number, number, string, boolean, boolean, number, number]> = [
  [0, 6, 3, 'Bramble', true, false, 3300, FIRMWARE_SET.legacy],
  [0, 6, 5, 'Bramble', true, false, 3150, FIRMWARE_SET.legacy],
  [0, 7, 2, 'Cedar', true, false, 2900, FIRMWARE_SET.legacy],
  [0, 9, 18, 'Damson', true, false, 2500, FIRMWARE_SET.legacy],
  [1, 0, 0, 'Elder', true, true, 2200, FIRMWARE_SET.production],
  [1, 0, 5, 'Elder', true, false, 1900, FIRMWARE_SET.production],
  [1, 0, 8, 'Elder', true, false, 1700, FIRMWARE_SET.production],
  [1, 0, 10, 'Elder', true, false, 1500, FIRMWARE_SET.production],
  [1, 1, 0, 'Fern', true, false, 1100, FIRMWARE_SET.production],
  [1, 1, 2, 'Fern', false, false, 800, FIRMWARE_SET.beta],
  [1, 1, 3, 'Fern', true, false, 600, FIRMWARE_SET.production],
  [1, 1, 4, 'Fern', true, false, 240, FIRMWARE_SET.production],
  [1, 1, 5, 'Fern', false, false, 30, FIRMWARE_SET.beta],
  [1, 2, 0, 'Gorse', false, true, 6, FIRMWARE_SET.beta],
];

/** Firmware uid of a release, e.g. firmwareUid(1, 1, 4). */
export function firmwareUid(major: number, minor: number, patch: number): number {
  const index = RELEASES.findIndex(([a, b, c]) => a === major && b === minor && c === patch);
  if (index < 0) throw new Error(`no firmware ${major}.${minor}.${patch}`);
  return index + 1;
}

const AUTHORS = ['Ciarán Walsh', 'Build server', 'Eoin Power'];

export async function seedFirmware(ctx: SeedContext): Promise<void> {
  const random = ctx.random('firmware');
  await insertRows(ctx.tx, 'firmware_sets', [
    { fwsetid: FIRMWARE_SET.production, name: 'Production' },
    { fwsetid: FIRMWARE_SET.beta, name: 'Beta testers' },
    { fwsetid: FIRMWARE_SET.legacy, name: 'Legacy 0.x hardware' },
    { fwsetid: FIRMWARE_SET.frozen, name: 'Frozen: SEAI field trial' },
    { fwsetid: FIRMWARE_SET.factory, name: 'Factory test bench' },
    { fwsetid: FIRMWARE_SET.wifiV2, name: 'Wifi module v2' },
  ]);
  await insertRows(
    ctx.tx,
    'firmwares',
    RELEASES.map(([major, minor, patch, name, stable, breakingchange, daysAgo, fwsetid], i) => {
      const version = `${major}.${minor}.${patch}`;
      const file = `hub-${version}.bin`;
      return {
        uid: i + 1,
        major,
        minor,
        patch,
        name,
        fw_name: file,
        author: random.pick(AUTHORS),
        comment: breakingchange
          ? 'Breaking change: new flash layout, needs the bootloader update.'
          : `${name} ${version}`,
        fwsetid,
        stable,
        breakingchange,
        created: ago(ctx.now, daysAgo * DAY_MS),
        uri: `https://firmware.hubs.example/releases/${file}`,
        hashtype: 'sha256',
        hash: random.hex(64),
        size: random.int(380_000, 520_000),
      };
    }),
  );
  const targets: ReadonlyArray<readonly [number, number | null]> = [
    [FIRMWARE_SET.production, firmwareUid(1, 1, 4)],
    [FIRMWARE_SET.beta, firmwareUid(1, 1, 5)],
    [FIRMWARE_SET.legacy, firmwareUid(0, 9, 18)],
    [FIRMWARE_SET.frozen, null],
    [FIRMWARE_SET.factory, firmwareUid(1, 1, 4)],
    [FIRMWARE_SET.wifiV2, firmwareUid(1, 1, 3)],
  ];
  for (const [fwsetid, target] of targets) {
    await ctx.tx.query('UPDATE firmware_sets SET target_firmware_uid = $2 WHERE fwsetid = $1', [
      fwsetid,
      target,
    ]);
  }
}

/** Routes need hubs to point at, so they are seeded after them. */
export async function seedFirmwareRoutes(ctx: SeedContext): Promise<void> {
  const random = ctx.random('firmware-routes');
  const liveHubs = ctx.hubs.filter((hub) => !hub.superseded && hub.major >= 1);
  const beta = Array.from({ length: Math.min(6, liveHubs.length) }, () => random.pick(liveHubs));
  await insertRows(ctx.tx, 'firmware_routes', [
    {
      fwsetid: FIRMWARE_SET.beta,
      comment: 'Office test bench',
      force: true,
      ip: '81.17.240.0/24',
      hubid: null,
      firmwareid: null,
    },
    {
      fwsetid: FIRMWARE_SET.factory,
      comment: 'Returns rig in the Cork warehouse',
      force: false,
      ip: '193.1.104.16/28',
      hubid: null,
      firmwareid: null,
    },
    {
      fwsetid: FIRMWARE_SET.wifiV2,
      comment: '1.0.0 units have the v2 wifi module; hold them on 1.1.3',
      force: false,
      ip: null,
      hubid: null,
      firmwareid: firmwareUid(1, 0, 0),
    },
    ...[...new Set(beta.map((hub) => hub.hubid))].map((hubid) => ({
      fwsetid: FIRMWARE_SET.beta,
      comment: 'Customer volunteered for the beta programme',
      force: false,
      ip: null,
      hubid,
      firmwareid: null,
    })),
  ]);
}

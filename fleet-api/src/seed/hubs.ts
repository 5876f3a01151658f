import { serialFromHubId } from '@hub/domain';
import type { SeedContext, SeededHub } from './context.js';
import { DAY_MS, HOUR_MS, MINUTE_MS, ago } from './context.js';
import { FIRMWARE_SET } from './firmware.js';
import { person } from './irish.js';
import type { Random, Weighted } from './random.js';
import { insertRows } from './insertRows.js';

type Release = readonly [number, number, number];

// Roughly how a real fleet spreads: most on the two latest releases, a tail on older 1.x, some 0.9.18
// and 0.7.2 units that cannot take 1.x, and a few really old 0.6 ones.
const RELEASES: Weighted<Release> = [
  [[1, 1, 5], 0.6],
  [[1, 1, 4], 44],
  [[1, 1, 3], 24],
  [[1, 1, 2], 1.2],
  [[1, 1, 0], 7],
  [[1, 0, 10], 5],
  [[1, 0, 8], 4],
  [[1, 0, 5], 3],
  [[1, 0, 0], 2.5],
  [[0, 9, 18], 4],
  [[0, 7, 2], 2.6],
  [[0, 6, 5], 1],
  [[0, 6, 3], 0.5],
];

// Hub ids started at 1001 when the fleet was first registered.
const FIRST_HUBID = 1001;
const FLEET_START = Date.UTC(2016, 2, 1);

// Each of these is given to at least one hub whatever the fleet size, so every problem reason of
// spec 2 §9, every health grade and every listed release is there to look at.
type Scenario =
  | { kind: 'problem'; reason: 'gap' | 'wake' | 'uptime' | 'battery' | 'wifi' | 'lastPoll' }
  | { kind: 'grade'; grade: string }
  | { kind: 'release'; release: Release };

const SCENARIOS: Scenario[] = [
  ...(['gap', 'wake', 'uptime', 'battery', 'wifi', 'lastPoll'] as const).map((reason): Scenario => ({
    kind: 'problem',
    reason,
  })),
  ...['A', 'B', 'C', 'D', 'E', 'F', 'G'].map((grade): Scenario => ({ kind: 'grade', grade })),
  ...RELEASES.map(([release]): Scenario => ({ kind: 'release', release })),
];

interface DraftHub extends SeededHub {
  build: number | null;
  wires: number;
  wiresChanged: Date | null;
  wakeSecs: number;
  verified: boolean;
  gapKnown: boolean;
  grade: string | null;
}

const code = (major: number, minor: number, patch: number) => major * 10_000 + minor * 100 + patch;

function publicIp(random: Random): string {
  const prefix = random.pick([
    '86.40',
    '86.43',
    '89.100',
    '89.101',
    '109.76',
    '109.78',
    '37.228',
    '79.97',
    '213.233',
  ]);
  return `${prefix}.${random.int(0, 255)}.${random.int(1, 254)}`;
}

function drawHub(random: Random, people: Random, ctx: SeedContext, index: number, hubid: number): DraftHub {
  const { now } = ctx;
  const span = now.getTime() - 20 * DAY_MS - FLEET_START;
  // The newest 2 % registered in the last three weeks: the "new hubs" list.
  const created =
    index >= ctx.hubCount * 0.98
      ? ago(now, random.int(1, 20) * DAY_MS + random.int(0, 23) * HOUR_MS)
      : new Date(FLEET_START + (span * index) / ctx.hubCount + random.int(0, 5) * DAY_MS);
  const [major, minor, patch] = random.weighted(RELEASES);
  const interval = random.weighted([
    [300, 50],
    [600, 35],
    [900, 15],
  ] as const);
  const heating = random.weighted([
    [0, 40],
    [1, 40],
    [2, 8],
    [3, 7],
    [4, 5],
  ] as const);
  const setpoint = random.int(36, 44) / 2;
  const seenBand = random.weighted([
    ['recent', 85],
    ['stale', 6],
    ['days', 4],
    ['lost', 5],
  ] as const);
  const lastSeen =
    seenBand === 'recent'
      ? ago(now, random.int(0, 110) * MINUTE_MS)
      : seenBand === 'stale'
        ? ago(now, random.int(125, 470) * MINUTE_MS)
        : seenBand === 'days'
          ? ago(now, random.int(26, 220) * HOUR_MS)
          : ago(now, random.int(12, 200) * DAY_MS);
  const avgWakeSecs = random.chance(0.03) ? random.decimal(25.5, 60, 1) : random.decimal(2, 12, 1);
  const stock = random.chance(0.05);
  const customer = stock ? null : person(people);
  const serial = serialFromHubId(hubid);
  return {
    hubid,
    serial,
    name: customer ? `${customer.firstName} ${customer.lastName}` : `Hub ${serial}`,
    machineid: random.guid(),
    major,
    minor,
    patch,
    build: random.chance(0.1) ? random.int(1, 40) : null,
    wifiVersion: major >= 1 && !random.chance(0.03) ? random.int(300, 322) : random.int(262, 299),
    created: created.getTime() > lastSeen.getTime() ? lastSeen : created,
    lastSeen,
    uptime: random.chance(0.04) ? random.int(300, 7100) : random.int(86_400, 120 * 86_400),
    voltage: random.chance(0.03) ? random.int(1600, 3590) : random.int(3700, 4180),
    gap: random.chance(0.03) ? random.int(1801, 4200) : interval + random.int(0, 60),
    gapKnown: !random.chance(0.1),
    interval,
    avgWakeSecs,
    wakeSecs: Math.max(1, Math.round((avgWakeSecs + random.decimal(-2, 3, 1)) * 10) / 10),
    rssi: random.int(-88, -42),
    setpoint,
    temperature: Math.round((setpoint + random.decimal(-2.5, 1.5, 1)) * 10) / 10,
    heating,
    holiday: heating === 4 || random.chance(0.01),
    boiler: heating >= 1 && heating <= 3 && random.chance(0.5),
    ip: publicIp(random),
    fwsetid: null,
    superseded: false,
    person: customer,
    wires: random.weighted([
      [2, 30],
      [3, 50],
      [4, 20],
    ] as const),
    wiresChanged: random.chance(0.03) ? ago(now, random.int(1, 40) * DAY_MS) : null,
    verified: created.getTime() < now.getTime() - 30 * DAY_MS || random.chance(0.5),
    grade: null,
  };
}

function applyScenario(hub: DraftHub, scenario: Scenario, now: Date): void {
  if (scenario.kind === 'release') {
    [hub.major, hub.minor, hub.patch] = scenario.release;
    return;
  }
  if (scenario.kind === 'grade') {
    hub.grade = scenario.grade;
    return;
  }
  switch (scenario.reason) {
    case 'gap':
      hub.gap = 2400;
      hub.gapKnown = true;
      break;
    case 'wake':
      hub.avgWakeSecs = 31.5;
      break;
    case 'uptime':
      hub.uptime = 3600;
      break;
    case 'battery':
      hub.voltage = 3400;
      break;
    case 'wifi':
      hub.wifiVersion = 287;
      break;
    case 'lastPoll':
      hub.lastSeen = ago(now, 60 * HOUR_MS);
      hub.uptime = Math.max(hub.uptime, (5 * DAY_MS) / 1000);
      break;
  }
}

// The reasons of spec 2 §9 that this hub trips, counted to pick a health grade that fits.
function problemCount(hub: DraftHub, now: Date): number {
  const sinceSeen = (now.getTime() - hub.lastSeen.getTime()) / 1000;
  return [
    hub.gapKnown && hub.gap > 1800,
    hub.avgWakeSecs > 25,
    hub.uptime < 7200,
    hub.voltage >= 1500 && hub.voltage <= 3600,
    code(hub.major, hub.minor, hub.patch) < code(0, 9, 18),
    hub.wifiVersion < 300,
    sinceSeen > 86_400 && sinceSeen <= 864_000 && hub.uptime >= 7200,
  ].filter(Boolean).length;
}

function gradeFor(random: Random, problems: number): string {
  if (problems === 0)
    return random.weighted([
      ['A', 50],
      ['B', 35],
      ['C', 15],
    ] as const);
  if (problems === 1)
    return random.weighted([
      ['C', 30],
      ['D', 40],
      ['E', 30],
    ] as const);
  return random.weighted([
    ['E', 30],
    ['F', 40],
    ['G', 30],
  ] as const);
}

function firmwareSetFor(random: Random, hub: DraftHub): number | null {
  if (hub.major === 0) return FIRMWARE_SET.legacy;
  if (hub.major === 1 && hub.minor === 1 && hub.patch >= 5) return FIRMWARE_SET.beta;
  return random.weighted([
    [FIRMWARE_SET.production, 93],
    [FIRMWARE_SET.beta, 2],
    [FIRMWARE_SET.frozen, 2],
    [FIRMWARE_SET.wifiV2, 1],
    [null, 2],
  ] as const);
}

// A hub replaced in the field keeps its record, renamed "<GUID>_<year>_<reason>", and the new hub
// takes over the bare GUID, which is how the console finds "Superseded by hub N".
function supersede(random: Random, hubs: DraftHub[]): void {
  const pairs = Math.max(1, Math.round(hubs.length * 0.012));
  const half = Math.floor(hubs.length / 2);
  if (half < 1) return;
  // A replacement replaces one hub only: two old hubs renamed after one GUID could collide (100,000 hubs).
  const replacements = new Set<DraftHub>();
  for (let made = 0, tries = 0; made < pairs && tries < pairs * 10; tries++) {
    const old = hubs[random.int(0, half - 1)];
    const replacement = hubs[random.int(half, hubs.length - 1)];
    if (!old || !replacement || old.person === null || old.superseded || replacement.superseded) continue;
    if (replacements.has(replacement)) continue;
    replacements.add(replacement);
    const year = replacement.created.getUTCFullYear();
    old.machineid = `${replacement.machineid}_${year}_${random.pick(['replaced', 'rma', 'swap'])}`;
    old.lastSeen = new Date(
      Math.max(old.created.getTime(), ago(replacement.created, random.int(1, 72) * HOUR_MS).getTime()),
    );
    old.superseded = true;
    replacement.person = old.person;
    replacement.name = old.name;
    made++;
  }
}

export async function seedHubs(ctx: SeedContext): Promise<void> {
  const random = ctx.random('hubs');
  const people = ctx.random('people');
  const hubs: DraftHub[] = [];
  let hubid = FIRST_HUBID;
  for (let index = 0; index < ctx.hubCount; index++) {
    hubs.push(drawHub(random, people, ctx, index, hubid));
    // Test units and returns were deleted over the years, leaving gaps in the ids.
    hubid += random.chance(0.03) ? random.int(2, 4) : 1;
  }
  SCENARIOS.forEach((scenario, k) => {
    const hub = hubs[Math.floor(((k + 0.5) * hubs.length) / SCENARIOS.length)];
    if (hub) applyScenario(hub, scenario, ctx.now);
  });
  supersede(random, hubs);
  for (const hub of hubs) {
    hub.grade ??= gradeFor(random, problemCount(hub, ctx.now));
    hub.fwsetid = firmwareSetFor(random, hub);
  }
  // A handful of units sit on the office test bench, behind the subnet routed to the beta set.
  hubs.filter((_, i) => i % 250 === 7).forEach((hub, i) => (hub.ip = `81.17.240.${10 + (i % 240)}`));

  await insertRows(
    ctx.tx,
    'hubs',
    hubs.map((hub) => ({
      hubid: hub.hubid,
      // Serials were printed from mid-2016 on; hubs registered before then have none stored.
      serial: hub.created.getTime() < Date.UTC(2016, 5, 1) ? null : hub.serial,
      name: hub.name,
      machineid: hub.machineid,
      gap: hub.gapKnown ? hub.gap : null,
      interval: hub.interval,
      major: hub.major,
      minor: hub.minor,
      patch: hub.patch,
      build: hub.build,
      wifi_version: hub.wifiVersion,
      hub_health: hub.grade,
      holiday: hub.holiday,
      heating: hub.heating,
      boiler: hub.boiler,
      wires: hub.wires,
      wires_changed: hub.wiresChanged,
      last_seen: hub.lastSeen,
      avg_wake_secs: hub.avgWakeSecs,
      wake_secs: hub.wakeSecs,
      uptime: hub.uptime,
      voltage: hub.voltage,
      rssi: hub.rssi,
      setpoint: hub.setpoint,
      temperature: hub.temperature,
      fwsetid: hub.fwsetid,
      ip: hub.ip,
      verified: hub.verified,
      created: hub.created,
    })),
  );

  const smartTech = (hub: DraftHub) => code(hub.major, hub.minor, hub.patch) >= code(0, 9, 18);
  await insertRows(
    ctx.tx,
    'hub_state',
    hubs
      .filter(() => !random.chance(0.03))
      .map((hub) => ({
        hubid: hub.hubid,
        mains: smartTech(hub) ? random.chance(0.7) : null,
        battery_level: hub.voltage,
        duty_cycle: smartTech(hub) && random.chance(0.35),
        time_shaving: smartTech(hub) && random.chance(0.25),
        peak_temp_suppression: smartTech(hub) && random.chance(0.2),
        updated: hub.lastSeen,
      })),
  );
  // Planner statistics now, not whenever autovacuum gets to it: without them a fresh large fleet's
  // hub lists are planned as if the table were tiny (bench/hub-list).
  await ctx.tx.query('ANALYZE hubs');
  ctx.hubs = hubs;
}

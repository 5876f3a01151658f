import type { SeedContext } from './context.js';
import { DAY_MS, MINUTE_MS } from './context.js';
import { BUSY_HUBS_FROM_FLEET_SIZE } from './comms.js';
import { insertRows } from './insertRows.js';
import type { Random } from './random.js';

const BY_HUB = 1;
const BY_APP = 2;
const BY_SCHEDULE = 3;
const BY_CONSOLE = 4;

interface Action {
  type: string;
  action: string;
  initiatorid: number;
  userid: number | null;
  setstate: number | null;
  setting: number | null;
}

function action(random: Random): Action {
  const setting = random.int(36, 44) / 2;
  const appUser = random.int(10_000, 99_999);
  const kind = random.weighted([
    ['setheat', 40],
    ['schedule', 25],
    ['boost', 15],
    ['holiday', 8],
    ['setpoint', 10],
    ['smart_tech', 2],
  ] as const);
  switch (kind) {
    case 'setheat': {
      const on = random.chance(0.6);
      const text = on ? `Heating on at ${setting.toFixed(1)}°C` : 'Heating off';
      return {
        type: kind,
        action: text,
        initiatorid: BY_APP,
        userid: appUser,
        setstate: on ? 1 : 0,
        setting,
      };
    }
    case 'schedule': {
      const on = random.chance(0.5);
      const text = on ? 'Schedule event started' : 'Schedule event ended';
      return {
        type: kind,
        action: text,
        initiatorid: BY_SCHEDULE,
        userid: null,
        setstate: on ? 1 : 0,
        setting,
      };
    }
    case 'boost':
      return {
        type: kind,
        action: `Boost for ${random.pick([30, 60, 120])} minutes`,
        initiatorid: BY_APP,
        userid: appUser,
        setstate: 2,
        setting,
      };
    case 'holiday':
      return {
        type: kind,
        action: `Holiday mode for ${random.int(3, 14)} days`,
        initiatorid: BY_APP,
        userid: appUser,
        setstate: 4,
        setting: null,
      };
    case 'setpoint':
      return {
        type: kind,
        action: `Setpoint changed to ${setting.toFixed(1)}°C`,
        initiatorid: random.chance(0.2) ? BY_HUB : BY_APP,
        userid: appUser,
        setstate: 1,
        setting,
      };
    case 'smart_tech':
      return {
        type: kind,
        action: 'Smart-tech flags changed',
        initiatorid: BY_CONSOLE,
        userid: 1,
        setstate: null,
        setting: null,
      };
  }
}

export async function seedHubActions(ctx: SeedContext): Promise<void> {
  const random = ctx.random('actions');
  const rows = [];
  for (const hub of ctx.hubs) {
    let at = hub.lastSeen.getTime() - random.int(2, 14) * DAY_MS;
    for (let n = random.int(2, 5); n > 0; n--) {
      at += random.int(30, 2 * 24 * 60) * MINUTE_MS;
      if (at > hub.lastSeen.getTime()) break;
      rows.push({ hubid: hub.hubid, created: new Date(at), ...action(random) });
    }
  }
  await insertRows(ctx.tx, 'hub_action_log', rows);
  // The busiest hub of a full-size fleet (see BUSY_HUB_ROWS in comms.ts) has a long action log too, in
  // pairs sharing a timestamp so paging must tell them apart by uid.
  const busy = ctx.hubs.find((hub) => !hub.superseded);
  if (busy && ctx.hubCount >= BUSY_HUBS_FROM_FLEET_SIZE) {
    await ctx.tx.query(
      `INSERT INTO hub_action_log (hubid, created, type, action, initiatorid, userid, setstate, setting)
       SELECT $1::int, $2::timestamptz - make_interval(secs => (n / 2) * 1800 + 60),
              CASE WHEN n % 2 = 0 THEN 'setheat' ELSE 'schedule' END,
              CASE WHEN n % 2 = 0 THEN 'Heating on at 21.0°C' ELSE 'Schedule event ended' END,
              CASE WHEN n % 2 = 0 THEN ${BY_APP} ELSE ${BY_SCHEDULE} END,
              CASE WHEN n % 2 = 0 THEN 40000 + n % 100 END,
              (n + 1) % 2, 21
         FROM generate_series(1, 3000) AS n`,
      [busy.hubid, busy.lastSeen.toISOString()],
    );
  }
}

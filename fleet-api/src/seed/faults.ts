import type { SeedContext } from './context.js';
import { DAY_MS } from './context.js';
import { insertRows } from './insertRows.js';
import type { Random } from './random.js';

const GLITCHES = [
  'Watchdog reset during wifi reconnect',
  'Temperature sensor read failed 3 times',
  'Relay feedback mismatch: commanded ON, sensed OFF',
  'Clock drift of 94 s corrected from server time',
  'Schedule checksum mismatch, schedule re-requested',
  'Brown-out detected at 3.28 V',
  'DNS lookup for api host timed out',
];

const RESET_CAUSES = [
  ['POWERON', 40],
  ['SW', 25],
  ['BROWNOUT', 12],
  ['TASK_WDT', 10],
  ['PANIC', 8],
  ['DEEPSLEEP', 5],
] as const;

function backtrace(random: Random): string {
  const frames = Array.from(
    { length: random.int(4, 9) },
    () => `0x400${random.hex(5)}:0x3ffb${random.hex(4)}`,
  );
  return `Guru Meditation Error: Core 0 panic'ed (LoadProhibited).\nBacktrace: ${frames.join(' ')}`;
}

// The glitch and reboot logs the hubs upload.
export async function seedFaults(ctx: SeedContext): Promise<void> {
  const random = ctx.random('faults');
  const glitches = [];
  const reboots = [];
  for (const hub of ctx.hubs) {
    const window = Math.max(DAY_MS, Math.min(90 * DAY_MS, hub.lastSeen.getTime() - hub.created.getTime()));
    const when = () => new Date(hub.lastSeen.getTime() - Math.floor(random.float() * window));
    for (
      let n = random.weighted([
        [0, 60],
        [1, 25],
        [2, 10],
        [4, 5],
      ] as const);
      n > 0;
      n--
    ) {
      const information = random.pick(GLITCHES);
      glitches.push({ hubid: hub.hubid, created: when(), payload: { information, code: random.int(1, 40) } });
    }
    const rebooted = hub.uptime < 7200 ? 1 : 0;
    for (
      let n =
        random.weighted([
          [0, 45],
          [1, 30],
          [2, 15],
          [5, 10],
        ] as const) + rebooted;
      n > 0;
      n--
    ) {
      const cause = random.weighted(RESET_CAUSES);
      const created = n === 1 && rebooted ? new Date(hub.lastSeen.getTime() - hub.uptime * 1000) : when();
      reboots.push({
        hubid: hub.hubid,
        created,
        os_version: random.pick(['esp-idf v4.4.6', 'esp-idf v4.4.7', 'esp-idf v5.1.2']),
        reset_cause: cause,
        timezone: 'Europe/Dublin',
        wifi_version: hub.wifiVersion,
        traces: cause === 'PANIC' ? backtrace(random) : null,
      });
    }
  }
  glitches.sort((a, b) => a.created.getTime() - b.created.getTime());
  reboots.sort((a, b) => a.created.getTime() - b.created.getTime());
  await insertRows(ctx.tx, 'glitch_log', glitches);
  await insertRows(ctx.tx, 'reboot_log', reboots);
}

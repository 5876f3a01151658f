import type { SeedContext } from './context.js';
import { HOUR_MS } from './context.js';
import { insertRows } from './insertRows.js';

const SNAPSHOTS_PER_HUB = 24;

// Before a recent reboot the hub had been running for days.
function uptimeAt(uptimeNow: number, hoursBefore: number, daysBeforeReboot: number): number {
  const uptime = uptimeNow - hoursBefore * 3600;
  return uptime >= 0 ? uptime : uptime + daysBeforeReboot * 86_400;
}

// Hourly health reports leading up to each hub's last poll, drifting around its current values.
export async function seedHealth(ctx: SeedContext): Promise<void> {
  const random = ctx.random('health');
  const rows = [];
  for (const hub of ctx.hubs) {
    const version = hub.major * 10_000 + hub.minor * 100 + hub.patch;
    for (let n = SNAPSHOTS_PER_HUB - 1; n >= 0; n--) {
      const heating =
        n === 0
          ? hub.heating
          : random.weighted([
              [0, 50],
              [1, 40],
              [2, 5],
              [3, 5],
            ] as const);
      const boiler = heating >= 1 && heating <= 3 && random.chance(0.5);
      const temperature = Math.round((hub.temperature + random.decimal(-1.5, 1.5, 1)) * 10) / 10;
      rows.push({
        hubid: hub.hubid,
        created: new Date(hub.lastSeen.getTime() - n * HOUR_MS - random.int(0, 120) * 1000),
        humidity: random.int(38, 72),
        raw_temp: Math.round((temperature + 1.2) * 10) / 10,
        bias: -1.2,
        temperature,
        setpoint: hub.setpoint,
        heating,
        boiler,
        holiday: hub.holiday,
        touched: random.chance(0.05),
        version,
        rssi: hub.rssi + random.int(-6, 6),
        gap: hub.gap + random.int(-15, 15),
        avg_wake_secs: Math.max(0.5, Math.round((hub.avgWakeSecs + random.decimal(-1, 1, 1)) * 10) / 10),
        uptime: uptimeAt(hub.uptime, n, random.int(5, 60)),
        voltage: hub.voltage + n * random.int(0, 2),
        current: boiler ? random.int(45, 80) : random.int(12, 25),
      });
    }
  }
  await insertRows(ctx.tx, 'health_snapshots', rows);
}

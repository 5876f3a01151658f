import type { SeedContext } from './context.js';
import { insertRows } from './insertRows.js';
import type { Random } from './random.js';

const DAY_MINUTES = 1440;

// Weekdays: a morning and an evening burst; weekends: a later, longer morning and an evening.
function day(random: Random, weekday: boolean): Array<[number, number, number]> {
  const morningStart = weekday ? random.pick([360, 375, 390, 405, 420]) : random.pick([450, 480, 510]);
  const morning: [number, number, number] = [
    morningStart,
    random.pick([60, 90, 120]),
    random.chance(0.2) ? random.pick([-10, 5, 10, 15]) : 0,
  ];
  const evening: [number, number, number] = [
    random.pick([990, 1020, 1050, 1080]),
    random.pick([120, 180, 240]),
    0,
  ];
  return weekday || random.chance(0.7) ? [morning, evening] : [morning];
}

export async function seedSchedules(ctx: SeedContext): Promise<void> {
  const random = ctx.random('schedules');
  const rows = [];
  for (const hub of ctx.hubs) {
    if (hub.person === null || hub.superseded || !random.chance(0.55)) continue;
    const weekday = day(random, true);
    const weekend = day(random, false);
    for (let d = 0; d < 7; d++) {
      // Day 0 is Sunday (start is counted in minutes from Sunday 00:00).
      const events = d === 0 || d === 6 ? weekend : weekday;
      for (const [start, length, adjust] of events) {
        rows.push({
          hubid: hub.hubid,
          start: d * DAY_MINUTES + start,
          stop: d * DAY_MINUTES + start + length,
          adjust,
        });
      }
    }
  }
  await insertRows(ctx.tx, 'schedule_events', rows);
}

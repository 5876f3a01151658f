import type { SeedContext } from './context.js';
import { DAY_MS, isoDate } from './context.js';
import { insertRows } from './insertRows.js';

// Heating spend follows the season: highest in mid-January, lowest in mid-July.
function seasonal(date: Date): number {
  const start = Date.UTC(date.getUTCFullYear(), 0, 1);
  const dayOfYear = (date.getTime() - start) / DAY_MS;
  return 0.55 + 0.45 * Math.cos((2 * Math.PI * (dayOfYear - 15)) / 365);
}

export async function seedSpend(ctx: SeedContext): Promise<void> {
  const random = ctx.random('spend');
  const settings = [];
  const daily = [];
  const annual = [];
  let withSpend = 0;
  for (const hub of ctx.hubs) {
    if (hub.person === null || hub.superseded || !random.chance(0.4)) continue;
    withSpend++;
    // One hub in ten has a full year of history; the rest started tracking spend recently.
    const days = withSpend % 10 === 0 ? 366 : random.int(20, 60);
    const centsPerUnit = random.decimal(95, 125, 1);
    const unitsPerMinute = random.decimal(0.035, 0.045, 4);
    const dailyAga = random.chance(0.08) ? random.int(150, 300) : 0;
    const winterCents = random.int(250, 650);
    let latest = 0;
    for (let d = 0; d < days; d++) {
      const day = new Date(ctx.now.getTime() - d * DAY_MS);
      const spend = Math.round(winterCents * seasonal(day) * random.decimal(0.6, 1.3, 2)) + dailyAga;
      if (d === 0) latest = spend;
      daily.push({ hubid: hub.hubid, day: isoDate(day), spend });
    }
    settings.push({
      hubid: hub.hubid,
      spendmode: random.weighted([
        [1, 70],
        [2, 25],
        [0, 5],
      ] as const),
      accuracy: random.decimal(70, 98, 1),
      offset: random.chance(0.2) ? random.int(-200, 200) : 0,
      latest,
      timestamp: hub.lastSeen,
      centsperunit: centsPerUnit,
      unitsperminute: unitsPerMinute,
      dailyaga: dailyAga,
    });
    for (const year of [ctx.now.getUTCFullYear() - 1, ctx.now.getUTCFullYear()]) {
      const spend = Math.round(winterCents * 0.55 * 365 * random.decimal(0.85, 1.15, 2)) + dailyAga * 365;
      const units = Math.round(((spend - dailyAga * 365) / centsPerUnit) * 100) / 100;
      annual.push({
        hubid: hub.hubid,
        year,
        minutes: Math.round(units / unitsPerMinute),
        units,
        spend,
        saving: Math.round(spend * random.decimal(0.05, 0.2, 2)),
        budget: random.chance(0.5) ? Math.round((spend * 1.1) / 1000) * 1000 : null,
      });
    }
  }
  await insertRows(ctx.tx, 'hub_spend', settings);
  await insertRows(ctx.tx, 'hub_spend_daily', daily);
  await insertRows(ctx.tx, 'hub_spend_annual', annual);
}

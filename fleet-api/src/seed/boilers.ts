import type { SeedContext } from './context.js';
import { DAY_MS, HOUR_MS, ago, isoDate } from './context.js';
import { insertRows } from './insertRows.js';

const MAKES: ReadonlyArray<readonly [string, readonly string[]]> = [
  ['Grant', ['Vortex Pro 26', 'Vortex Eco 21', 'Euroflame 90']],
  ['Firebird', ['Enviromax C26', 'Enviromax Combi 20']],
  ['Worcester Bosch', ['Greenstar Heatslave II', 'Greenstar 30i']],
  ['Vaillant', ['ecoTEC plus 832', 'ecoTEC pro 28']],
  ['Ideal', ['Logic Max 30', 'Vogue C32']],
  ['Baxi', ['800 Combi 2', 'Platinum 28']],
];

const OIL = 1;
const LPG = 3;

export async function seedBoilers(ctx: SeedContext): Promise<void> {
  const random = ctx.random('boilers');
  const boilers = [];
  const fills = [];
  for (const hub of ctx.hubs) {
    if (hub.person === null || !random.chance(0.55)) continue;
    const fuel = random.weighted([
      [OIL, 55],
      [2, 30],
      [LPG, 5],
      [4, 5],
      [5, 5],
    ] as const);
    const [manufacturer, models] = random.pick(MAKES);
    const tank = fuel === OIL || fuel === LPG ? random.pick([900, 1000, 1200, 1350]) : null;
    boilers.push({
      hubid: hub.hubid,
      fuel_type_id: fuel,
      energy_output: random.chance(0.5) ? 22.5 : random.decimal(15, 35, 1),
      fuel_rate: random.chance(0.6) ? 1.97 : random.decimal(1.2, 3.2, 2),
      tank_capacity: tank,
      manufacturer,
      model: random.pick(models),
      last_measured_date: tank ? isoDate(ago(ctx.now, random.int(1, 60) * DAY_MS)) : null,
      last_measured_level: tank ? random.int(100, tank) : null,
      aga_flow_rate: random.chance(0.06) ? random.decimal(2, 6, 1) : null,
    });
    if (fuel !== OIL) continue;
    let when = ago(ctx.now, random.int(600, 720) * DAY_MS);
    while (when.getTime() < ctx.now.getTime() - 20 * DAY_MS) {
      when = new Date(when.getTime() + random.int(90, 200) * DAY_MS + random.int(8, 17) * HOUR_MS);
      if (when.getTime() >= ctx.now.getTime()) break;
      const full = random.chance(0.6);
      fills.push({
        hubid: hub.hubid,
        fill_timestamp: when,
        fill_amount: full ? (tank ?? 1000) - random.int(50, 200) : random.pick([300, 500, 700]),
        tank_filled: full,
      });
    }
  }
  await insertRows(ctx.tx, 'boilers', boilers);
  await insertRows(ctx.tx, 'fuel_fills', fills);
}

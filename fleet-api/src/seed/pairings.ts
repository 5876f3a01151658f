import type { SeedContext } from './context.js';
import { MINUTE_MS } from './context.js';
import { insertRows } from './insertRows.js';

const PHONES: ReadonlyArray<readonly [string, string, string, readonly string[]]> = [
  ['Apple', 'iPhone 13', 'iOS', ['17.6.1', '18.1', '18.3.2']],
  ['Apple', 'iPhone 15 Pro', 'iOS', ['18.1', '18.3.2', '26.1']],
  ['Apple', 'iPhone SE', 'iOS', ['16.7.10', '17.6.1']],
  ['samsung', 'SM-S921B', 'Android', ['14', '15']],
  ['samsung', 'SM-A546B', 'Android', ['13', '14']],
  ['Google', 'Pixel 8', 'Android', ['14', '15', '16']],
  ['OnePlus', 'CPH2449', 'Android', ['14']],
  ['HUAWEI', 'ELS-NX9', 'Android', ['10']],
];
const APP_VERSIONS = ['3.4.2', '3.5.0', '3.5.1', '3.6.0'];

export async function seedPairings(ctx: SeedContext): Promise<void> {
  const random = ctx.random('pairings');
  const rows = [];
  for (const hub of ctx.hubs) {
    if (hub.person === null || !random.chance(0.7)) continue;
    const span = Math.max(1, hub.lastSeen.getTime() - hub.created.getTime());
    for (
      let n = random.weighted([
        [1, 60],
        [2, 30],
        [3, 10],
      ] as const);
      n > 0;
      n--
    ) {
      const [manufacturer, model, platform, versions] = random.pick(PHONES);
      // An unclaimed pairing (user 0) is one the app started but never finished.
      const claimed = random.chance(0.9);
      rows.push({
        hubid: hub.hubid,
        created: new Date(
          hub.created.getTime() + Math.floor(random.float() * span) + random.int(0, 59) * MINUTE_MS,
        ),
        ip: `${random.pick(['86.40', '89.100', '109.76', '37.228'])}.${random.int(0, 255)}.${random.int(1, 254)}`,
        pairingcode: String(random.int(100_000, 999_999)),
        userid: claimed ? random.int(10_000, 99_999) : 0,
        appversion: random.pick(APP_VERSIONS),
        manufacturer,
        model,
        platform,
        version: random.pick(versions),
        paired: claimed && random.chance(0.85),
      });
    }
  }
  await insertRows(ctx.tx, 'pairings', rows);
}

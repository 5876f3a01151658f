import type { SeedContext } from './context.js';
import { DAY_MS, MINUTE_MS } from './context.js';
import { insertRows } from './insertRows.js';
import { meterImage } from './meterImage.js';

const READINGS_PER_HUB = 6;
const MAX_IMAGES = 40;

// Weekly gas-meter photos sent from the phone app. Staff type the reading in from the image; the
// newest reading of some hubs is still waiting for that.
export async function seedMeterReadings(ctx: SeedContext): Promise<void> {
  const random = ctx.random('meters');
  const rows = [];
  let images = 0;
  for (const hub of ctx.hubs) {
    if (hub.person === null || hub.superseded || !random.chance(0.08)) continue;
    let reading = random.int(1_000, 60_000);
    // The newest reading lands within the last few days, so readings of different hubs rarely share a time.
    let at = ctx.now.getTime() - READINGS_PER_HUB * 7 * DAY_MS - random.int(1, 4 * 24 * 60) * MINUTE_MS;
    for (let n = 0; n < READINGS_PER_HUB; n++) {
      const duration = 7 * DAY_MS + random.int(-600, 600) * MINUTE_MS;
      at += duration;
      const kwhdelta = random.int(60, 420);
      reading += Math.round(kwhdelta / 11);
      const unsaved = n === READINGS_PER_HUB - 1 && random.chance(0.5);
      const withImage = images < MAX_IMAGES && (unsaved || random.chance(0.1));
      if (withImage) images++;
      const created = new Date(Math.min(at, ctx.now.getTime() - MINUTE_MS));
      rows.push({
        hubid: hub.hubid,
        created,
        reading: unsaved ? null : reading,
        saved_reading: unsaved
          ? null
          : new Date(Math.min(ctx.now.getTime(), created.getTime() + random.int(10, 600) * MINUTE_MS)),
        duration,
        kwhdelta,
        image: withImage ? `\\x${meterImage(reading).toString('hex')}` : null,
        image_mime: withImage ? 'image/png' : null,
      });
    }
  }
  await insertRows(ctx.tx, 'meter_readings', rows);
}

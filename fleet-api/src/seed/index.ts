import type { Database } from '../db/database.js';
import { lockSchema } from '../db/migrate.js';
import { SEED } from './context.js';
import type { SeedContext } from './context.js';
import { seedHubActions } from './actions.js';
import { seedBoilers } from './boilers.js';
import { seedComms } from './comms.js';
import { seedEcms } from './ecms.js';
import { seedFaults } from './faults.js';
import { seedFirmware, seedFirmwareRoutes } from './firmware.js';
import { seedHealth } from './health.js';
import { seedHubs } from './hubs.js';
import { seedInformation } from './information.js';
import { seedInstallations } from './installations.js';
import { seedIssues } from './issues.js';
import { seedLeads } from './leads.js';
import { seedLookups } from './lookups.js';
import { seedMessages } from './messages.js';
import { seedMeterReadings } from './meters.js';
import { seedPairings } from './pairings.js';
import { seedProfiles } from './profiles.js';
import { seedSchedules } from './schedules.js';
import { seedSpend } from './spend.js';
import { syncIdentitySequences } from './insertRows.js';
import { Random } from './random.js';

export interface SeedOptions {
  hubs: number;
  demoPassword: string;
  /** The moment the generated history leads up to; tests fix it to compare two seeds. */
  now?: Date;
}

// In dependency order: lookups and profiles first, hubs before everything that belongs to a hub,
// information before installation jobs, and jobs before the leads and ECMS rows made from them.
const STEPS: ReadonlyArray<(ctx: SeedContext) => Promise<void>> = [
  seedLookups,
  seedProfiles,
  seedFirmware,
  seedHubs,
  seedFirmwareRoutes,
  seedInformation,
  seedIssues,
  seedMessages,
  seedBoilers,
  seedPairings,
  seedSchedules,
  seedSpend,
  seedComms,
  seedHubActions,
  seedHealth,
  seedMeterReadings,
  seedFaults,
  seedInstallations,
  seedLeads,
  seedEcms,
];

/**
 * Fills an empty database with the demo fleet, all in one transaction, and records that it did so:
 * a database seeded once is never seeded again, so edits survive restarts.
 */
export async function seedIfEmpty(db: Database, options: SeedOptions): Promise<boolean> {
  return db.transaction(async (tx) => {
    await lockSchema(tx);
    const marker = await tx.query("SELECT 1 FROM app_meta WHERE key = 'seed'");
    if (marker.length > 0) return false;
    const now = options.now ?? new Date();
    const ctx: SeedContext = {
      tx,
      now,
      hubCount: options.hubs,
      demoPassword: options.demoPassword,
      random: (stream) => new Random(SEED, stream),
      hubs: [],
      installations: new Map(),
      jobs: [],
    };
    for (const step of STEPS) await step(ctx);
    await syncIdentitySequences(tx);
    await tx.query("INSERT INTO app_meta (key, value) VALUES ('seed', $1::jsonb)", [
      JSON.stringify({ hubs: options.hubs, seed: SEED, at: now.toISOString() }),
    ]);
    return true;
  });
}

import type { SeedContext } from './context.js';
import { DAY_MS, MINUTE_MS, ago, isoDate } from './context.js';
import { person } from './irish.js';
import type { Person } from './irish.js';
import { COMPANIES, INSTALLERS } from './lookups.js';
import { insertRows } from './insertRows.js';
import type { Random } from './random.js';

const INSTALLED = 7;
const NOT_INTERESTED = 8;
const BER_RATINGS = ['B3', 'C1', 'C2', 'C3', 'D1', 'D2', 'E1', 'E2', 'F', 'G'];
const SOURCES = [
  ['facebook', 35],
  ['website', 30],
  ['mailchimp', 15],
  ['manual', 12],
  ['other', 8],
] as const;

function fuelAndSystem(random: Random): { fuel_type: string; heating_system_id: number } {
  const fuel = random.weighted([
    ['oil', 55],
    ['gas', 35],
    ['other', 10],
  ] as const);
  if (fuel === 'oil') return { fuel_type: fuel, heating_system_id: random.chance(0.9) ? 1 : 6 };
  if (fuel === 'gas') return { fuel_type: fuel, heating_system_id: 2 };
  return { fuel_type: fuel, heating_system_id: random.int(3, 5) };
}

function lead(random: Random, who: Person, created: Date) {
  return {
    email: who.email,
    duplicate: random.chance(0.03),
    phone: who.mobile,
    full_name: `${who.firstName} ${who.lastName}`,
    ...fuelAndSystem(random),
    comment: random.chance(0.15)
      ? random.pick([
          'Called twice, no answer.',
          'Wants install after Christmas.',
          'Landlord approval needed.',
          'Referred by neighbour.',
        ])
      : null,
    source: random.weighted(SOURCES),
    address: who.address,
    eircode: who.eircode,
    city: who.city,
    have_wifi: random.chance(0.9),
    built_before_2007: random.chance(0.7),
    previous_grant: random.chance(0.15),
    use_time_clock: random.chance(0.6),
    multiple_thermostats: random.chance(0.1),
    mprn: random.chance(0.7) ? `10${random.chars('0123456789', 9)}` : null,
    gprn: random.chance(0.3) ? random.chars('0123456789', 7) : null,
    ber: random.chance(0.6) ? random.pick(BER_RATINGS) : null,
    created,
  };
}

export async function seedLeads(ctx: SeedContext): Promise<void> {
  const random = ctx.random('leads');
  const rows = [];
  // Leads that became installations carry the job and the hub's serial.
  const hubs = new Map(ctx.hubs.map((hub) => [hub.hubid, hub]));
  for (const job of ctx.jobs) {
    if (job.status !== 'JOB_COMPLETED' || job.hubid === null || !random.chance(0.7)) continue;
    const end = job.endTime ?? ctx.now;
    const created = new Date(end.getTime() - random.int(30, 120) * DAY_MS);
    const handed = new Date(created.getTime() + random.int(5, 25) * DAY_MS);
    const companyId = INSTALLERS[(job.installerId ?? 1) - 1]?.[1] ?? 1;
    rows.push({
      ...lead(random, job.person, created),
      job_id: job.jobId,
      serial_number: hubs.get(job.hubid)?.serial ?? null,
      approved: true,
      installation_batch: random.int(1, 40),
      handed_to_installer: isoDate(handed),
      lead_status_id: INSTALLED,
      dead_lead: false,
      removed: false,
      installerid: job.installerId,
      geopal_status: job.status,
      last_updated_date_time: end,
      export_to_company: COMPANIES[companyId - 1]?.[1]?.toUpperCase() ?? null,
    });
  }
  const prospects = Math.max(30, Math.round(ctx.hubs.length * 0.9));
  for (let n = 0; n < prospects; n++) {
    const status = random.weighted([
      [1, 30],
      [2, 20],
      [3, 10],
      [4, 12],
      [5, 8],
      [6, 10],
      [NOT_INTERESTED, 10],
    ] as const);
    const created = ago(ctx.now, random.int(60, 3 * 365 * 24 * 60) * MINUTE_MS);
    const approved = status === 4 || (status === 3 && random.chance(0.5));
    rows.push({
      ...lead(random, person(random), created),
      job_id: null,
      serial_number: null,
      approved,
      installation_batch: approved ? random.int(1, 40) : null,
      handed_to_installer: null,
      lead_status_id: status,
      dead_lead: status === NOT_INTERESTED,
      removed: status === NOT_INTERESTED && random.chance(0.2),
      installerid: approved && random.chance(0.5) ? random.int(1, INSTALLERS.length) : null,
      geopal_status: null,
      last_updated_date_time: null,
      export_to_company: null,
    });
  }
  rows.sort((a, b) => a.created.getTime() - b.created.getTime());
  // The oldest leads came from the original spreadsheet and keep their row number there.
  const fromSheet = Math.floor(rows.length * 0.3);
  await insertRows(
    ctx.tx,
    'leads',
    rows.map((row, i) => ({ uid: i + 1, ...row, master_sheet_index: i < fromSheet ? i + 2 : null })),
  );
}

import type { SeedContext } from './context.js';
import { DAY_MS, HOUR_MS, isoDate } from './context.js';
import { person } from './irish.js';
import { INSTALLERS } from './lookups.js';
import { insertRows } from './insertRows.js';

const PRE_APPROVED = 1;
const SUBMITTED = 3;
const PAID = 4;
// Scheme jobs registered without a GeoPal job (the "No GeoPal" view): MPRNs outside the jobs' range.
const WITHOUT_GEOPAL = 8;
// Rows removed from the register (kept for undo; the raw view shows them).
const REMOVED = 3;

/**
 * Scheme jobs (docs/domain.md "ECMS views"): most are completed installations; some were registered but
 * have no completed job yet (no end time: red); some hubs were last seen before the job ended (red);
 * some hubs are offline; a few jobs GeoPal never had; a few rows were removed by staff.
 */
export async function seedEcms(ctx: SeedContext): Promise<void> {
  const random = ctx.random('ecms');
  const hubs = new Map(ctx.hubs.map((hub) => [hub.hubid, hub]));
  const rows = [];
  // When each job was registered with the scheme (ms), by row: orders the ECMS ids.
  const registeredAt: Array<number | null> = [];
  for (const job of ctx.jobs) {
    const completed = job.status === 'JOB_COMPLETED' && job.hubid !== null;
    if (!random.chance(completed ? 0.3 : 0.1)) continue;
    const status = random.weighted([
      [PRE_APPROVED, 15],
      [2, 25],
      [SUBMITTED, 20],
      [PAID, 25],
      [5, 5],
      [6, 10],
    ] as const);
    const sent = status === SUBMITTED || status === PAID;
    const hub = job.hubid === null ? undefined : hubs.get(job.hubid);
    // A job recorded as ending after its hub last reported (a hub silent for a day or more): the hub has
    // not been online since it was installed.
    const silent = hub !== undefined && ctx.now.getTime() - hub.lastSeen.getTime() > DAY_MS;
    const endTime =
      hub && silent && job.endTime && random.chance(0.6)
        ? new Date(
            Math.min(hub.lastSeen.getTime() + random.int(2, 72) * HOUR_MS, ctx.now.getTime() - HOUR_MS),
          )
        : job.endTime;
    const companyId = INSTALLERS[(job.installerId ?? 1) - 1]?.[1] ?? null;
    registeredAt.push(job.endTime ? job.endTime.getTime() + random.int(1, 10) * DAY_MS : null);
    rows.push({
      mprn: job.mprn,
      job_id: job.jobId,
      first_name: `${job.person.firstName} ${job.person.lastName}`,
      address_line_1: random.chance(0.03) ? null : job.person.address,
      address_line_2: random.chance(0.4) ? job.person.city : null,
      contact_mobile: job.person.mobile,
      post_code: job.person.eircode,
      ecms_status_id: status,
      end_time: endTime,
      serial_no: hub?.serial ?? null,
      hubid: hub?.hubid ?? null,
      date_sent: sent && endTime ? isoDate(new Date(endTime.getTime() + random.int(10, 60) * DAY_MS)) : null,
      hub_batch: random.int(1, 30),
      ei_batch: sent ? random.int(1, 12) : null,
      comment: random.chance(0.1)
        ? random.pick(['Awaiting BER cert.', 'Customer query on grant.', 'Resubmitted with photos.'])
        : null,
      installer_company_id: companyId,
    });
  }
  for (let i = 0; i < WITHOUT_GEOPAL; i++) {
    const who = person(random);
    registeredAt.push(null);
    rows.push({
      mprn: `11${String(700_000_001 + i * 7919).padStart(9, '0')}`,
      job_id: null,
      first_name: `${who.firstName} ${who.lastName}`,
      address_line_1: i === 0 ? null : who.address,
      address_line_2: i % 2 === 0 ? null : who.city,
      contact_mobile: who.mobile,
      post_code: who.eircode,
      ecms_status_id: i % 3 === 0 ? PRE_APPROVED : 2,
      end_time: null,
      serial_no: null,
      hubid: null,
      date_sent: null,
      hub_batch: random.int(1, 30),
      ei_batch: null,
      comment: 'Registered with the scheme before the job was booked.',
      installer_company_id: (i % 3) + 1,
    });
  }
  // ECMS ids follow the order jobs were registered with the scheme: a completed job a few days after it
  // ended; one not completed at the time of a completed one picked at random, so the red rows are spread
  // through the register rather than bunched at one end.
  const known = registeredAt.filter((at): at is number => at !== null);
  const registered = rows.map((row, i) => ({
    row,
    at: registeredAt[i] ?? (known.length ? random.pick(known) : ctx.now.getTime()),
  }));
  registered.sort((a, b) => a.at - b.at);
  rows.splice(0, rows.length, ...registered.map((entry) => entry.row));
  const [staff] = await ctx.tx.query<{ id: number }>('SELECT id FROM user_profiles ORDER BY id LIMIT 1');
  const removedAt = (i: number) => new Date(ctx.now.getTime() - (i + 1) * 3 * DAY_MS);
  await insertRows(
    ctx.tx,
    'ecms',
    rows.map((row, i) =>
      // Every 40th row up to REMOVED of them: spread over the register rather than bunched at one end.
      i % 40 === 7 && i < 40 * REMOVED
        ? { ...row, removed_at: removedAt(i), removed_by: staff?.id ?? null }
        : { ...row, removed_at: null, removed_by: null },
    ),
  );
}

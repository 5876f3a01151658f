import type { SeedContext } from './context.js';
import { DAY_MS, isoDate } from './context.js';
import { INSTALLERS } from './lookups.js';
import { insertRows } from './insertRows.js';

const SUBMITTED = 3;
const PAID = 4;

// Scheme jobs: most are completed installations; some were registered but have no completed job yet.
export async function seedEcms(ctx: SeedContext): Promise<void> {
  const random = ctx.random('ecms');
  const hubs = new Map(ctx.hubs.map((hub) => [hub.hubid, hub]));
  const rows = [];
  for (const job of ctx.jobs) {
    const completed = job.status === 'JOB_COMPLETED' && job.hubid !== null;
    if (!random.chance(completed ? 0.3 : 0.1)) continue;
    const status = random.weighted([
      [1, 15],
      [2, 25],
      [SUBMITTED, 20],
      [PAID, 25],
      [5, 5],
      [6, 10],
    ] as const);
    const sent = status === SUBMITTED || status === PAID;
    const hub = job.hubid === null ? undefined : hubs.get(job.hubid);
    const companyId = INSTALLERS[(job.installerId ?? 1) - 1]?.[1] ?? null;
    rows.push({
      mprn: job.mprn,
      job_id: job.jobId,
      first_name: `${job.person.firstName} ${job.person.lastName}`,
      address_line_1: job.person.address,
      address_line_2: random.chance(0.4) ? job.person.city : null,
      contact_mobile: job.person.mobile,
      post_code: job.person.eircode,
      ecms_status_id: status,
      end_time: job.endTime,
      serial_no: hub?.serial ?? null,
      hubid: hub?.hubid ?? null,
      date_sent:
        sent && job.endTime ? isoDate(new Date(job.endTime.getTime() + random.int(10, 60) * DAY_MS)) : null,
      hub_batch: random.int(1, 30),
      ei_batch: sent ? random.int(1, 12) : null,
      comment: random.chance(0.1)
        ? random.pick(['Awaiting BER cert.', 'Customer query on grant.', 'Resubmitted with photos.'])
        : null,
      installer_company_id: companyId,
    });
  }
  await insertRows(ctx.tx, 'ecms', rows);
}

import type { Installation, SeedContext, SeededHub, SeededJob } from './context.js';
import { DAY_MS, HOUR_MS, MINUTE_MS } from './context.js';
import { person } from './irish.js';
import type { Person } from './irish.js';
import { INSTALLERS } from './lookups.js';
import type { Random } from './random.js';
import { insertRows } from './insertRows.js';

// The photos and sign-offs the field app collects, under the keys the console gives friendly names.
const PHOTO_KEYS = [
  'boiler_in_operation_photo',
  'existing_controls',
  'existing_wiring',
  'hub_and_surrounding_area',
  'backplate_fitted',
  'fitted_and_powered',
  'hub_serial_photo',
];

const OPEN_STATUSES = [
  ['JOB_ACCEPTED', 20],
  ['JOB_ASSIGNED', 30],
  ['JOB_INPROGRESS', 10],
  ['JOB_UNASSIGNED', 15],
] as const;

const FAILED_STATUSES = [
  ['JOB_CANCELLED', 30],
  ['JOB_REJECTED', 15],
  ['JOB_DELETED', 10],
  ['JOB_STATUS_MISSING', 15],
  ['JOB_INCOMPLETE', 30],
] as const;

// MPRNs must be unique (the ECMS register is keyed on them): scrambling the job number by a
// multiplier modulo a prime gives distinct, random-looking numbers.
const mprnFor = (jobNumber: number) => `10${String((jobNumber * 48_271) % 999_999_937).padStart(9, '0')}`;

function geopalData(random: Random, jobId: string, status: string, installer: string, completed: boolean) {
  const files = `https://files.geopal.example/jobs/${jobId}`;
  const data: Record<string, unknown> = {
    job_id: jobId,
    createdby: random.pick(['Sales Desk', 'Siobhán Kelly', 'Import bot']),
    assignedto: installer,
    // The field-service status sometimes runs ahead of the job's own (spec 2 §4).
    status: status !== 'JOB_COMPLETED' && random.chance(0.15) ? 'JOB_COMPLETED' : status,
    job_template: 'Hub installation v3',
  };
  if (completed) {
    for (const key of PHOTO_KEYS) data[key] = `${files}/${key}.jpg`;
    data['signature'] = `${files}/customer_signature.png`;
    data['engineer_signature'] = `${files}/engineer_signature.png`;
    data['data_agreement'] = `${files}/data_agreement.pdf`;
    data['boiler_working'] = random.chance(0.95) ? 'Yes' : 'No';
    data['boiler_serial'] = `BS${random.chars('0123456789', 8)}`;
    if (random.chance(0.2))
      data['dropbox_links'] = `https://www.dropbox.com/sh/${random.hex(15)}/AAB${random.hex(20)}`;
  }
  return data;
}

// How the serial reached us: a proper serial, a scan or typed entry with a digit dropped or doubled,
// or only the hub id. Spec 2 §5 repairs each of these.
function serialFields(random: Random, serial: number, hubid: number) {
  const form = random.weighted([
    ['serial', 80],
    ['scanned', 8],
    ['dropped', 5],
    ['doubled', 4],
    ['hubid', 3],
  ] as const);
  if (form === 'serial')
    return {
      serial_no: serial,
      scan_serial_number_of_hub: String(serial),
      entered_serial_number_of_hub: null,
    };
  if (form === 'scanned')
    return { serial_no: null, scan_serial_number_of_hub: String(serial), entered_serial_number_of_hub: null };
  if (form === 'dropped')
    return {
      serial_no: null,
      scan_serial_number_of_hub: null,
      entered_serial_number_of_hub: String(serial).slice(0, -1),
    };
  if (form === 'doubled')
    return {
      serial_no: null,
      scan_serial_number_of_hub: null,
      entered_serial_number_of_hub: `${serial}${random.int(0, 9)}`,
    };
  return { serial_no: null, scan_serial_number_of_hub: null, entered_serial_number_of_hub: String(hubid) };
}

function job(
  random: Random,
  ctx: SeedContext,
  jobNumber: number,
  who: Person,
  hub: SeededHub | undefined,
  install: Installation | null,
  status: string,
) {
  const jobId = `GP${String(400_000 + jobNumber)}`;
  const installerId = install?.installerId ?? random.int(1, INSTALLERS.length);
  const installerName = INSTALLERS[installerId - 1]?.[0] ?? 'Unassigned';
  const end = install?.installed
    ? new Date(
        `${install.installed}T${String(random.int(10, 17)).padStart(2, '0')}:${String(random.int(0, 59)).padStart(2, '0')}:00Z`,
      )
    : null;
  const createdOn = new Date((end ?? ctx.now).getTime() - random.int(5, 40) * DAY_MS);
  const assigned = new Date(createdOn.getTime() + random.int(1, 4) * DAY_MS);
  const start = end ? new Date(end.getTime() - random.int(60, 180) * MINUTE_MS) : null;
  const mprn = mprnFor(jobNumber);
  const completed = status === 'JOB_COMPLETED';
  const row = {
    uid: jobNumber,
    unique_id: 7_000_000 + jobNumber,
    job_id: jobId,
    ...(hub
      ? serialFields(random, hub.serial, hub.hubid)
      : { serial_no: null, scan_serial_number_of_hub: null, entered_serial_number_of_hub: null }),
    uploaded: new Date(
      Math.min(ctx.now.getTime(), (end ?? assigned).getTime() + random.int(1, 48) * HOUR_MS),
    ),
    created_on: createdOn,
    assigned_date_time: status === 'JOB_UNASSIGNED' ? null : assigned,
    start_time: start,
    end_time: end,
    last_updated_date_time: end ?? assigned,
    date_corrected: null,
    status,
    start_job: completed ? 'Yes' : null,
    first_name: who.firstName,
    last_name: who.lastName,
    address_line_1: who.address,
    address_line_2: random.chance(0.1) ? `Apartment ${random.int(1, 40)}` : null,
    address_line_3: null,
    city: who.city,
    // The field app has three places for a postcode and installers use whichever they like.
    post_code: random.chance(0.6) ? who.eircode : null,
    eircode: random.chance(0.5) ? `${who.eircode.slice(0, 3)} ${who.eircode.slice(3)}` : null,
    job_postal_code: random.chance(0.3) ? who.eircode.toLowerCase() : null,
    contact_phone: who.phone,
    contact_mobile: who.mobile,
    contact_email: who.email,
    notes: random.chance(0.2)
      ? random.pick([
          'Customer requests morning slot.',
          'Access via side gate.',
          'Old timeclock to be removed.',
        ])
      : null,
    mprn,
    gprn: random.chance(0.3) ? random.chars('0123456789', 7) : null,
    geopal_data: geopalData(random, jobId, status, installerName, completed),
    process_error: status === 'JOB_INCOMPLETE' ? 'Serial number missing on completion form' : null,
    assignedto: installerName,
    installerid: installerId,
  };
  const seeded: SeededJob = {
    jobId,
    hubid: hub?.hubid ?? null,
    mprn,
    endTime: end,
    person: who,
    installerId,
    status,
  };
  return { row, seeded };
}

export async function seedInstallations(ctx: SeedContext): Promise<void> {
  const random = ctx.random('installations');
  const hubs = new Map(ctx.hubs.map((hub) => [hub.hubid, hub]));
  const rows = [];
  const jobs: SeededJob[] = [];
  let jobNumber = 0;
  for (const install of ctx.installations.values()) {
    // Hubs installed before the field-service app was adopted have no job.
    if (!random.chance(0.8)) continue;
    const status = install.installed ? 'JOB_COMPLETED' : random.weighted(OPEN_STATUSES);
    const hub = install.installed ? hubs.get(install.hubid) : undefined;
    const { row, seeded } = job(
      random,
      ctx,
      ++jobNumber,
      install.person,
      hub,
      install.installed ? install : null,
      status,
    );
    rows.push(row);
    jobs.push(seeded);
  }
  // Jobs that never led to an installed hub: at least 8 % of the fleet, and enough that the reports
  // grid holds one job per seeded hub (100,000 rows at SEED_HUBS=100000, the scale it is built for).
  const failures = Math.max(5, Math.round(ctx.hubs.length * 0.08), ctx.hubs.length - rows.length);
  for (let n = 0; n < failures; n++) {
    const status = random.weighted(FAILED_STATUSES);
    const { row, seeded } = job(random, ctx, ++jobNumber, person(random), undefined, null, status);
    rows.push(row);
    jobs.push(seeded);
  }
  await insertRows(ctx.tx, 'installations', rows);
  ctx.jobs = jobs;
}

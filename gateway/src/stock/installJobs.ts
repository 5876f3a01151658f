// Query.installJobsByStatus: jobs grouped by effective status (domain/ decides the status, its colour
// band, the serial repair and the postcode shown), groups in the order of the status enum.
import {
  JOB_STATUSES,
  NO_SERIAL,
  effectiveJobStatus,
  installationJobSerial,
  isJobStatus,
  jobPostcodeDisplay,
  jobStatusBand,
} from '@hub/domain';
import type { GatewayContext } from '../context.js';
import type { InstallJobRow } from './rest.js';
import { fetchInstallJobs } from './rest.js';

function toJob(row: InstallJobRow) {
  const statusText = effectiveJobStatus(row.status, row.geopal_status);
  const serial = installationJobSerial(row);
  return {
    jobId: row.job_id,
    status: isJobStatus(statusText) ? statusText : ('JOB_STATUS_MISSING' as const),
    statusText,
    statusBand: jobStatusBand(statusText),
    firstName: row.first_name,
    lastName: row.last_name,
    uploaded: row.uploaded,
    assignedAt: row.assigned_date_time,
    endTime: row.end_time,
    serial: serial === NO_SERIAL ? null : serial,
    postcode: jobPostcodeDisplay(row),
    eircode: row.eircode,
  };
}

export async function installJobsByStatus(ctx: GatewayContext, uploadedFrom: string | null) {
  const jobs = (await fetchInstallJobs(ctx.upstream, uploadedFrom)).map(toJob);
  const groups = new Map<string, ReturnType<typeof toJob>[]>();
  for (const job of jobs) {
    const list = groups.get(job.statusText) ?? [];
    list.push(job);
    groups.set(job.statusText, list);
  }
  const rank = (status: string) => {
    const i = (JOB_STATUSES as readonly string[]).indexOf(status);
    return i === -1 ? JOB_STATUSES.length : i;
  };
  return [...groups.entries()]
    .sort(([a], [b]) => rank(a) - rank(b) || a.localeCompare(b))
    .map(([statusText, list]) => ({
      status: list[0]!.status,
      statusText,
      count: list.length,
      jobs: list,
    }));
}

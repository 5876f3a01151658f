// The Installation tab (spec 1 §2): the job's fields, its https links under the spec's friendly names,
// and the raw field-job data.
import { fieldJobLinks } from '@hub/domain';
import type { HubInstallation } from '../__generated__/resolvers-types.js';
import { keyLoader } from '../common/keyLoader.js';
import { requireSession } from '../context.js';
import type { GatewayContext } from '../context.js';
import type { Resolvers } from '../graphql/resolverTypes.js';
import type { UpstreamClient } from '../upstream/client.js';

export interface InstallationRecord {
  uid: number;
  serial_no: number | null;
  uploaded: string | null;
  job_id: string;
  status: string;
  mprn: string | null;
  gprn: string | null;
  created_on: string | null;
  assigned_date_time: string | null;
  start_time: string | null;
  end_time: string | null;
  last_updated_date_time: string | null;
  start_job: string | null;
  date_corrected: string | null;
  geopal_data: Record<string, unknown>;
}

const fetchInstallation = (upstream: UpstreamClient, id: number): Promise<InstallationRecord | null> =>
  upstream.get(`/api/private/hub/${encodeURIComponent(String(id))}/installation`);

const installationLoaders = (ctx: GatewayContext) => ({
  installation: keyLoader((id: number) => fetchInstallation(ctx.upstream, id)),
});

// What Date.toISOString() writes, and what fleet-api sends for its date-times (they are Dates in JSON).
const CANONICAL = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

/**
 * An upstream date-time as ISO-8601 UTC; null stays null. One already in that form is kept as it is, not
 * parsed and written again: the reports grid has five per row, 2,500 on a 500-row page.
 */
export const iso = (value: string | null) =>
  value === null ? null : CANONICAL.test(value) ? value : new Date(value).toISOString();
const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value : null);

export function toInstallation(r: InstallationRecord): HubInstallation {
  const data = r.geopal_data ?? {};
  return {
    id: r.uid,
    jobId: r.job_id,
    serialNo: r.serial_no,
    uploaded: iso(r.uploaded),
    status: r.status,
    mprn: r.mprn,
    gprn: r.gprn,
    createdOn: iso(r.created_on),
    assignedAt: iso(r.assigned_date_time),
    startTime: iso(r.start_time),
    endTime: iso(r.end_time),
    lastUpdated: iso(r.last_updated_date_time),
    startJob: r.start_job,
    dateCorrected: r.date_corrected,
    createdBy: text(data['createdby']),
    installedBy: text(data['assignedto']),
    links: fieldJobLinks(data),
    fieldJobData: data,
  };
}

async function installationOf(ctx: GatewayContext, hubId: number) {
  requireSession(ctx);
  const record = await ctx.loaders(installationLoaders).installation.load(hubId);
  return record && toInstallation(record);
}

export const resolvers: Resolvers = {
  Query: {
    hubInstallation: (_, { hubId }, ctx) => installationOf(ctx, hubId),
  },
  Hub: { installation: (hub, _, ctx) => installationOf(ctx, hub.id) },
};

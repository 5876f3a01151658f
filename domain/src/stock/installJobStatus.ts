// Installation job statuses (spec 2 §4): the provider's codes, the effective status shown on the
// status view, and the colour band of a row. The colours themselves stay in the web.

export const JOB_STATUSES = [
  'JOB_ACCEPTED',
  'JOB_ASSIGNED',
  'JOB_INPROGRESS',
  'JOB_COMPLETED',
  'JOB_CANCELLED',
  'JOB_DELETED',
  'JOB_REJECTED',
  'JOB_UNASSIGNED',
  'JOB_STATUS_MISSING',
  'JOB_INCOMPLETE',
] as const;

export type JobStatus = (typeof JOB_STATUSES)[number];

export function isJobStatus(value: string | null | undefined): value is JobStatus {
  return (JOB_STATUSES as readonly string[]).includes(value ?? '');
}

/**
 * The job's own status, unless it is not JOB_COMPLETED and the field-service provider has a status
 * of its own: then the provider's status replaces it (the provider knows the visit's latest state,
 * while a completed job is final whatever the provider still says).
 */
export function effectiveJobStatus(own: string, provider: unknown): string {
  if (own !== 'JOB_COMPLETED' && typeof provider === 'string' && provider.trim() !== '') {
    return provider.trim();
  }
  return own;
}

export type JobStatusBand = 'DONE_OR_GOING' | 'STOPPED' | 'UNASSIGNED' | 'MISSING' | 'OTHER';

/** Spec 2 §4 row colours: greens, dark red, beige, red, transparent. */
export function jobStatusBand(status: string): JobStatusBand {
  switch (status) {
    case 'JOB_ACCEPTED':
    case 'JOB_ASSIGNED':
    case 'JOB_INPROGRESS':
    case 'JOB_COMPLETED':
      return 'DONE_OR_GOING';
    case 'JOB_CANCELLED':
    case 'JOB_DELETED':
    case 'JOB_REJECTED':
      return 'STOPPED';
    case 'JOB_UNASSIGNED':
      return 'UNASSIGNED';
    case 'JOB_STATUS_MISSING':
    case 'JOB_INCOMPLETE':
      return 'MISSING';
    default:
      return 'OTHER';
  }
}

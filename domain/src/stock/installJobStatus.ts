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
 * A status as typed or uploaded, read as the install upload reads it: case and the separators space and
 * hyphen ignored ("job completed", "Job-Completed" → JOB_COMPLETED); null when it is none of the ten.
 */
export function jobStatusFromText(text: string | null | undefined): JobStatus | null {
  const code = (text ?? '')
    .trim()
    .toUpperCase()
    .replace(/[\s-]+/g, '_');
  return isJobStatus(code) ? code : null;
}

/**
 * The times of a job that have happened by the time it is uploaded or edited: a job created, started or
 * ended later than now is a typing slip (2031 for 2021), not a fact. The assigned time is an appointment
 * and may lie ahead. JOB_CLOCK_GRACE_MS covers the clocks of an installer's laptop and of the server
 * disagreeing. The install upload and the installation reports grid's edit keep the same rule.
 */
export const JOB_PAST_FIELDS = ['created_on', 'start_time', 'end_time'] as const;
export const JOB_CLOCK_GRACE_MS = 60 * 60 * 1000;

/** True when the instant (ISO-8601) is later than now and its grace: in the future for a past-only time. */
export function isJobTimeInFuture(instant: string, now: Date = new Date()): boolean {
  const time = Date.parse(instant);
  return !Number.isNaN(time) && time > now.getTime() + JOB_CLOCK_GRACE_MS;
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

// Installation jobs for the status view (spec 2 §2 Installations, §7 GET installations with `from`).
// `from` keeps the jobs uploaded at or after that time; without it every job is answered, newest
// upload first, up to MAX_JOBS (the screen groups them by status).
import type { Queryable } from '../db/database.js';
import { dateTime, nullable } from '../http/envelope.js';

export const MAX_JOBS = 20_000;

export function installationJobs(db: Queryable, from: string | undefined) {
  const params: unknown[] = [];
  const where = from === undefined ? '' : `WHERE uploaded >= $${params.push(from)}::timestamptz`;
  params.push(MAX_JOBS);
  return db.query(
    `SELECT uid, job_id, status, first_name, last_name, uploaded, assigned_date_time, end_time,
            serial_no::float8 AS serial_no, scan_serial_number_of_hub, entered_serial_number_of_hub,
            post_code, eircode, job_postal_code, geopal_data->>'status' AS geopal_status
       FROM installations ${where}
      ORDER BY uploaded DESC, uid DESC LIMIT $${params.length}`,
    params,
  );
}

const str = nullable('string');

export const installationJobSchema = {
  type: 'object',
  required: ['uid', 'job_id', 'status'],
  properties: {
    uid: { type: 'integer' },
    job_id: { type: 'string' },
    status: { type: 'string' },
    first_name: str,
    last_name: str,
    uploaded: dateTime,
    assigned_date_time: dateTime,
    end_time: dateTime,
    serial_no: nullable('number'),
    scan_serial_number_of_hub: str,
    entered_serial_number_of_hub: str,
    post_code: str,
    eircode: str,
    job_postal_code: str,
    // The field-service provider's own status (geopal_data.status), which wins unless the job is completed.
    geopal_status: str,
  },
} as const;

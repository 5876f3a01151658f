// Saves the upload's jobs in one transaction. The job id is the key: a job uploaded again (the same
// file twice, or an updated sheet) updates its row instead of adding a second one; a cell left empty
// in the new sheet keeps what was stored.
import type { Database } from '../../db/database.js';
import { UPLOAD_FIELDS } from './columns.js';
import type { UploadJob } from './jobs.js';

const COLUMNS = [...UPLOAD_FIELDS, 'company_code'] as const;
const UPDATES = COLUMNS.filter((c) => c !== 'job_id')
  .map((c) => `${c} = COALESCE(excluded.${c}, installations.${c})`)
  .join(', ');
const INSERT = `
  INSERT INTO installations (${COLUMNS.join(', ')}, uploaded)
  VALUES (${COLUMNS.map((_, i) => `$${i + 1}`).join(', ')}, now())
  ON CONFLICT (job_id) DO UPDATE SET ${UPDATES}, uploaded = now()
  RETURNING uid, (xmax = 0) AS inserted`;

export async function saveJobs(db: Database, jobs: UploadJob[], company: string) {
  return db.transaction(async (tx) => {
    let created = 0;
    for (const job of jobs) {
      const params = COLUMNS.map((c) => (c === 'company_code' ? company : (job.values[c] ?? null)));
      const [row] = await tx.query<{ inserted: boolean }>(INSERT, params);
      if (row?.inserted) created++;
    }
    return { created, updated: jobs.length - created };
  });
}

// The answer of PUT installs/upload as the upload screen reads it (docs/rest-api.md).
export interface UploadedJob {
  row: number;
  job_id: string;
  status: string;
  post_code: string | null;
  first_name: string | null;
  last_name: string | null;
  serial_no: number | null;
  hubid: number | null;
  assigned_date_time: string | null;
  end_time: string | null;
}

export interface UploadFailure {
  row: number;
  cause: string;
  job: {
    job_id: string | null;
    post_code: string | null;
    first_name: string | null;
    last_name: string | null;
    status: string | null;
  };
}

export interface UploadResult {
  preview: boolean;
  filename: string | null;
  company: string;
  ignored_columns: string[];
  created: number;
  updated: number;
  failures: UploadFailure[];
  saved: UploadedJob[];
}

/** Statistics block: how many saved jobs have each status, most common first. */
export function countsByStatus(jobs: readonly UploadedJob[]): [string, number][] {
  const counts = new Map<string, number>();
  for (const job of jobs) counts.set(job.status, (counts.get(job.status) ?? 0) + 1);
  return [...counts.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
}

export const fullName = (first: string | null, last: string | null) =>
  [first, last].filter(Boolean).join(' ');

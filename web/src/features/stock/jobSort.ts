// Sorting the installation jobs of one status section (spec 2 §2 Installations): ID numerically (the
// number inside the job id, so GP9 comes before GP10), Status and Name as text, uploaded by time.
export type JobSortKey = 'id' | 'status' | 'name' | 'uploaded';
export interface JobSort {
  key: JobSortKey;
  ascending: boolean;
}

export interface SortableJob {
  jobId: string;
  statusText: string;
  firstName?: string | null;
  lastName?: string | null;
  uploaded?: string | null;
}

const jobNumber = (jobId: string) => Number(jobId.replace(/\D/g, '') || '0');

function compare(a: SortableJob, b: SortableJob, key: JobSortKey): number {
  switch (key) {
    case 'id':
      return jobNumber(a.jobId) - jobNumber(b.jobId) || a.jobId.localeCompare(b.jobId);
    case 'status':
      return a.statusText.localeCompare(b.statusText);
    case 'name':
      return `${a.firstName ?? ''} ${a.lastName ?? ''}`.localeCompare(
        `${b.firstName ?? ''} ${b.lastName ?? ''}`,
      );
    case 'uploaded':
      return Date.parse(a.uploaded ?? '') - Date.parse(b.uploaded ?? '') || 0;
  }
}

export function sortJobs<J extends SortableJob>(jobs: readonly J[], sort: JobSort | null): J[] {
  if (sort === null) return [...jobs];
  const sign = sort.ascending ? 1 : -1;
  return [...jobs].sort((a, b) => sign * compare(a, b, sort.key));
}

/** A click on a header: a new column sorts ascending, the same column again flips the direction. */
export function nextSort(current: JobSort | null, key: JobSortKey): JobSort {
  return current?.key === key ? { key, ascending: !current.ascending } : { key, ascending: true };
}

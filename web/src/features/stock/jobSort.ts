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
      return uploadedTime(a) - uploadedTime(b);
  }
}

const uploadedTime = (job: SortableJob) => Date.parse(job.uploaded ?? '');

export function sortJobs<J extends SortableJob>(jobs: readonly J[], sort: JobSort | null): J[] {
  if (sort === null) return [...jobs];
  const sign = sort.ascending ? 1 : -1;
  return [...jobs].sort((a, b) => {
    // A job with no upload time goes last either way: NaN compared as "equal" to every job left the
    // order of the dated ones around it to chance.
    if (sort.key === 'uploaded') {
      const missing = Number(Number.isNaN(uploadedTime(a))) - Number(Number.isNaN(uploadedTime(b)));
      if (missing !== 0) return missing;
      if (Number.isNaN(uploadedTime(a))) return 0;
    }
    return sign * compare(a, b, sort.key);
  });
}

/** A click on a header: a new column sorts ascending, the same column again flips the direction. */
export function nextSort(current: JobSort | null, key: JobSortKey): JobSort {
  return current?.key === key ? { key, ascending: !current.ascending } : { key, ascending: true };
}

const SORT_KEYS: readonly JobSortKey[] = ['id', 'status', 'name', 'uploaded'];

/** The sort the address holds (?sort=id&dir=desc), so a reload, a shared link or Back keeps it; null if none. */
export function jobSortFromSearch(search: URLSearchParams): JobSort | null {
  const key = search.get('sort');
  if (!SORT_KEYS.includes(key as JobSortKey)) return null;
  return { key: key as JobSortKey, ascending: search.get('dir') !== 'desc' };
}

/** Writes a sort into the address as jobSortFromSearch reads it (ascending is the default, left out). */
export function writeJobSort(search: URLSearchParams, sort: JobSort): void {
  search.set('sort', sort.key);
  if (sort.ascending) search.delete('dir');
  else search.set('dir', 'desc');
}

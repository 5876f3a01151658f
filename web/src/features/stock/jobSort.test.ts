import { describe, expect, it } from 'vitest';
import { jobSortFromSearch, nextSort, sortJobs, writeJobSort } from './jobSort';

const job = (jobId: string, uploaded = '2026-01-01T00:00:00Z') => ({
  jobId,
  statusText: 'JOB_ASSIGNED',
  uploaded,
});

describe('sortJobs', () => {
  it('sorts ids numerically and toggles on a repeated click', () => {
    const jobs = [job('GP10'), job('GP9'), job('GP100')];
    const asc = nextSort(null, 'id');
    expect(sortJobs(jobs, asc).map((j) => j.jobId)).toEqual(['GP9', 'GP10', 'GP100']);
    const desc = nextSort(asc, 'id');
    expect(desc.ascending).toBe(false);
    expect(sortJobs(jobs, desc).map((j) => j.jobId)).toEqual(['GP100', 'GP10', 'GP9']);
    expect(nextSort(desc, 'name')).toEqual({ key: 'name', ascending: true });
  });
});

describe('sortJobs by uploaded', () => {
  it('puts jobs with no upload time last in both directions, the dated ones in order', () => {
    const jobs = [
      job('GP1', '2026-03-01T00:00:00Z'),
      { jobId: 'GP2', statusText: 'JOB_ASSIGNED', uploaded: null },
      job('GP3', '2026-01-01T00:00:00Z'),
      { jobId: 'GP4', statusText: 'JOB_ASSIGNED', uploaded: null },
      job('GP5', '2026-02-01T00:00:00Z'),
    ];
    const ids = (ascending: boolean) => sortJobs(jobs, { key: 'uploaded', ascending }).map((j) => j.jobId);
    expect(ids(true)).toEqual(['GP3', 'GP5', 'GP1', 'GP2', 'GP4']);
    expect(ids(false)).toEqual(['GP1', 'GP5', 'GP3', 'GP2', 'GP4']);
  });
});

describe('the sort in the address', () => {
  it('reads back what it wrote, and ignores a sort it does not know', () => {
    const search = new URLSearchParams('open=JOB_COMPLETED');
    writeJobSort(search, { key: 'uploaded', ascending: false });
    expect(search.toString()).toBe('open=JOB_COMPLETED&sort=uploaded&dir=desc');
    expect(jobSortFromSearch(search)).toEqual({ key: 'uploaded', ascending: false });
    writeJobSort(search, { key: 'id', ascending: true });
    expect(search.toString()).toBe('open=JOB_COMPLETED&sort=id');
    expect(jobSortFromSearch(search)).toEqual({ key: 'id', ascending: true });
    expect(jobSortFromSearch(new URLSearchParams('sort=bogus&dir=desc'))).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { nextSort, sortJobs } from './jobSort';

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

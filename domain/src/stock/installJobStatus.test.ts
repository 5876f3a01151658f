import { describe, expect, it } from 'vitest';
import { effectiveJobStatus, jobStatusBand } from './installJobStatus.js';

describe('effectiveJobStatus', () => {
  it('lets the provider status replace any status but JOB_COMPLETED', () => {
    expect(effectiveJobStatus('JOB_ASSIGNED', 'JOB_INPROGRESS')).toBe('JOB_INPROGRESS');
    expect(effectiveJobStatus('JOB_COMPLETED', 'JOB_INPROGRESS')).toBe('JOB_COMPLETED');
  });
  it('keeps the own status when the provider has none', () => {
    expect(effectiveJobStatus('JOB_ASSIGNED', null)).toBe('JOB_ASSIGNED');
    expect(effectiveJobStatus('JOB_ASSIGNED', ' ')).toBe('JOB_ASSIGNED');
  });
});

describe('jobStatusBand', () => {
  it('bands the statuses as spec 2 §4 colours them', () => {
    expect(jobStatusBand('JOB_INPROGRESS')).toBe('DONE_OR_GOING');
    expect(jobStatusBand('JOB_REJECTED')).toBe('STOPPED');
    expect(jobStatusBand('JOB_UNASSIGNED')).toBe('UNASSIGNED');
    expect(jobStatusBand('JOB_INCOMPLETE')).toBe('MISSING');
    expect(jobStatusBand('SOMETHING_ELSE')).toBe('OTHER');
  });
});

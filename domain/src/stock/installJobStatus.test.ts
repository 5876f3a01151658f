import { describe, expect, it } from 'vitest';
import {
  effectiveJobStatus,
  isJobTimeInFuture,
  jobStatusBand,
  jobStatusFromText,
} from './installJobStatus.js';

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

describe('jobStatusFromText', () => {
  it('reads the ten statuses of spec 2 §4 ignoring case, spaces and hyphens, and nothing else', () => {
    expect(jobStatusFromText('JOB_COMPLETED')).toBe('JOB_COMPLETED');
    expect(jobStatusFromText(' job completed ')).toBe('JOB_COMPLETED');
    expect(jobStatusFromText('Job-Status-Missing')).toBe('JOB_STATUS_MISSING');
    expect(jobStatusFromText('BOGUS')).toBeNull();
    expect(jobStatusFromText('')).toBeNull();
    expect(jobStatusFromText(null)).toBeNull();
  });
});

describe('isJobTimeInFuture', () => {
  it('is true only past now and an hour’s grace', () => {
    const now = new Date('2026-03-01T10:00:00Z');
    expect(isJobTimeInFuture('2026-03-01T11:00:00.000Z', now)).toBe(false);
    expect(isJobTimeInFuture('2026-03-01T11:00:01.000Z', now)).toBe(true);
    expect(isJobTimeInFuture('2099-01-01T10:00:00.000Z', now)).toBe(true);
  });
});

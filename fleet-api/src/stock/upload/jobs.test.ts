import { describe, expect, it } from 'vitest';
import { jobsFromRows } from './jobs.js';

const one = (end_time: string) => jobsFromRows([{ row: 2, cells: { job_id: 'J1', end_time } }]);

describe('jobsFromRows dates', () => {
  it('reads Irish day-first dates with the year in full', () => {
    expect(one('12/03/2024').jobs[0]?.values.end_time).toBe('2024-03-12T00:00:00.000Z');
    expect(one('12/03/2024 10:30').jobs[0]?.values.end_time).toBe('2024-03-12T10:30:00.000Z');
  });

  it('takes times without a zone as Irish clock time, summer time included, in csv text and xlsx cells', () => {
    // 09:00 on 1 July in Dublin is 08:00 UTC (Irish Standard Time); in December the clocks agree.
    expect(one('01/07/2026 09:00').jobs[0]?.values.end_time).toBe('2026-07-01T08:00:00.000Z');
    expect(one('2026-07-01 09:00').jobs[0]?.values.end_time).toBe('2026-07-01T08:00:00.000Z');
    expect(one('2026-07-01T09:00:00').jobs[0]?.values.end_time).toBe('2026-07-01T08:00:00.000Z');
    expect(one('01/12/2026 09:00').jobs[0]?.values.end_time).toBe('2026-12-01T09:00:00.000Z');
    // The day after the clocks go forward (29 March 2026) and just before they go back (25 October).
    expect(one('30/03/2026').jobs[0]?.values.end_time).toBe('2026-03-29T23:00:00.000Z');
    expect(one('25/10/2026 00:30').jobs[0]?.values.end_time).toBe('2026-10-24T23:30:00.000Z');
    // exceljs hands a date cell over as the clock time in UTC fields.
    const xlsx = jobsFromRows([
      { row: 2, cells: { job_id: 'J1', end_time: new Date(Date.UTC(2026, 6, 1, 9)) } },
    ]);
    expect(xlsx.jobs[0]?.values.end_time).toBe('2026-07-01T08:00:00.000Z');
  });

  it('keeps an ISO time that names its zone', () => {
    expect(one('2026-07-01T09:00:00Z').jobs[0]?.values.end_time).toBe('2026-07-01T09:00:00.000Z');
    expect(one('2026-07-01T09:00:00+02:00').jobs[0]?.values.end_time).toBe('2026-07-01T07:00:00.000Z');
  });

  it.each(['12/03/24', '12/03/24 10:30', '12/03/202', '12/03/20245'])(
    'fails the row for %s instead of saving a date in another century',
    (text) => {
      const { jobs, failures } = one(text);
      expect(jobs).toEqual([]);
      expect(failures).toEqual([
        expect.objectContaining({ row: 2, cause: `end_time is not a date: "${text}"` }),
      ]);
    },
  );
});

import { describe, expect, it } from 'vitest';
import { jobsFromRows } from './jobs.js';

// Uploaded long after the dates below, which are otherwise refused as in the future.
const later = new Date('2030-01-01T00:00:00Z');
const one = (end_time: string) => jobsFromRows([{ row: 2, cells: { job_id: 'J1', end_time } }], later);

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

describe('jobsFromRows dates that cannot be true', () => {
  // Uploaded at 10:00 UTC on 24 November 2026 (10:00 in Dublin).
  const now = new Date('2026-11-24T10:00:00Z');
  const row = (cells: Record<string, string | Date>) =>
    jobsFromRows([{ row: 3, cells: { job_id: 'J1', ...cells } }], now);

  it.each([
    ['end_time', '01/01/2031 10:00', 'end_time is in the future: 1 Jan 2031, 10:00'],
    ['start_time', '2026-11-24 11:30', 'start_time is in the future: 24 Nov 2026, 11:30'],
    ['created_on', '25/11/2026', 'created_on is in the future: 25 Nov 2026, 00:00'],
  ])('fails the row whose %s is later than the upload', (field, text, cause) => {
    const { jobs, failures } = row({ [field]: text });
    expect(jobs).toEqual([]);
    expect(failures).toEqual([expect.objectContaining({ row: 3, cause })]);
  });

  it('fails a date before 2014 (spec 2 §9), quoting it as typed, in csv text and xlsx cells', () => {
    expect(row({ assigned_date_time: '01/01/1900 09:00' }).failures).toEqual([
      expect.objectContaining({ cause: 'assigned_date_time is before 1 Jan 2014: "01/01/1900 09:00"' }),
    ]);
    const cell = new Date(Date.UTC(2013, 11, 31, 23, 30));
    expect(row({ end_time: cell }).failures).toEqual([
      expect.objectContaining({ cause: 'end_time is before 1 Jan 2014: "2013-12-31 23:30"' }),
    ]);
    expect(row({ end_time: '01/01/2014 00:00' }).failures).toEqual([]);
  });

  it('allows an hour for clocks that disagree, and an appointment (assigned) ahead', () => {
    expect(row({ end_time: '2026-11-24 10:45' }).failures).toEqual([]);
    expect(row({ assigned_date_time: '01/02/2027 09:00' }).failures).toEqual([]);
  });

  it('fails a job that ends before it starts, in the sheet’s own words', () => {
    const { failures } = row({ start_time: '03/10/2026 14:30', end_time: '03/10/2026 09:00' });
    expect(failures).toEqual([
      expect.objectContaining({ cause: 'end_time 3 Oct 2026, 09:00 is before start_time 3 Oct 2026, 14:30' }),
    ]);
  });
});

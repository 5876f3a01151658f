import { describe, expect, it } from 'vitest';
import {
  INSTALLATION_REPORT_COLUMNS,
  REPORT_STATUS_MESSAGE,
  installationReportColumn,
  reportEditValue,
  reportSearchValue,
  reportValueChecked,
} from './reportColumns.js';

const col = (name: string) => installationReportColumn(name)!;

describe('installation report columns (spec 2 §3, §5)', () => {
  it('has the row template’s 34 columns, uid first', () => {
    expect(INSTALLATION_REPORT_COLUMNS).toHaveLength(34);
    expect(INSTALLATION_REPORT_COLUMNS[0]?.name).toBe('uid');
    expect(col('serial_no').type).toBe('number');
    expect(col('unique_id').type).toBe('number');
    expect(col('date_corrected').type).toBe('date');
  });

  it('converts searches: numbers, days (ISO or Irish order), text as typed', () => {
    expect(reportSearchValue(col('serial_no'), ' 1234567 ')).toEqual({ ok: true, value: 1234567 });
    expect(reportSearchValue(col('uid'), '12a')).toEqual({
      ok: false,
      message: 'uid must be a whole number',
    });
    expect(reportSearchValue(col('uploaded'), '20/02/2027')).toEqual({ ok: true, value: '2027-02-20' });
    expect(reportSearchValue(col('date_corrected'), '2027-2-3')).toEqual({ ok: true, value: '2027-02-03' });
    expect(reportSearchValue(col('end_time'), '31/02/2027').ok).toBe(false);
    expect(reportSearchValue(col('city'), ' Cork ')).toEqual({ ok: true, value: 'Cork' });
    expect(reportSearchValue(col('city'), '  ')).toEqual({ ok: true, value: null });
  });

  it('converts edits and refuses columns that are not editable', () => {
    expect(reportEditValue(col('unique_id'), '7000001')).toEqual({ ok: true, value: 7000001 });
    expect(reportEditValue(col('serial_no'), '99999999999').ok).toBe(false);
    expect(reportEditValue(col('date_corrected'), '20/02/2027')).toEqual({ ok: true, value: '2027-02-20' });
    expect(reportEditValue(col('start_time'), '2025-02-20T12:36:00Z')).toEqual({
      ok: true,
      value: '2025-02-20T12:36:00.000Z',
    });
    expect(reportEditValue(col('notes'), '')).toEqual({ ok: true, value: null });
    expect(reportEditValue(col('job_id'), 'GP1')).toEqual({ ok: false, message: 'job_id cannot be edited' });
  });

  it('refuses a date or time before 2014-01-01 (spec 2 §9), naming the column', () => {
    expect(reportEditValue(col('date_corrected'), '1900-01-01')).toEqual({
      ok: false,
      message: 'date_corrected must not be before 1 Jan 2014',
    });
    expect(reportEditValue(col('date_corrected'), '31/12/2013').ok).toBe(false);
    expect(reportEditValue(col('date_corrected'), '01/01/2014')).toEqual({ ok: true, value: '2014-01-01' });
    for (const name of [
      'created_on',
      'assigned_date_time',
      'start_time',
      'end_time',
      'last_updated_date_time',
    ])
      expect(reportEditValue(col(name), '1900-01-01T10:00:00Z')).toEqual({
        ok: false,
        message: `${name} must not be before 1 Jan 2014`,
      });
    expect(reportEditValue(col('date_corrected'), '')).toEqual({ ok: true, value: null });
    // The same rule for a value read already (fleet-api's change).
    expect(reportValueChecked(col('end_time'), '2013-12-31T23:59:59.000Z').ok).toBe(false);
    expect(reportValueChecked(col('notes'), '1900-01-01')).toEqual({ ok: true, value: '1900-01-01' });
  });

  it('keeps the install upload’s job rules: a known status, and no created, start or end time ahead', () => {
    const now = new Date('2026-03-01T10:00:00Z');
    expect(reportEditValue(col('status'), 'BOGUS')).toEqual({ ok: false, message: REPORT_STATUS_MESSAGE });
    expect(REPORT_STATUS_MESSAGE).toBe(
      'status must be one of JOB_ACCEPTED, JOB_ASSIGNED, JOB_INPROGRESS, JOB_COMPLETED, JOB_CANCELLED, JOB_DELETED, JOB_REJECTED, JOB_UNASSIGNED, JOB_STATUS_MISSING, JOB_INCOMPLETE',
    );
    expect(reportEditValue(col('status'), '')).toEqual({ ok: false, message: REPORT_STATUS_MESSAGE });
    expect(reportEditValue(col('status'), 'job completed')).toEqual({ ok: true, value: 'JOB_COMPLETED' });
    for (const name of ['created_on', 'start_time', 'end_time'])
      expect(reportEditValue(col(name), '2099-01-01T10:00:00Z', now)).toEqual({
        ok: false,
        message: `${name} must not be in the future`,
      });
    expect(reportEditValue(col('end_time'), '2026-03-01T10:30:00Z', now).ok).toBe(true);
    // An appointment may lie ahead; so may a correction's day.
    expect(reportEditValue(col('assigned_date_time'), '2026-06-01T10:00:00Z', now).ok).toBe(true);
    expect(reportValueChecked(col('end_time'), '2099-01-01T10:00:00.000Z', now).ok).toBe(false);
    expect(reportValueChecked(col('status'), null).ok).toBe(false);
  });
});

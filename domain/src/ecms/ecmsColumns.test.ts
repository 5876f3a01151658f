import { describe, expect, it } from 'vitest';
import {
  ECMS_COLUMNS,
  ecmsRowNeedsAttention,
  ecmsStatusId,
  ecmsViewColoursRows,
  splitMprns,
} from './ecmsColumns.js';

describe('the ECMS grid rules', () => {
  it('has the spec’s 16 columns after the Box column, in order', () => {
    expect(ECMS_COLUMNS.map((c) => c.header)).toEqual([
      'ECMS ID',
      'Job Id',
      'Name',
      'Address',
      'Phone',
      'Status',
      'Completed On',
      'MPRN',
      'Hub Serial',
      'Eircode',
      'Last Seen Online',
      'Date Sent',
      'Hub Batch',
      'EI Batch',
      'Comment',
      'Company Name',
    ]);
  });

  it('marks a row when last seen or end time is missing or the hub was last seen before the job ended', () => {
    const end = '2027-02-20T12:00:00Z';
    expect(ecmsRowNeedsAttention({ lastSeen: null, endTime: end })).toBe(true);
    expect(ecmsRowNeedsAttention({ lastSeen: end, endTime: null })).toBe(true);
    expect(ecmsRowNeedsAttention({ lastSeen: '2027-02-20T11:59:59Z', endTime: end })).toBe(true);
    expect(ecmsRowNeedsAttention({ lastSeen: end, endTime: end })).toBe(false);
    expect(ecmsRowNeedsAttention({ lastSeen: '2027-02-21T08:00:00Z', endTime: end })).toBe(false);
  });

  it('colours rows in the all and preapproved views only', () => {
    expect(
      ['all', 'preapproved', 'nogeopal', 'offline', 'raw'].map((v) => ecmsViewColoursRows(v as never)),
    ).toEqual([true, true, false, false, false]);
  });

  it('matches a typed status ignoring case, and splits typed MPRNs', () => {
    const statuses = [
      { id: 1, text: 'Pre-approved' },
      { id: 4, text: 'Paid' },
    ];
    expect(ecmsStatusId(statuses, ' PAID ')).toBe(4);
    expect(ecmsStatusId(statuses, 'pre-APPROVED')).toBe(1);
    expect(ecmsStatusId(statuses, 'Sent')).toBeNull();
    expect(splitMprns('10000001, 10000002,,10000001\n10000003 ')).toEqual([
      '10000001',
      '10000002',
      '10000003',
    ]);
  });
});

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  ECMS_REPORT_COLUMNS,
  ecmsContractor,
  ecmsReportAddress,
  ecmsReportCells,
  ecmsReportCsv,
  ecmsReportDate,
  ecmsReportFilename,
} from './ecmsReport.js';
import type { EcmsReportSource } from './ecmsReport.js';

const row = (over: Partial<EcmsReportSource>): EcmsReportSource => ({
  mprn: '10000000',
  addressLine1: null,
  addressLine2: null,
  contactMobile: null,
  postCode: null,
  endTime: null,
  companyCode: null,
  ...over,
});

describe('the ECMS report', () => {
  it('matches the expected file byte for byte: blanks, both address cases, each company and dates', () => {
    const expected = readFileSync(new URL('./fixtures/ecmsReport.expected.csv', import.meta.url), 'utf8');
    const csv = ecmsReportCsv([
      // Line 1 longer; HES; a date in winter (Irish time = UTC).
      row({
        mprn: '10000001',
        addressLine1: '12 Main Street',
        addressLine2: 'Cork',
        contactMobile: '087 123 4567',
        postCode: 'D02 X285',
        endTime: '2027-03-05T10:00:00Z',
        companyCode: 'hes0005',
      }),
      // Line 2 longer; Insight; 23:30 UTC in summer is the next day in Ireland.
      row({
        mprn: '10000002',
        addressLine1: 'Cobh',
        addressLine2: 'Apartment 4, Harbour View',
        contactMobile: '086 765 4321',
        postCode: 'T12 AB34',
        endTime: '2027-07-30T23:30:00Z',
        companyCode: 'HUB001',
      }),
      // Both address lines missing; EnergyServe; every optional cell blank.
      row({ mprn: '10000003', addressLine2: '  ', companyCode: 'hub' }),
      // Only line 1; a code of no company.
      row({
        mprn: '10000004',
        addressLine1: 'Kilkenny',
        endTime: '2027-01-01T00:00:00Z',
        companyCode: 'ZZZ9',
      }),
      // Quotes in the address; a phone a spreadsheet would read as a formula; no company; a leap day.
      row({
        mprn: '10000005',
        addressLine1: 'The "Old" Mill',
        contactMobile: '+353 87 000 0000',
        postCode: 'H91 E2K3',
        endTime: '2028-02-29T12:00:00Z',
      }),
    ]);
    expect(Buffer.from(csv, 'utf8').equals(Buffer.from(expected, 'utf8'))).toBe(true);
    expect(csv).toBe(expected);
  });

  it('has exactly the scheme’s columns in order', () => {
    expect(ECMS_REPORT_COLUMNS.join(',')).toBe(
      'Period,Measure,MPRN,CustomerRef,DwellingType,ProjectID,PublicSector,Contractor,EnergyCredits,ProjectName,Address,Phone,Eircode,DateCompleted',
    );
    expect(ecmsReportCells(row({}))).toHaveLength(14);
  });

  it('maps company codes ignoring case: HES, Insight, EnergyServe, otherwise Unknown', () => {
    expect(['HES0005', 'hes0005', 'HUB001', 'hub', 'HUB', 'hub0001', '', null].map(ecmsContractor)).toEqual([
      'HES',
      'HES',
      'Insight',
      'EnergyServe',
      'EnergyServe',
      'Unknown',
      'Unknown',
      'Unknown',
    ]);
  });

  it('takes the longer address line, line 1 on a tie, the spec’s text when both are missing', () => {
    expect(ecmsReportAddress('1 Long Road', 'Cork')).toBe('1 Long Road');
    expect(ecmsReportAddress('Cork', '1 Long Road')).toBe('1 Long Road');
    expect(ecmsReportAddress('Abcd', 'Wxyz')).toBe('Abcd');
    expect(ecmsReportAddress(null, 'Wxyz')).toBe('Wxyz');
    expect(ecmsReportAddress(null, undefined)).toBe('Unavailble ATM');
  });

  it('writes dates dd/MM/yyyy on the Irish calendar, a blank for none', () => {
    expect(ecmsReportDate('2027-12-31T23:59:00Z')).toBe('31/12/2027');
    expect(ecmsReportDate('2027-06-30T23:30:00Z')).toBe('01/07/2027');
    expect(ecmsReportDate(null)).toBe(' ');
    expect(ecmsReportDate('not a date')).toBe(' ');
  });

  it('names the file Ecms Report and the Irish time', () => {
    expect(ecmsReportFilename(new Date('2027-07-01T11:05:09Z'))).toBe('Ecms Report 2027-07-01 12.05.09.csv');
    expect(ecmsReportFilename(new Date('2027-01-01T11:05:09Z'))).toBe('Ecms Report 2027-01-01 11.05.09.csv');
  });
});

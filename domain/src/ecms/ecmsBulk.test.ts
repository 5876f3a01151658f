import { describe, expect, it } from 'vitest';
import { ecmsBulkProblems, ecmsBulkSetsNothing } from './ecmsBulk.js';

describe('Enter ECMS data (spec 3 §2.5)', () => {
  it('takes MPRNs listed as numbers and whole batch numbers', () => {
    expect(ecmsBulkProblems({ mprns: '10068303465, 11700000001\n10000000001', hubBatch: '42' })).toEqual([]);
  });

  it('names what is not an MPRN before anything is confirmed or sent', () => {
    expect(ecmsBulkProblems({ mprns: 'abc, 10068303465' })).toEqual([
      { field: 'mprns', message: 'An MPRN is a number: abc is not.' },
    ]);
    expect(ecmsBulkProblems({ mprns: 'a1 b2 c3 d4 e5 f6 10068303465' })[0]?.message).toBe(
      'An MPRN is a number: a1, b2, c3, d4, e5, … are not.',
    );
    expect(ecmsBulkProblems({ mprns: ' , ', hubBatch: 'x9' })).toEqual([
      { field: 'mprns', message: 'Enter MPRNs, separated by commas.' },
      { field: 'hubBatch', message: 'Hub Batch Number must be a whole number.' },
    ]);
  });

  it('refuses a Date Sent before 2014-01-01 (spec 2 §9), as the form and the gateway read it', () => {
    const problem = {
      field: 'dateSent',
      message: 'Date Sent must not be before 1 Jan 2014.',
      code: 'OUT_OF_RANGE',
    };
    expect(ecmsBulkProblems({ mprns: '10068303465', dateSent: '1900-01-01' })).toEqual([problem]);
    expect(ecmsBulkProblems({ mprns: '10068303465', dateSent: '31/12/2013' })).toEqual([problem]);
    expect(ecmsBulkProblems({ mprns: '10068303465', dateSent: '2014-01-01' })).toEqual([]);
    expect(ecmsBulkProblems({ mprns: '10068303465', dateSent: '1 Jan 1900' })).toEqual([]);
  });

  it('knows when a form would change nothing', () => {
    expect(ecmsBulkSetsNothing({ mprns: '10068303465' })).toBe(true);
    expect(ecmsBulkSetsNothing({ mprns: '10068303465', comment: 'Sent' })).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { ecmsRemoveProblems } from './ecmsRemove.js';

describe('ecmsRemoveProblems', () => {
  it('takes one MPRN of digits, spaces around it allowed', () => {
    expect(ecmsRemoveProblems({ mprn: ' 10068303465 ' })).toEqual([]);
  });

  it('asks for an MPRN when the box is empty and names the field', () => {
    expect(ecmsRemoveProblems({ mprn: '  ' })).toEqual([
      { field: 'mprn', message: 'Enter the MPRN Number to remove.' },
    ]);
  });

  it('refuses anything but digits, a list of two included', () => {
    for (const mprn of ['abc', '1006830346x', '10068303465, 11700000001'])
      expect(ecmsRemoveProblems({ mprn })).toEqual([
        { field: 'mprn', message: 'MPRN Number must be digits only.' },
      ]);
  });
});

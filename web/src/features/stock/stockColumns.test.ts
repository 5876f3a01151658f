import { CARTON_NUMBERS } from '@hub/domain';
import { describe, expect, it } from 'vitest';
import { firstStockRowsVariables } from './allStockQuery';
import { CARTON_LAST, filterValueProblem } from './stockColumns';

describe('filterValueProblem', () => {
  it('takes whole numbers for ids and numbers, and a hub id’s serial', () => {
    expect(filterValueProblem('HUB_ID', '1100175')).toBeNull();
    expect(filterValueProblem('STOCK_DOCKET_NUMBER', ' 77 ')).toBeNull();
    expect(filterValueProblem('HUB_ID', '12a')).toBe('Type a whole number.');
    expect(filterValueProblem('STOCK_STATUS', '-1')).toBe('Type a whole number.');
    expect(filterValueProblem('SEAI_TRIAL_GROUP', '1.5')).toBe('Type a whole number.');
    // A whole number, only too long: said so, not that it is no whole number.
    expect(filterValueProblem('STOCK_DOCKET_NUMBER', '99999999999999999999')).toBe(
      'Type a whole number of at most 9 digits.',
    );
  });

  it('takes the days the date field read for the date fields', () => {
    expect(filterValueProblem('INSTALLED', '2016-04-13')).toBeNull();
    expect(filterValueProblem('DISPATCHED', '13/04/2016')).toBe('Type a date, e.g. 20 Feb 2027.');
    expect(filterValueProblem('INSTALLED', '2016-13-45')).toBe('Type a date, e.g. 20 Feb 2027.');
  });

  it('takes the cartons the filter offers, 1 to 100, and says so of any other', () => {
    expect(CARTON_NUMBERS).toEqual(Array.from({ length: CARTON_LAST }, (_, i) => i + 1));
    expect(filterValueProblem('CARTON_NUMBER', '1')).toBeNull();
    expect(filterValueProblem('CARTON_NUMBER', '100')).toBeNull();
    for (const value of ['250', '101', '0', 'abc', '-1'])
      expect(filterValueProblem('CARTON_NUMBER', value)).toBe('Choose a carton from 1 to 100.');
    expect(
      firstStockRowsVariables({ sortBy: 'CARTON_NUMBER', direction: 'ASC', filterValue: '250' }),
    ).toBeNull();
  });

  it('has nothing to say of an empty box', () => {
    expect(filterValueProblem('HUB_ID', '')).toBeNull();
    expect(filterValueProblem('INSTALLED', null)).toBeNull();
  });

  it('keeps the route’s loader from asking for a value the screen will not search', () => {
    const search = { sortBy: 'HUB_ID', direction: 'ASC' } as const;
    expect(firstStockRowsVariables({ ...search, filterValue: 'abc' })).toBeNull();
    expect(firstStockRowsVariables({ ...search, filterValue: '1001' })).toMatchObject({
      offset: 0,
      withTotal: true,
    });
  });
});

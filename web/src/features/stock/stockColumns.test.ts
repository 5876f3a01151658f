import { describe, expect, it } from 'vitest';
import { firstStockRowsVariables } from './allStockQuery';
import { filterValueProblem } from './stockColumns';

describe('filterValueProblem', () => {
  it('takes whole numbers for ids and numbers, and a hub id’s serial', () => {
    expect(filterValueProblem('HUB_ID', '1100175')).toBeNull();
    expect(filterValueProblem('STOCK_DOCKET_NUMBER', ' 77 ')).toBeNull();
    expect(filterValueProblem('HUB_ID', '12a')).toBe('Type a whole number.');
    expect(filterValueProblem('STOCK_STATUS', '-1')).toBe('Type a whole number.');
    expect(filterValueProblem('SEAI_TRIAL_GROUP', '1.5')).toBe('Type a whole number.');
  });

  it('takes the date picker’s dates for the date fields', () => {
    expect(filterValueProblem('INSTALLED', '2016-04-13')).toBeNull();
    expect(filterValueProblem('DISPATCHED', '13/04/2016')).toBe('Pick a date.');
    expect(filterValueProblem('INSTALLED', '2016-13-45')).toBe('Pick a date.');
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

import { describe, expect, it } from 'vitest';
import { stockChangesForSave, validateStockModify } from './stockModify.js';

describe('validateStockModify (spec 2 §5)', () => {
  it('applies the installation date rules of hub information', () => {
    expect(validateStockModify({ installationStateId: 6, installed: '' })).toEqual([
      {
        field: 'installed',
        message: 'The installation date should be set (estimate, if not known)',
        code: 'REQUIRED',
      },
    ]);
    expect(validateStockModify({ installationStateId: 7, installed: '2013-12-31' })).toEqual([
      { field: 'installed', message: 'The installation date should be real, or empty.' },
    ]);
    expect(validateStockModify({ dispatched: '2013-12-31' })).toEqual([
      { field: 'dispatched', message: 'The dispatched date should be real, or empty.' },
    ]);
    expect(
      validateStockModify({ installationStateId: 4, installed: '2014-01-01', dispatched: '2014-01-01' }),
    ).toEqual([]);
  });

  it('says a date that has not come yet is in the future, as hub information does', () => {
    expect(
      validateStockModify({ installationStateId: 4, installed: '2099-01-01', dispatched: '2099-01-01' }),
    ).toEqual([
      {
        field: 'installed',
        message: 'The installation date must not be in the future.',
        code: 'OUT_OF_RANGE',
      },
      {
        field: 'dispatched',
        message: 'The dispatched date must not be in the future.',
        code: 'OUT_OF_RANGE',
      },
    ]);
  });
});

describe('stockChangesForSave (spec 2 §5)', () => {
  it('drops ids below 1, SEAI groups outside 0 to 6 and empty dates', () => {
    expect(
      stockChangesForSave({
        installationStateId: 0,
        stockLocationId: -1,
        stockStatusId: '',
        customerTypeId: 0,
        installerId: 0,
        stockDocketNumber: 0,
        cartonNumber: 0,
        seaiTrialGroup: 7,
        installed: '',
        dispatched: null,
      }),
    ).toEqual({});
    expect(stockChangesForSave({ seaiTrialGroup: -1 })).toEqual({});
  });

  it('keeps real changes as numbers and dates', () => {
    expect(
      stockChangesForSave({
        installationStateId: '4',
        stockLocationId: 2,
        stockStatusId: 3,
        customerTypeId: 1,
        installerId: '12',
        stockDocketNumber: '5005',
        cartonNumber: 100,
        seaiTrialGroup: 0,
        installed: '2021-05-06',
      }),
    ).toEqual({
      installationStateId: 4,
      stockLocationId: 2,
      stockStatusId: 3,
      customerTypeId: 1,
      installerId: 12,
      stockDocketNumber: 5005,
      cartonNumber: 100,
      seaiTrialGroup: 0,
      installed: '2021-05-06',
    });
    expect(stockChangesForSave({ seaiTrialGroup: 6 })).toEqual({ seaiTrialGroup: 6 });
  });
});

// Numbers past what a GraphQL Int and the PostgreSQL integer columns hold (2,147,483,647): the forms that
// take them typed say so beside the field, and the gateway and fleet-api refuse them with the same words,
// where they were sent and came back as a raw GraphQL coercion error.
import { describe, expect, it } from 'vitest';
import { atMostIntMessage, INT_MAX, isAboveIntMax, isWholeNumberOrEmpty } from './coerce.js';
import { validateHubInformation } from './hubInformation.js';
import { validateStockModify } from './stockModify.js';

describe('a whole number past INT_MAX', () => {
  it('is a whole number all the same, and above INT_MAX, typed or given', () => {
    expect(INT_MAX).toBe(2_147_483_647);
    expect(atMostIntMessage('Carton')).toBe('Carton must be at most 2,147,483,647.');
    expect(isWholeNumberOrEmpty('99999999999999999999')).toBe(true);
    expect(isWholeNumberOrEmpty('12.5')).toBe(false);
    expect(isAboveIntMax('2147483647')).toBe(false);
    expect(isAboveIntMax(' 2147483648 ')).toBe(true);
    expect(isAboveIntMax('99999999999999999999')).toBe(true);
    expect(isAboveIntMax(1e20)).toBe(true);
    expect(isAboveIntMax('')).toBe(false);
    expect(isAboveIntMax(null)).toBe(false);
  });
});

describe('hub information numbers', () => {
  const info = { stockLocationId: 1, installationStateId: 1 };
  it('names a carton, docket or shipment too large to store, once, on its field', () => {
    expect(
      validateHubInformation({
        ...info,
        cartonNumber: '99999999999',
        stockDocketNumber: '99999999999999999999',
        shipmentNumber: 2_147_483_648,
        installerId: '2147483647',
      }),
    ).toEqual([
      { field: 'cartonNumber', message: 'Carton must be at most 2,147,483,647.', code: 'OUT_OF_RANGE' },
      { field: 'stockDocketNumber', message: 'Docket must be at most 2,147,483,647.', code: 'OUT_OF_RANGE' },
      { field: 'shipmentNumber', message: 'Shipment must be at most 2,147,483,647.', code: 'OUT_OF_RANGE' },
    ]);
  });

  it('keeps the SEAI group to its own range, said once', () => {
    expect(validateHubInformation({ ...info, seaiTrialGroup: '99999999999' }).map((e) => e.field)).toEqual([
      'seaiTrialGroup',
    ]);
  });
});

describe('stock modify numbers', () => {
  it('names each number too large to store with the form label, as the fleet API and gateway do', () => {
    expect(
      validateStockModify({
        cartonNumber: '99999999999',
        stockDocketNumber: 1e20,
        installerId: '2147483648',
      }),
    ).toEqual([
      { field: 'installerId', message: 'Installer must be at most 2,147,483,647.', code: 'OUT_OF_RANGE' },
      { field: 'cartonNumber', message: 'Carton must be at most 2,147,483,647.', code: 'OUT_OF_RANGE' },
      { field: 'stockDocketNumber', message: 'Docket must be at most 2,147,483,647.', code: 'OUT_OF_RANGE' },
    ]);
    expect(validateStockModify({ cartonNumber: '2147483647', stockDocketNumber: '' })).toEqual([]);
  });
});

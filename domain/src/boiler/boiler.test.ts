import { describe, expect, it } from 'vitest';
import {
  BOILER_DEFAULTS,
  BOILER_TEXT_LIMITS,
  boilerForSave,
  newBoilerFields,
  toDecimalOrNull,
  validateBoiler,
  validateFuelFill,
} from './boiler.js';

describe('boiler (spec 1 §5)', () => {
  it('starts a new boiler with 1.97 kg/hr, 1200 l and 22.5 kWh and no fuel type', () => {
    expect(BOILER_DEFAULTS).toEqual({ fuelRate: 1.97, tankCapacity: 1200, energyOutput: 22.5 });
    expect(newBoilerFields()).toMatchObject({
      fuelRate: 1.97,
      tankCapacity: 1200,
      energyOutput: 22.5,
      fuelTypeId: null,
    });
  });

  it('asks for a fuel type when none or one below 1 is selected', () => {
    for (const fuelTypeId of [null, undefined, '', 0, '0', -1])
      expect(validateBoiler({ ...newBoilerFields(), fuelTypeId })).toEqual([
        { field: 'fuelTypeId', message: 'A fuel type must be selected.' },
      ]);
    expect(validateBoiler({ ...newBoilerFields(), fuelTypeId: '2' })).toEqual([]);
  });

  it('requires a fuel rate and readable numbers', () => {
    expect(validateBoiler({ fuelTypeId: 1, fuelRate: '' }).map((e) => e.field)).toEqual(['fuelRate']);
    expect(validateBoiler({ fuelTypeId: 1, fuelRate: 2, tankCapacity: 'lots' }).map((e) => e.field)).toEqual([
      'tankCapacity',
    ]);
    expect(validateBoiler({ fuelTypeId: 1, fuelRate: 2, lastMeasuredDate: '12/01/2026' })).toHaveLength(1);
  });

  it('says a typed fuel rate that is not a rate is wrong, not missing', () => {
    for (const fuelRate of ['-5', 'abc', 0])
      expect(validateBoiler({ fuelTypeId: 1, fuelRate })).toEqual([
        { field: 'fuelRate', message: 'The fuel rate must be a number above 0.' },
      ]);
  });

  it('refuses a measurement dated ahead and a level above the tank capacity', () => {
    const now = new Date('2026-11-24T12:00:00Z');
    const measured = (lastMeasuredDate: string) =>
      validateBoiler({ fuelTypeId: 1, fuelRate: 2, lastMeasuredDate }, now).map((e) => e.message);
    expect(measured('2031-01-01')).toEqual(['Last measured on must not be in the future.']);
    expect(measured('2026-11-25')).toEqual([]);
    expect(measured('2026-11-24')).toEqual([]);
    expect(
      validateBoiler({ fuelTypeId: 1, fuelRate: 2, tankCapacity: '1,200', lastMeasuredLevel: '5000' }, now),
    ).toEqual([
      { field: 'lastMeasuredLevel', message: 'Last measured level must not be more than the tank capacity.' },
    ]);
    expect(
      validateBoiler({ fuelTypeId: 1, fuelRate: 2, tankCapacity: '1,200', lastMeasuredLevel: '1,100' }),
    ).toEqual([]);
  });

  it('says a manufacturer or model longer than the fleet API takes (100 characters), before any save', () => {
    expect(BOILER_TEXT_LIMITS).toEqual({ manufacturer: ['Manufacturer', 100], model: ['Model', 100] });
    expect(
      validateBoiler({ fuelTypeId: 1, fuelRate: 2, manufacturer: 'm'.repeat(300), model: 'x'.repeat(101) }),
    ).toEqual([
      { field: 'manufacturer', message: 'Manufacturer must be at most 100 characters.', code: 'TOO_LONG' },
      { field: 'model', message: 'Model must be at most 100 characters.', code: 'TOO_LONG' },
    ]);
    // Counted as saved: the spaces around are trimmed away.
    expect(
      validateBoiler({
        fuelTypeId: 1,
        fuelRate: 2,
        manufacturer: ` ${'m'.repeat(100)} `,
        model: 'x'.repeat(100),
      }),
    ).toEqual([]);
  });

  it('says a number larger than its column holds, before any save, rounded as it is stored', () => {
    const errors = validateBoiler({
      fuelTypeId: 1,
      fuelRate: '1000',
      energyOutput: '100000',
      tankCapacity: '1000000',
      lastMeasuredLevel: '999999.96',
      agaFlowRate: '9999.995',
    });
    expect(errors).toEqual([
      { field: 'fuelRate', message: 'The fuel rate must be less than 1,000.', code: 'OUT_OF_RANGE' },
      { field: 'energyOutput', message: 'kWh output must be less than 10,000.', code: 'OUT_OF_RANGE' },
      { field: 'tankCapacity', message: 'Tank capacity must be less than 1,000,000.', code: 'OUT_OF_RANGE' },
      {
        field: 'lastMeasuredLevel',
        message: 'Last measured level must be less than 1,000,000.',
        code: 'OUT_OF_RANGE',
      },
      { field: 'agaFlowRate', message: 'Aga flow rate must be less than 10,000.', code: 'OUT_OF_RANGE' },
    ]);
    expect(
      validateBoiler({
        fuelTypeId: 1,
        fuelRate: '999.999',
        energyOutput: '9999.99',
        tankCapacity: '999999.9',
        lastMeasuredLevel: '999999.9',
        agaFlowRate: '9999.994',
      }),
    ).toEqual([]);
  });

  it('coerces typed numbers to numbers and empty values to absent', () => {
    expect(
      boilerForSave({
        fuelTypeId: '3',
        fuelRate: '2,05',
        energyOutput: ' 24.5 ',
        tankCapacity: '',
        manufacturer: ' Grant ',
        model: '',
        lastMeasuredDate: '2026-11-01',
        lastMeasuredLevel: '640',
        agaFlowRate: null,
      }),
    ).toEqual({
      fuelTypeId: 3,
      fuelRate: 2.05,
      energyOutput: 24.5,
      tankCapacity: null,
      manufacturer: 'Grant',
      model: null,
      lastMeasuredDate: '2026-11-01',
      lastMeasuredLevel: 640,
      agaFlowRate: null,
    });
    expect(toDecimalOrNull('abc')).toBeNull();
  });

  it('reads a comma before three digits as thousands, as the screens show quantities, never as a decimal', () => {
    expect(toDecimalOrNull('1,200')).toBe(1200);
    expect(toDecimalOrNull('12,345.5')).toBe(12345.5);
    expect(toDecimalOrNull('1,000,000')).toBe(1_000_000);
    expect(toDecimalOrNull('2,05')).toBe(2.05);
    expect(toDecimalOrNull('1,2345')).toBe(1.2345);
    expect(toDecimalOrNull('1,200,5')).toBeNull();
    expect(toDecimalOrNull('12,34,567')).toBeNull();
  });
});

describe('fuel fill (spec 1 §5)', () => {
  it('names each missing part with the spec wording', () => {
    expect(validateFuelFill({}).map((e) => e.message)).toEqual([
      'Hub ID must be set.',
      'Fill amount must be set.',
      'Fill timestamp must be set.',
    ]);
    expect(validateFuelFill({ hubId: 1001, fillAmount: '500', fillTimestamp: '2026-11-02T10:30' })).toEqual(
      [],
    );
    expect(
      validateFuelFill({ hubId: 1001, fillAmount: 0, fillTimestamp: 'soon' }).map((e) => e.field),
    ).toEqual(['fillAmount', 'fillTimestamp']);
  });

  it('says an amount typed but not above 0 is not an amount, rather than that none was set', () => {
    for (const fillAmount of ['-50', 'abc', '0', '1e3'])
      expect(validateFuelFill({ hubId: 1001, fillAmount, fillTimestamp: '2026-11-02T10:30' })).toEqual([
        { field: 'fillAmount', message: 'Fill amount must be a number above 0.' },
      ]);
    expect(validateFuelFill({ hubId: 1001, fillAmount: ' ', fillTimestamp: '2026-11-02T10:30' })).toEqual([
      { field: 'fillAmount', message: 'Fill amount must be set.' },
    ]);
  });

  it("refuses more than the boiler's tank holds, when its capacity is known", () => {
    const fill = (fillAmount: string, tankCapacity?: number | null) =>
      validateFuelFill({ hubId: 1001, fillAmount, fillTimestamp: '2026-11-02T10:30', tankCapacity });
    expect(fill('9000', 1200)).toEqual([
      { field: 'fillAmount', message: 'Fill amount must not be more than the tank capacity (1,200 litres).' },
    ]);
    expect(fill('1200', 1200)).toEqual([]);
    expect(fill('9000', null)).toEqual([]);
    expect(fill('9000')).toEqual([]);
    // With no capacity known, the column's own limit (numeric(7, 1)).
    expect(fill('10000000')).toEqual([
      { field: 'fillAmount', message: 'Fill amount must be less than 1,000,000.', code: 'OUT_OF_RANGE' },
    ]);
    expect(fill('999999.9')).toEqual([]);
  });

  it('refuses a fill more than an hour ahead of the clock, which a delivered fill cannot be', () => {
    const now = new Date('2026-11-24T10:00:00Z');
    const at = (fillTimestamp: string) =>
      validateFuelFill({ hubId: 1001, fillAmount: '500', fillTimestamp }, now);
    expect(at('2027-11-24T09:00:00Z')).toEqual([
      { field: 'fillTimestamp', message: 'Fill timestamp must not be in the future.' },
    ]);
    expect(at('2026-11-24T11:30:00Z')).toHaveLength(1);
    // The browser's clock may run ahead of the server's.
    expect(at('2026-11-24T10:50:00Z')).toEqual([]);
    expect(at('2026-11-24T09:59:00Z')).toEqual([]);
  });
});

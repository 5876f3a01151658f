import { describe, expect, it } from 'vitest';
import { HUB_INFORMATION_MESSAGES, hubInformationForSave, validateHubInformation } from './hubInformation.js';

const SET = 'The installation date should be set (estimate, if not known)';
const INSTALLED_REAL = 'The installation date should be real, or empty.';
const DISPATCHED_REAL = 'The dispatched date should be real, or empty.';
const INSTALLED_FUTURE = 'The installation date must not be in the future.';
const DISPATCHED_FUTURE = 'The dispatched date must not be in the future.';

describe('validateHubInformation (spec 1 §5)', () => {
  it('uses the spec wording', () => {
    expect(HUB_INFORMATION_MESSAGES).toEqual({
      installedRequired: SET,
      installedNotReal: INSTALLED_REAL,
      dispatchedNotReal: DISPATCHED_REAL,
      installedFuture: INSTALLED_FUTURE,
      dispatchedFuture: DISPATCHED_FUTURE,
      seaiTrialGroup: 'The SEAI group must be between 0 and 6.',
    });
  });

  it.each([4, 5, 6])('installation state %i needs an installation date from 2014-01-01 on', (state) => {
    // Left out is REQUIRED; a date given but not real has the same message and no code of its own.
    const missing = [{ field: 'installed', message: SET, code: 'REQUIRED' }];
    expect(validateHubInformation({ installationStateId: state, installed: null })).toEqual(missing);
    expect(validateHubInformation({ installationStateId: state, installed: '' })).toEqual(missing);
    expect(validateHubInformation({ installationStateId: state })).toEqual(missing);
    expect(validateHubInformation({ installationStateId: state, installed: '2013-12-31' })).toEqual([
      { field: 'installed', message: SET },
    ]);
    expect(validateHubInformation({ installationStateId: state, installed: '2014-01-01' })).toEqual([]);
  });

  it.each([1, 3, 7])(
    'installation state %i allows an empty installation date but not an unreal one',
    (state) => {
      expect(validateHubInformation({ installationStateId: state, installed: null })).toEqual([]);
      expect(validateHubInformation({ installationStateId: state, installed: '2014-01-01' })).toEqual([]);
      expect(validateHubInformation({ installationStateId: state, installed: '2013-12-31' })).toEqual([
        { field: 'installed', message: INSTALLED_REAL },
      ]);
    },
  );

  it('says beside a text field that it is longer than the fleet API takes, before any save', () => {
    expect(validateHubInformation({ contactNote: 'x'.repeat(4001) })).toEqual([
      { field: 'contactNote', message: 'Notes must be at most 4,000 characters.', code: 'TOO_LONG' },
    ]);
    expect(validateHubInformation({ contactNote: 'x'.repeat(4000), name: 'n'.repeat(200) })).toEqual([]);
    expect(validateHubInformation({ name: 'n'.repeat(201) })).toEqual([
      { field: 'name', message: 'Name must be at most 200 characters.', code: 'TOO_LONG' },
    ]);
  });

  it('reads an installation state typed as text', () => {
    expect(validateHubInformation({ installationStateId: '5', installed: '' })).toEqual([
      { field: 'installed', message: SET, code: 'REQUIRED' },
    ]);
  });

  it('refuses an SEAI group outside 0 to 6 (spec 2 §9) as OUT_OF_RANGE', () => {
    const outOfRange = [
      { field: 'seaiTrialGroup', message: 'The SEAI group must be between 0 and 6.', code: 'OUT_OF_RANGE' },
    ];
    expect(validateHubInformation({ seaiTrialGroup: 9 })).toEqual(outOfRange);
    expect(validateHubInformation({ seaiTrialGroup: '7' })).toEqual(outOfRange);
    expect(validateHubInformation({ seaiTrialGroup: -1 })).toEqual(outOfRange);
    expect(validateHubInformation({ seaiTrialGroup: 0 })).toEqual([]);
    expect(validateHubInformation({ seaiTrialGroup: 6 })).toEqual([]);
    expect(validateHubInformation({ seaiTrialGroup: null })).toEqual([]);
  });

  it('rejects a dispatched date before 2014-01-01 and accepts it empty or from then on', () => {
    expect(validateHubInformation({ dispatched: '2013-12-31' })).toEqual([
      { field: 'dispatched', message: DISPATCHED_REAL },
    ]);
    expect(validateHubInformation({ dispatched: '2014-01-01' })).toEqual([]);
    expect(validateHubInformation({ dispatched: '' })).toEqual([]);
  });

  it('says an installed or dispatched date that has not come yet is in the future, with a day of grace', () => {
    const future = (field: string, message: string) => ({ field, message, code: 'OUT_OF_RANGE' });
    expect(
      validateHubInformation({ installationStateId: 1, installed: '2099-01-01', dispatched: '2099-01-01' }),
    ).toEqual([future('installed', INSTALLED_FUTURE), future('dispatched', DISPATCHED_FUTURE)]);
    // An installed state with a date set: the date is there, it has not come yet (not "should be set").
    for (const state of [4, 5, 6])
      expect(validateHubInformation({ installationStateId: state, installed: '2030-01-01' })).toEqual([
        future('installed', INSTALLED_FUTURE),
      ]);
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    const dayAfter = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
    expect(
      validateHubInformation({ installationStateId: 5, installed: tomorrow, dispatched: tomorrow }),
    ).toEqual([]);
    expect(
      validateHubInformation({ installationStateId: 5, installed: dayAfter, dispatched: dayAfter }),
    ).toEqual([future('installed', INSTALLED_FUTURE), future('dispatched', DISPATCHED_FUTURE)]);
  });

  it('lists every message at once', () => {
    expect(
      validateHubInformation({ installationStateId: 4, installed: '2001-01-01', dispatched: '1999-05-05' }),
    ).toEqual([
      { field: 'installed', message: SET },
      { field: 'dispatched', message: DISPATCHED_REAL },
    ]);
  });
});

describe('whole numbers in hub information', () => {
  it('refuses a carton or docket that is not a whole number, naming the field', () => {
    expect(validateHubInformation({ cartonNumber: 'abc', stockDocketNumber: '12.5' })).toEqual([
      { field: 'cartonNumber', message: 'Carton must be a whole number.' },
      { field: 'stockDocketNumber', message: 'Docket must be a whole number.' },
    ]);
    expect(validateHubInformation({ cartonNumber: ' 17 ', stockDocketNumber: 1234 })).toEqual([]);
    expect(validateHubInformation({ cartonNumber: '', stockDocketNumber: null })).toEqual([]);
    expect(validateHubInformation({ cartonNumber: '-3' })).toEqual([
      { field: 'cartonNumber', message: 'Carton must be a whole number.' },
    ]);
  });
});

describe('hubInformationForSave (spec 1 §5)', () => {
  it('makes missing or below-1 state, location, status and customer type 1', () => {
    const saved = hubInformationForSave({ installationStateId: 0, stockLocationId: null, stockStatusId: -3 });
    expect(saved).toMatchObject({
      installationStateId: 1,
      stockLocationId: 1,
      stockStatusId: 1,
      customerTypeId: 1,
    });
    expect(
      hubInformationForSave({
        installationStateId: 5,
        stockLocationId: '3',
        stockStatusId: 2,
        customerTypeId: 4,
      }),
    ).toMatchObject({ installationStateId: 5, stockLocationId: 3, stockStatusId: 2, customerTypeId: 4 });
  });

  it('sends empty dates as absent', () => {
    expect(hubInformationForSave({ installed: '', dispatched: null })).toMatchObject({
      installed: null,
      dispatched: null,
    });
    expect(hubInformationForSave({ installed: '2020-03-04', dispatched: ' 2020-02-01 ' })).toMatchObject({
      installed: '2020-03-04',
      dispatched: '2020-02-01',
    });
  });

  it('makes docket, carton and installer numbers', () => {
    expect(
      hubInformationForSave({ stockDocketNumber: '1234', cartonNumber: ' 17 ', installerId: 8 }),
    ).toMatchObject({
      stockDocketNumber: 1234,
      cartonNumber: 17,
      installerId: 8,
    });
    expect(
      hubInformationForSave({ stockDocketNumber: 'abc', cartonNumber: '', installerId: null }),
    ).toMatchObject({
      stockDocketNumber: null,
      cartonNumber: null,
      installerId: null,
    });
  });

  it('keeps only digits and plus in phone numbers', () => {
    expect(
      hubInformationForSave({ contactPhone: '+353 (1) 234-5678', contactMobile: '087 123 4567' }),
    ).toMatchObject({
      contactPhone: '+35312345678',
      contactMobile: '0871234567',
    });
  });

  it('stores a recognised postcode upper-case without spaces', () => {
    expect(hubInformationForSave({ postcode: 'd02 xy45' }).postcode).toBe('D02XY45');
    expect(hubInformationForSave({ postcode: 'Dublin 4' }).postcode).toBe('Dublin 4');
  });

  it('trims text and stores empty text as null', () => {
    expect(
      hubInformationForSave({ name: '  Mary Murphy ', address: '', city: '   ', country: 'Ireland' }),
    ).toMatchObject({
      name: 'Mary Murphy',
      address: null,
      city: null,
      country: 'Ireland',
    });
  });
});

import { describe, expect, it } from 'vitest';
import { UpstreamError } from '../upstream/errors.js';
import { toUserErrors, userErrorCode, userErrorResolvers } from './userErrors.js';

describe('user error codes', () => {
  it('names the kind of an upstream validation refusal', () => {
    const error = new UpstreamError('BAD_USER_INPUT', 'Fields are invalid!', 400, [
      { field: 'title', message: 'must NOT have more than 200 characters' },
      { field: null, message: "must have required property 'hub_id'" },
      { field: 'amount', message: 'must be >= 0' },
      { field: 'email', message: 'must match format "email"' },
    ]);
    expect(toUserErrors(error).map((e) => [e.field, e.code])).toEqual([
      ['title', 'TOO_LONG'],
      [null, 'REQUIRED'],
      ['amount', 'OUT_OF_RANGE'],
      ['email', 'INVALID'],
    ]);
  });

  it('takes the kind from the upstream status when it tells one', () => {
    expect(userErrorCode('Version mismatch', 409)).toBe('CONFLICT');
    expect(userErrorCode('Hub 9 does not exist.', 404)).toBe('NOT_FOUND');
    expect(userErrorCode('A fuel fill is already recorded at this time.', null)).toBe('DUPLICATE');
  });

  it('takes a record named that does not exist as NOT_FOUND, whatever the status', () => {
    expect(userErrorCode('No hub with id 99999, 99998: nothing was changed.', 400)).toBe('NOT_FOUND');
    expect(userErrorCode('Stock status 999 does not exist.', 400)).toBe('NOT_FOUND');
  });

  it('gives a plain { field, message } a code from its wording, INVALID when it tells nothing', () => {
    const code = userErrorResolvers.code as (e: { field: null; message: string }) => string;
    expect(code({ field: null, message: 'Hub ID must be set.' })).toBe('REQUIRED');
    expect(code({ field: null, message: 'Carton must be a whole number.' })).toBe('INVALID');
  });
});

describe('upstream field names', () => {
  it('become the GraphQL input names, run-together ids included', () => {
    const error = new UpstreamError('BAD_USER_INPUT', 'Hub 999999 does not exist.', 400, [
      { field: 'hubid', message: 'Hub 999999 does not exist.' },
      { field: 'customer_type_id', message: 'Customer type 77 does not exist.' },
      { field: 'seai_trial_group', message: 'Seai trial group is out of the allowed range.' },
      { field: 'fwsetid', message: 'Firmware set 99999 does not exist.' },
      { field: 'target_firmware_uid', message: 'Firmware 99999 does not exist.' },
      { field: 'breakingchange', message: 'must be boolean' },
      { field: 'hashtype', message: 'must NOT have more than 20 characters' },
    ]);
    expect(toUserErrors(error)).toEqual([
      { field: 'hubId', message: 'Hub 999999 does not exist.', code: 'NOT_FOUND' },
      { field: 'customerTypeId', message: 'Customer type 77 does not exist.', code: 'NOT_FOUND' },
      {
        field: 'seaiTrialGroup',
        message: 'Seai trial group is out of the allowed range.',
        code: 'OUT_OF_RANGE',
      },
      { field: 'setId', message: 'Firmware set 99999 does not exist.', code: 'NOT_FOUND' },
      { field: 'targetFirmwareId', message: 'Firmware 99999 does not exist.', code: 'NOT_FOUND' },
      expect.objectContaining({ field: 'breakingChange' }),
      expect.objectContaining({ field: 'hashType', code: 'TOO_LONG' }),
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import { FIRMWARE_MESSAGES, isIpOrSubnet, validateFirmwareRoute } from './firmware.js';

describe('firmware route IPs', () => {
  it.each(['81.17.240.7', '81.17.240.0/24', '0.0.0.0/0', '193.1.104.16/28', '10.0.0.1/32'])(
    'accepts %s',
    (ip) => {
      expect(isIpOrSubnet(ip)).toBe(true);
    },
  );
  it.each([
    '81.17.240',
    '256.1.1.1',
    '81.17.240.7/33',
    '81.17.240.7/24',
    'abc',
    '::1',
    '1.2.3.4/',
    '01.2.3.4',
  ])('rejects %s', (ip) => {
    expect(isIpOrSubnet(ip)).toBe(false);
  });
});

describe('firmware route validation (spec 1 §5)', () => {
  it('needs exactly one of IP, hub id or firmware id', () => {
    expect(validateFirmwareRoute({ ip: '', hubId: null, firmwareId: undefined })).toEqual([
      { field: 'ip', message: FIRMWARE_MESSAGES.oneRequired },
    ]);
    expect(validateFirmwareRoute({ ip: '1.2.3.4', hubId: 1001, firmwareId: null })).toEqual([
      { field: 'ip', message: FIRMWARE_MESSAGES.onlyOne },
    ]);
    expect(validateFirmwareRoute({ ip: null, hubId: '1001', firmwareId: null })).toEqual([]);
    expect(validateFirmwareRoute({ ip: null, hubId: null, firmwareId: 5 })).toEqual([]);
    expect(validateFirmwareRoute({ ip: '81.17.240.0/24', hubId: '', firmwareId: '' })).toEqual([]);
  });
  it('rejects a malformed value', () => {
    expect(validateFirmwareRoute({ ip: '1.2.3', hubId: null, firmwareId: null })[0]?.message).toBe(
      FIRMWARE_MESSAGES.ip,
    );
    expect(validateFirmwareRoute({ ip: null, hubId: 'x1', firmwareId: null })[0]?.message).toBe(
      FIRMWARE_MESSAGES.hubId,
    );
  });
});

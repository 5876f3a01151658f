import { describe, expect, it } from 'vitest';
import {
  FIRMWARE_FILE_MESSAGES,
  FIRMWARE_MESSAGES,
  isIpOrSubnet,
  validateFirmwareFile,
  validateFirmwareRoute,
} from './firmware.js';

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

describe('a firmware file (where hubs download it and how they check it)', () => {
  const sha256 = 'ab'.repeat(32);
  it('accepts an http(s) address, a hash of its type, a size in bytes, and fields left empty', () => {
    expect(
      validateFirmwareFile({
        uri: 'https://firmware.hubs.example/releases/hub-1.2.0.bin',
        hashType: 'sha256',
        hash: sha256.toUpperCase(),
        size: '482112',
      }),
    ).toEqual([]);
    expect(validateFirmwareFile({ uri: '', hashType: '', hash: '', size: '' })).toEqual([]);
    expect(validateFirmwareFile({ hashType: 'crc32', hash: 'cbf43926', size: 482112 })).toEqual([]);
  });

  it('names each field that hubs could not use', () => {
    expect(validateFirmwareFile({ uri: 'not a uri', hashType: 'sha256', hash: 'zz', size: '-5x' })).toEqual([
      { field: 'uri', message: FIRMWARE_FILE_MESSAGES.uri },
      { field: 'hash', message: FIRMWARE_FILE_MESSAGES.hash },
      { field: 'size', message: FIRMWARE_FILE_MESSAGES.size },
    ]);
    expect(validateFirmwareFile({ uri: 'ftp://firmware.hubs.example/a.bin' })).toHaveLength(1);
    expect(validateFirmwareFile({ uri: 'https://' })).toHaveLength(1);
    expect(validateFirmwareFile({ hashType: 'SHA256', hash: 'abc123' })).toEqual([
      { field: 'hash', message: 'A sha256 hash must be 64 hexadecimal characters.' },
    ]);
  });
});

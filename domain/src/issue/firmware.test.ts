import { describe, expect, it } from 'vitest';
import { serialFromHubId } from '../serial.js';
import {
  FIRMWARE_FILE_MESSAGES,
  FIRMWARE_MESSAGES,
  isIpOrSubnet,
  validateFirmwareDetails,
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

  it('takes a hub id or a valid serial in the Hub ID box, and names a serial with wrong check digits', () => {
    const route = (hubId: number | string) => validateFirmwareRoute({ ip: null, hubId, firmwareId: null });
    expect(route('1005')).toEqual([]);
    expect(route(String(serialFromHubId(1005)))).toEqual([]);
    expect(route(serialFromHubId(1005))).toEqual([]);
    // Well formed but perhaps no such hub: the server says "Hub 999999 does not exist.".
    expect(route('999999')).toEqual([]);
    expect(route('99999999')).toEqual([
      { field: 'hubId', message: '99999999 is not a valid serial: check its last two digits.' },
    ]);
    expect(route(String(serialFromHubId(1005) + 1))[0]?.message).toBe(
      `${serialFromHubId(1005) + 1} is not a valid serial: check its last two digits.`,
    );
    // Past what a number holds exactly, and as fleet-api reads it from JSON: still a mistyped serial.
    expect(route(' 99999999999999999999 ')[0]?.message).toBe(
      '99999999999999999999 is not a valid serial: check its last two digits.',
    );
    expect(route(1e20)[0]?.message).toBe(
      '100000000000000000000 is not a valid serial: check its last two digits.',
    );
    expect(route('0')[0]?.message).toBe(FIRMWARE_MESSAGES.hubId);
    expect(route(1e21)[0]?.message).toBe(FIRMWARE_MESSAGES.hubId);
  });

  it('refuses a Firmware ID no firmware can have, past the largest whole number stored', () => {
    const route = (firmwareId: number | string) =>
      validateFirmwareRoute({ ip: null, hubId: null, firmwareId });
    expect(route('2147483647')).toEqual([]);
    expect(route('2147483648')).toEqual([
      { field: 'firmwareId', message: 'The Firmware ID must be at most 2,147,483,647.' },
    ]);
    expect(route(1e20)[0]?.message).toBe(FIRMWARE_MESSAGES.firmwareIdTooLarge);
    expect(route('1.5')[0]?.message).toBe(FIRMWARE_MESSAGES.firmwareId);
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

  it('refuses a size past what the size column (and a GraphQL Int) holds, typed or as a number', () => {
    const tooLarge = [{ field: 'size', message: 'Size (bytes) must be at most 2,147,483,647.' }];
    expect(validateFirmwareFile({ size: '2147483647' })).toEqual([]);
    expect(validateFirmwareFile({ size: '0' })).toEqual([]);
    expect(validateFirmwareFile({ size: '2147483648' })).toEqual(tooLarge);
    expect(validateFirmwareFile({ size: '99999999999999999999' })).toEqual(tooLarge);
    expect(validateFirmwareFile({ size: 1e20 })).toEqual(tooLarge);
  });
});

describe("a release's details", () => {
  it('keeps a name (spaces only is none) when one is given, and every text within its limit', () => {
    expect(validateFirmwareDetails({ name: 'Fern' })).toEqual([]);
    // Left out: the name stays as it is.
    expect(validateFirmwareDetails({ comment: 'Hotfix' })).toEqual([]);
    for (const name of ['', '   ', null])
      expect(validateFirmwareDetails({ name })).toEqual([
        { field: 'name', message: 'A firmware must have a name.', code: 'REQUIRED' },
      ]);
    expect(validateFirmwareDetails({ name: 'n'.repeat(101), hash: 'xyz' })).toEqual([
      { field: 'name', message: 'Name must be at most 100 characters.', code: 'TOO_LONG' },
      { field: 'hash', message: FIRMWARE_FILE_MESSAGES.hash },
    ]);
    expect(validateFirmwareDetails({ name: 'Fern', comment: 'c'.repeat(2001) })[0]?.field).toBe('comment');
  });
});

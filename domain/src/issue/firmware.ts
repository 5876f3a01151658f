// Firmware routes and edits (spec 1 §5, §6).
import { isMistypedSerial, mistypedSerialMessage } from '../mistypedSerial.js';
import { atMostIntMessage, INT_MAX } from '../validation/coerce.js';
import { textLimitErrors } from '../validation/textLimits.js';
import type { FieldError } from '../validation/userError.js';
import { issueHubId } from './issues.js';

export const FIRMWARE_MESSAGES = {
  onlyOne: 'Only one of IP, Hub ID or Firmware ID may be set',
  oneRequired: 'One of IP, Hub ID or Firmware ID must be set',
  ip: 'The IP must be an IPv4 address or subnet, e.g. 81.17.240.7 or 81.17.240.0/24.',
  hubId: 'The Hub ID must be a hub id or serial.',
  firmwareId: 'The Firmware ID must be a whole number.',
  firmwareIdTooLarge: atMostIntMessage('The Firmware ID'),
  right: 'You must have the "firmwares" right to edit firmware.',
  noFirmwareId: 'Cannot write firmware without firmwareid',
  noFwsetid: 'Cannot write firmwareset without fwsetid',
} as const;

const OCTET = '(25[0-5]|2[0-4]\\d|1\\d\\d|[1-9]?\\d)';
const IPV4 = new RegExp(`^${OCTET}(\\.${OCTET}){3}$`);

/** An IPv4 address ("81.17.240.7") or CIDR subnet ("81.17.240.0/24") with no host bits set. */
export function isIpOrSubnet(value: string): boolean {
  const [address, mask, ...rest] = value.trim().split('/');
  if (rest.length > 0 || address === undefined || !IPV4.test(address)) return false;
  if (mask === undefined) return true;
  if (!/^\d{1,2}$/.test(mask)) return false;
  const bits = Number(mask);
  if (bits > 32) return false;
  const n = address.split('.').reduce((acc, octet) => acc * 256 + Number(octet), 0);
  const hostBits = 2 ** (32 - bits);
  return n % hostBits === 0;
}

export interface FirmwareRouteFields {
  ip: string | null | undefined;
  hubId: number | string | null | undefined;
  firmwareId: number | string | null | undefined;
}

const filled = (value: number | string | null | undefined): boolean =>
  value !== null && value !== undefined && String(value).trim() !== '';

/** Digits only, as typed or as a number: "12", 12; not "-1", "1.5", "1e21". */
const isDigits = (value: number | string | null | undefined): boolean => /^\d+$/.test(String(value).trim());

/** What is wrong with the hub box: a hub id (below SERIAL_THRESHOLD) or a valid serial; null when fine. */
function hubIdProblem(value: number | string): string | null {
  if (issueHubId(value) !== null) return null;
  // A number of a serial's size with wrong check digits was meant as a serial, as the other hub boxes say.
  return isMistypedSerial(value) ? mistypedSerialMessage(value) : FIRMWARE_MESSAGES.hubId;
}

/**
 * Exactly one of IP, hub id or firmware id, each well formed. Empty when the route may be saved. A hub id
 * that is well formed but names no hub is the server's to say ("Hub 99999 does not exist.").
 */
export function validateFirmwareRoute(fields: FirmwareRouteFields): FieldError[] {
  const set = [fields.ip, fields.hubId, fields.firmwareId].filter(filled).length;
  if (set > 1) return [{ field: 'ip', message: FIRMWARE_MESSAGES.onlyOne }];
  if (set === 0) return [{ field: 'ip', message: FIRMWARE_MESSAGES.oneRequired }];
  if (filled(fields.ip) && !isIpOrSubnet(String(fields.ip)))
    return [{ field: 'ip', message: FIRMWARE_MESSAGES.ip }];
  const hubProblem = filled(fields.hubId) ? hubIdProblem(fields.hubId!) : null;
  if (hubProblem !== null) return [{ field: 'hubId', message: hubProblem }];
  if (filled(fields.firmwareId) && !isDigits(fields.firmwareId))
    return [{ field: 'firmwareId', message: FIRMWARE_MESSAGES.firmwareId }];
  if (filled(fields.firmwareId) && Number(String(fields.firmwareId).trim()) > INT_MAX)
    return [{ field: 'firmwareId', message: FIRMWARE_MESSAGES.firmwareIdTooLarge }];
  return [];
}

/** The hex digits a hash of each common type has; another type's hash is only checked to be hexadecimal. */
const HASH_LENGTHS: Readonly<Record<string, number>> = { md5: 32, sha1: 40, sha256: 64, sha512: 128 };

export const FIRMWARE_FILE_MESSAGES = {
  uri: 'The URI must be a web address starting with https:// or http://.',
  hash: 'The hash must be hexadecimal (digits 0-9 and letters a-f).',
  hashLength: (type: string, length: number) => `A ${type} hash must be ${length} hexadecimal characters.`,
  size: 'Size (bytes) must be digits only.',
  // The column is a PostgreSQL integer (and the API's size a GraphQL Int): 2 GiB, far above any image.
  sizeTooLarge: atMostIntMessage('Size (bytes)'),
} as const;

export interface FirmwareFileFields {
  uri?: string | null;
  hashType?: string | null;
  hash?: string | null;
  size?: number | string | null;
}

/**
 * Where hubs download a release and how they check it: an http(s) address, a hash in hex of the length
 * its type gives, a size in whole bytes. A field left out or empty is not checked (a release may be
 * recorded before its file is published). Empty when the fields may be saved.
 */
export function validateFirmwareFile(fields: FirmwareFileFields): FieldError[] {
  const problems: FieldError[] = [];
  const uri = fields.uri?.trim();
  if (uri && !/^https?:\/\/[^\s/?#]+[^\s]*$/i.test(uri))
    problems.push({ field: 'uri', message: FIRMWARE_FILE_MESSAGES.uri });
  const hash = fields.hash?.trim();
  const type = fields.hashType?.trim().toLowerCase() ?? '';
  const length = HASH_LENGTHS[type];
  if (hash && !/^[0-9a-f]+$/i.test(hash))
    problems.push({ field: 'hash', message: FIRMWARE_FILE_MESSAGES.hash });
  else if (hash && length !== undefined && hash.length !== length)
    problems.push({ field: 'hash', message: FIRMWARE_FILE_MESSAGES.hashLength(type, length) });
  if (filled(fields.size) && !isDigits(fields.size))
    problems.push({ field: 'size', message: FIRMWARE_FILE_MESSAGES.size });
  else if (filled(fields.size) && Number(String(fields.size).trim()) > INT_MAX)
    problems.push({ field: 'size', message: FIRMWARE_FILE_MESSAGES.sizeTooLarge });
  return problems;
}

/** A release must keep a name (blank or spaces only is none): the list and the sets name it by it. */
export const FIRMWARE_NAME_REQUIRED = 'A firmware must have a name.';

/**
 * The longest text each of a release's fields takes, with the edit form's labels: fleet-api's schema
 * reads these, and the form and the gateway say them beside the field before anything is sent.
 */
export const FIRMWARE_TEXT_LIMITS = Object.freeze({
  name: ['Name', 100],
  fwName: ['File name', 200],
  author: ['Author', 200],
  comment: ['Comment', 2000],
  uri: ['URI', 2000],
  hashType: ['Hash type', 20],
  hash: ['Hash', 200],
}) satisfies Partial<Record<keyof FirmwareDetailsFields, readonly [string, number]>>;

export interface FirmwareDetailsFields extends FirmwareFileFields {
  name?: string | null;
  fwName?: string | null;
  author?: string | null;
  comment?: string | null;
}

/**
 * A release's details as edited: a name when one is given (undefined: left as it is), each text within
 * its limit, and the file's rules (validateFirmwareFile). Empty when the fields may be saved.
 */
export function validateFirmwareDetails(fields: FirmwareDetailsFields): FieldError[] {
  const problems: FieldError[] = [];
  if (fields.name !== undefined && (fields.name ?? '').trim() === '')
    problems.push({ field: 'name', message: FIRMWARE_NAME_REQUIRED, code: 'REQUIRED' });
  problems.push(...textLimitErrors(fields, FIRMWARE_TEXT_LIMITS));
  return [...problems, ...validateFirmwareFile(fields)];
}

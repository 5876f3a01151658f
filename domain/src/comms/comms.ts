// The comms log (spec 1 §2 Comms tab, §3 Comms record, §8 and §9): type names, the raw payload parsed
// as headers / blank line / body, and what each API's body is shown as. Pure data: the web renders the
// views as text (never as HTML), the gateway only passes the strings on.
import { commsHeatingState } from '../heating.js';

export const COMMS_TYPES: Readonly<Record<number, string>> = Object.freeze({
  50017: 'Error',
  50018: 'Info',
  50019: 'Request',
  50020: 'Response',
});

/** A comms record's kind by name, as the GraphQL API's CommsType enum names it. */
export const COMMS_TYPE_IDS = Object.freeze({ ERROR: 50017, INFO: 50018, REQUEST: 50019, RESPONSE: 50020 });
export type CommsTypeName = keyof typeof COMMS_TYPE_IDS | 'OTHER';

/** The CommsType name of an upstream type id; OTHER for an id outside the four. */
export function commsTypeOf(typeId: number): CommsTypeName {
  const found = Object.entries(COMMS_TYPE_IDS).find(([, id]) => id === typeId);
  return found ? (found[0] as CommsTypeName) : 'OTHER';
}

export const COMMS_REQUEST = 50019;
export const COMMS_RESPONSE = 50020;

/** "Error", "Info", "Request" or "Response"; an unknown code is shown as the number. */
export function commsTypeName(typeId: number): string {
  return COMMS_TYPES[typeId] ?? String(typeId);
}

/** Spec 1 §9: the comms display cap. */
export const COMMS_DISPLAY_CAP = 8192;

/**
 * Text for display, capped at 8192 characters: longer data gives "Data is too long to show: {n} bytes."
 * followed by its start and end with the middle elided. {n} is the size of `original` (the body as it
 * was sent) when given: pretty-printing adds indentation that is not in the data.
 */
export function capCommsText(text: string, original?: string): string {
  if (text.length <= COMMS_DISPLAY_CAP) return text;
  const bytes = new TextEncoder().encode(original ?? text).length;
  const keep = Math.floor((COMMS_DISPLAY_CAP - 100) / 2);
  return `Data is too long to show: ${bytes} bytes.\n${text.slice(0, keep)}\n…\n${text.slice(-keep)}`;
}

export const STRINGIFY_FAILED = 'Error stringifying data! ...';

/**
 * Data as formatted text (JSON pretty-printed), capped; a value that cannot be stringified gives the
 * spec's text. `body` is the text the data was parsed from, whose own length the cap message counts.
 */
export function formatCommsData(data: unknown, body?: string | null): string {
  const original = body ?? undefined;
  if (typeof data === 'string') return capCommsText(data, original);
  try {
    const text = JSON.stringify(data, null, 2);
    return capCommsText(text === undefined ? String(data) : text, original);
  } catch {
    return STRINGIFY_FAILED;
  }
}

/** A body parsed as JSON when it starts with an object or array bracket; otherwise (or when malformed) the text. */
export function parseCommsBody(body: string | null | undefined): unknown {
  if (body === null || body === undefined) return null;
  const trimmed = body.trimStart();
  if (trimmed.startsWith('{') || trimmed.startsWith('[')) {
    try {
      return JSON.parse(trimmed) as unknown;
    } catch {
      return body;
    }
  }
  return body;
}

export interface ParsedPayload {
  headers: Array<{ name: string; value: string }>;
  body: unknown;
  /** The body as sent, for its size. */
  rawBody: string;
}

/** The raw payload: header lines ("Name: value"), a blank line, then the body (JSON when it starts with { or [). */
export function parseRawPayload(payload: string | null | undefined): ParsedPayload {
  const text = (payload ?? '').replace(/\r\n/g, '\n');
  const split = text.indexOf('\n\n');
  const head = split < 0 ? text : text.slice(0, split);
  const rest = split < 0 ? '' : text.slice(split + 2);
  const headers = head
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => {
      const colon = line.indexOf(':');
      return colon < 0
        ? { name: line.trim(), value: '' }
        : { name: line.slice(0, colon).trim(), value: line.slice(colon + 1).trim() };
    });
  return { headers, body: parseCommsBody(rest), rawBody: rest };
}

/** The raw payload a record is shown as: its headers, a blank line, its body. */
export function rawPayload(headers: Record<string, string>, body: string | null): string {
  const lines = Object.entries(headers).map(([name, value]) => `${name}: ${value}`);
  return `${lines.join('\n')}\n\n${body ?? ''}`;
}

type Obj = Record<string, unknown>;
const isObj = (value: unknown): value is Obj =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const num = (value: unknown): string =>
  value === null || value === undefined || value === '' ? '—' : String(value as string | number);

export interface ScheduleEventView {
  day: string;
  time: string;
  minutes: number;
  adjust: string | null;
}

export interface HubRowView {
  hubId: number | null;
  cells: Array<[string, string]>;
}

/** What a comms body is shown as, by API (spec 1 §2 Comms tab). */
export type CommsBodyView =
  | { kind: 'schedule'; events: ScheduleEventView[] }
  | { kind: 'fields'; title: string; rows: Array<[string, string]>; note?: string }
  | { kind: 'hubs'; hubs: HubRowView[] }
  | { kind: 'line'; text: string }
  | { kind: 'text'; text: string };

const DAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const pad = (n: number) => String(n).padStart(2, '0');

function scheduleEvents(data: unknown): ScheduleEventView[] | null {
  const list = Array.isArray(data) ? data : isObj(data) ? data['events'] : null;
  if (!Array.isArray(list)) return null;
  return list.filter(isObj).map((event) => {
    const start = Number(event['start'] ?? 0);
    const stop = Number(event['stop'] ?? start);
    const adjust = Number(event['adjust'] ?? 0);
    const inDay = ((start % 1440) + 1440) % 1440;
    return {
      day: DAYS[Math.floor(start / 1440) % 7] ?? '—',
      time: `${pad(Math.floor(inDay / 60))}:${pad(inDay % 60)}`,
      minutes: stop - start,
      adjust: adjust ? `${adjust > 0 ? '+' : '-'}${Math.abs(adjust) / 10}` : null,
    };
  });
}

function pick(data: Obj, keys: string[]): unknown {
  for (const key of keys) if (data[key] !== undefined) return data[key];
  return undefined;
}

function heatingText(value: unknown): string {
  return typeof value === 'number' ? commsHeatingState(value) : num(value);
}

const SCHEDULE_APIS = new Set(['/api/hubschedule', '/hub/hubschedule', '/phone/getevents']);
const FIRMWARE_APIS = new Set(['/hub/checkfirmwareversion', '/api/checkfirmwareversion']);

export const APP_CHANGES_QUEUED = 'App changes are queued for poll from Hub...';

/**
 * How the body of one record is shown. `typeId` tells requests from responses (checktoken shows Expiry
 * for responses only). A body of an unexpected shape falls back to formatted text. `formatTime` writes a
 * time (checktoken's expiry) in the app's one date format; a time it cannot read ('') is shown as sent.
 */
export function commsBodyView(
  api: string,
  typeId: number,
  body: string | null | undefined,
  formatTime: (iso: string) => string = () => '',
): CommsBodyView {
  const data = parseCommsBody(body);
  const text = (): CommsBodyView => ({ kind: 'text', text: formatCommsData(data ?? '', body) });
  if (SCHEDULE_APIS.has(api)) {
    const events = scheduleEvents(data);
    return events ? { kind: 'schedule', events } : text();
  }
  if (api === '/phone/getsnapshot' && isObj(data)) {
    return {
      kind: 'fields',
      title: 'Snapshot',
      rows: [
        ['Set', num(pick(data, ['set', 'setpoint']))],
        ['Temp', num(pick(data, ['temp', 'temperature']))],
        ['Heating', heatingText(data['heating'])],
        ['Battery', num(pick(data, ['battery', 'battery_level']))],
      ],
    };
  }
  if (api === '/phone/getstatus' && isObj(data)) {
    const pending = Boolean(pick(data, ['pending', 'changes_pending', 'queued']));
    return {
      kind: 'fields',
      title: 'Status',
      rows: [
        ['Heating', heatingText(data['heating'])],
        ['Setting', num(pick(data, ['setting', 'setpoint']))],
        ['Holiday', data['holiday'] ? 'Yes' : 'No'],
      ],
      ...(pending ? { note: APP_CHANGES_QUEUED } : {}),
    };
  }
  if (api === '/phone/gethubs' && Array.isArray(data) && data.every(isObj)) {
    return {
      kind: 'hubs',
      hubs: data.map((row) => {
        const hub = Number(pick(row, ['hub', 'hubid']));
        return {
          hubId: Number.isSafeInteger(hub) && hub > 0 ? hub : null,
          cells: [
            ['Hub', num(pick(row, ['hub', 'hubid']))],
            ['Set', num(row['set'])],
            ['Room', num(row['room'])],
            ['Heat', heatingText(row['heat'])],
            ['RSSI', num(row['rssi'])],
          ],
        };
      }),
    };
  }
  if (FIRMWARE_APIS.has(api) && isObj(data) && data['version'] !== undefined) {
    return {
      kind: 'fields',
      title: 'Firmware',
      rows: [
        ['Version', num(data['version'])],
        ['Size', num(data['size'])],
        ['Hash', `${num(data['hashtype'])} ${num(data['hash'])}`],
        ['URI', num(data['uri'])],
      ],
    };
  }
  if (api === '/api/history' && isObj(data) && data['accuracy'] !== undefined) {
    const days = Array.isArray(data['days']) ? data['days'] : [];
    const annual = isObj(data['annual']) ? data['annual'] : {};
    return {
      kind: 'fields',
      title: 'History',
      rows: [
        ['Accuracy', num(data['accuracy'])],
        ['c/X', num(data['centsperunit'])],
        ['X/min', num(data['unitsperminute'])],
        ['Mode', num(data['spendmode'])],
        ['Offset', num(data['offset'])],
        ['Days', days.map((d) => num(d)).join(', ')],
        [
          'Annual',
          Object.entries(annual)
            .map(([k, v]) => `${k} ${num(v)}`)
            .join(', ') || '—',
        ],
      ],
    };
  }
  if (api === '/phone/sendmeterimage' && isObj(data) && data['encoding'] !== undefined) {
    const bytes = data['bytes'] ?? (typeof data['image'] === 'string' ? data['image'].length : undefined);
    return { kind: 'line', text: `Meter Image: ${num(data['encoding'])}, ${num(bytes)} bytes encoded.` };
  }
  if (
    api === '/phone/checktoken' &&
    typeId === COMMS_RESPONSE &&
    isObj(data) &&
    data['expiry'] !== undefined
  ) {
    const expiry = data['expiry'];
    const shown = (typeof expiry === 'string' && formatTime(expiry)) || num(expiry);
    return { kind: 'fields', title: 'Token', rows: [['Expiry', shown]] };
  }
  if (api === '/phone/setheat' && isObj(data) && data['state'] !== undefined) {
    return {
      kind: 'line',
      text: `Set to: ${heatingText(data['state'])} at ${num(data['setting'])}°C`,
    };
  }
  return text();
}

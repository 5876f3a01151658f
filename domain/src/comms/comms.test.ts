import { describe, expect, it } from 'vitest';
import {
  APP_CHANGES_QUEUED,
  capCommsText,
  commsBodyView,
  commsTypeName,
  formatCommsData,
  parseCommsBody,
  parseRawPayload,
  rawPayload,
  STRINGIFY_FAILED,
} from './comms.js';

describe('comms type names', () => {
  it('names the four codes and shows others as the number', () => {
    expect([50017, 50018, 50019, 50020, 1].map(commsTypeName)).toEqual([
      'Error',
      'Info',
      'Request',
      'Response',
      '1',
    ]);
  });
});

describe('display cap', () => {
  it('keeps data up to 8192 characters and elides the middle of longer data, giving its size', () => {
    expect(capCommsText('a'.repeat(8192))).toBe('a'.repeat(8192));
    const long = `${'a'.repeat(5000)}${'é'.repeat(5000)}`;
    const shown = capCommsText(long);
    expect(shown.startsWith('Data is too long to show: 15000 bytes.\naaa')).toBe(true);
    expect(shown.endsWith('éé')).toBe(true);
    expect(shown).toContain('\n…\n');
    expect(shown.length).toBeLessThanOrEqual(8192);
  });

  it('formats JSON pretty-printed and says so when data cannot be stringified', () => {
    expect(formatCommsData({ a: 1 })).toBe('{\n  "a": 1\n}');
    // The size counts the body as sent, not the pretty-printed text that is longer.
    const items = Array.from({ length: 900 }, (_, i) => ({ id: i, on: true }));
    const body = JSON.stringify(items);
    const shown = formatCommsData(JSON.parse(body), body);
    expect(shown.startsWith(`Data is too long to show: ${body.length} bytes.`)).toBe(true);
    expect(JSON.stringify(items, null, 2).length).toBeGreaterThan(body.length);
    const cyclic: Record<string, unknown> = {};
    cyclic['self'] = cyclic;
    expect(formatCommsData(cyclic)).toBe(STRINGIFY_FAILED);
    expect(formatCommsData(10n)).toBe(STRINGIFY_FAILED);
  });
});

describe('bodies and raw payloads', () => {
  it('parses a body as JSON only when it starts with a bracket and is well formed', () => {
    expect(parseCommsBody(' {"a":1}')).toEqual({ a: 1 });
    expect(parseCommsBody('[1]')).toEqual([1]);
    expect(parseCommsBody('{broken')).toBe('{broken');
    expect(parseCommsBody('<script>x</script>')).toBe('<script>x</script>');
    expect(parseCommsBody(null)).toBeNull();
  });

  it('splits the raw payload into headers, blank line and body, and builds it back', () => {
    const raw = rawPayload({ 'content-type': 'application/json', 'x-a': 'b: c' }, '{"k":[1]}');
    expect(raw).toBe('content-type: application/json\nx-a: b: c\n\n{"k":[1]}');
    expect(parseRawPayload(raw)).toEqual({
      headers: [
        { name: 'content-type', value: 'application/json' },
        { name: 'x-a', value: 'b: c' },
      ],
      body: { k: [1] },
      rawBody: '{"k":[1]}',
    });
    expect(parseRawPayload('only-a-header: 1\r\n\r\nplain')).toEqual({
      headers: [{ name: 'only-a-header', value: '1' }],
      body: 'plain',
      rawBody: 'plain',
    });
    expect(parseRawPayload('')).toEqual({ headers: [], body: '', rawBody: '' });
  });
});

describe('body views by API', () => {
  it('shows schedules from all three APIs as events', () => {
    const body = JSON.stringify({ events: [{ start: 1440 + 390, stop: 1440 + 480, adjust: -5 }] });
    for (const api of ['/api/hubschedule', '/hub/hubschedule', '/phone/getevents'])
      expect(commsBodyView(api, 50020, body)).toEqual({
        kind: 'schedule',
        events: [{ day: 'Monday', time: '06:30', minutes: 90, adjust: '-0.5' }],
      });
  });

  it('shows snapshot, status (with the queued note), firmware and history fields', () => {
    expect(
      commsBodyView('/phone/getsnapshot', 50020, '{"set":21,"temp":19.5,"heating":2,"battery":3900}'),
    ).toEqual({
      kind: 'fields',
      title: 'Snapshot',
      rows: [
        ['Set', '21'],
        ['Temp', '19.5'],
        ['Heating', 'Boost'],
        ['Battery', '3900'],
      ],
    });
    expect(
      commsBodyView('/phone/getstatus', 50020, '{"heating":3,"setting":20,"pending":true}'),
    ).toMatchObject({
      rows: [
        ['Heating', 'On with offset'],
        ['Setting', '20'],
        ['Holiday', 'No'],
      ],
      note: APP_CHANGES_QUEUED,
    });
    expect(commsBodyView('/phone/getstatus', 50020, '{"heating":7}')).not.toHaveProperty('note');
    for (const api of ['/hub/checkfirmwareversion', '/api/checkfirmwareversion'])
      expect(
        commsBodyView(
          api,
          50020,
          '{"version":"1.1.4","size":10,"hashtype":"sha256","hash":"ab","uri":"https://x"}',
        ),
      ).toMatchObject({
        rows: [
          ['Version', '1.1.4'],
          ['Size', '10'],
          ['Hash', 'sha256 ab'],
          ['URI', 'https://x'],
        ],
      });
    expect(
      commsBodyView(
        '/api/history',
        50020,
        '{"accuracy":90,"centsperunit":110,"unitsperminute":0.04,"spendmode":1,"offset":0,"days":[1,2],"annual":{"year":2026}}',
      ),
    ).toMatchObject({
      title: 'History',
      rows: [
        ['Accuracy', '90'],
        ['c/X', '110'],
        ['X/min', '0.04'],
        ['Mode', '1'],
        ['Offset', '0'],
        ['Days', '1, 2'],
        ['Annual', 'year 2026'],
      ],
    });
  });

  it('lists gethubs rows with the hub to open', () => {
    expect(
      commsBodyView('/phone/gethubs', 50020, '[{"hub":1002,"set":21,"room":19,"heat":1,"rssi":-60}]'),
    ).toEqual({
      kind: 'hubs',
      hubs: [
        {
          hubId: 1002,
          cells: [
            ['Hub', '1002'],
            ['Set', '21'],
            ['Room', '19'],
            ['Heat', 'On'],
            ['RSSI', '-60'],
          ],
        },
      ],
    });
  });

  it('words meter images, setheat, and token expiry for responses only', () => {
    expect(commsBodyView('/phone/sendmeterimage', 50019, '{"encoding":"base64","bytes":2048}')).toEqual({
      kind: 'line',
      text: 'Meter Image: base64, 2048 bytes encoded.',
    });
    expect(commsBodyView('/phone/setheat', 50019, '{"state":1,"setting":21.5}')).toEqual({
      kind: 'line',
      text: 'Set to: On at 21.5°C',
    });
    expect(commsBodyView('/phone/setheat', 50019, '{"state":9,"setting":20}')).toMatchObject({
      text: 'Set to: 9 at 20°C',
    });
    expect(commsBodyView('/phone/checktoken', 50020, '{"expiry":"2027-01-01"}')).toMatchObject({
      rows: [['Expiry', '2027-01-01']],
    });
    expect(commsBodyView('/phone/checktoken', 50019, '{"expiry":"2027-01-01"}').kind).toBe('text');
  });

  it('shows any other body, or an unexpected shape, as formatted text', () => {
    expect(commsBodyView('/phone/other', 50019, '{"a":1}')).toEqual({ kind: 'text', text: '{\n  "a": 1\n}' });
    expect(commsBodyView('/phone/getsnapshot', 50019, '<b>hi</b>')).toEqual({
      kind: 'text',
      text: '<b>hi</b>',
    });
    expect(commsBodyView('/api/hubschedule', 50019, '{"hubid":1}').kind).toBe('text');
    expect(commsBodyView('/x', 50019, null)).toEqual({ kind: 'text', text: '' });
  });
});

import { describe, expect, it } from 'vitest';
import {
  HEATING_STATES,
  commsHeatingState,
  heatingDescription,
  heatingStateCode,
  heatingStateName,
} from './heating.js';

describe('heatingDescription (spec 1 §4)', () => {
  it('says Holiday Mode when the holiday flag is set, whatever the heating', () => {
    expect(heatingDescription({ heating: 1, holiday: true, boiler: true })).toBe('Holiday Mode');
    expect(heatingDescription({ heating: 0, holiday: true })).toBe('Holiday Mode');
  });

  it('says Holiday Mode for heating 4', () => {
    expect(heatingDescription({ heating: 4, holiday: false, boiler: true })).toBe('Holiday Mode');
  });

  it.each([
    [1, true, 'On with boiler ON'],
    [1, false, 'On with boiler OFF'],
    [2, true, 'Boost with boiler ON'],
    [2, false, 'Boost with boiler OFF'],
    [3, true, 'On with Offset with boiler ON'],
    [3, false, 'On with Offset with boiler OFF'],
  ])('heating %i with boiler %s is "%s"', (heating, boiler, text) => {
    expect(heatingDescription({ heating, holiday: false, boiler })).toBe(text);
  });

  it('says OFF otherwise', () => {
    expect(heatingDescription({ heating: 0, holiday: false, boiler: true })).toBe('OFF');
    expect(heatingDescription({ heating: 9, holiday: false, boiler: false })).toBe('OFF');
    expect(heatingDescription({ heating: null })).toBe('OFF');
  });
});

describe('commsHeatingState', () => {
  it('names states 0 to 4 as the comms views do and shows other codes as the number', () => {
    expect([0, 1, 2, 3, 4].map(commsHeatingState)).toEqual([
      'Off',
      'On',
      'Boost',
      'On with offset',
      'Holiday Mode',
    ]);
    expect(commsHeatingState(7)).toBe('7');
    expect(commsHeatingState(-1)).toBe('-1');
  });
});

describe('heating state codes', () => {
  it('maps upstream codes 0-4 to the enum names and back', () => {
    expect(HEATING_STATES).toEqual({ 0: 'OFF', 1: 'ON', 2: 'BOOST', 3: 'ON_WITH_OFFSET', 4: 'HOLIDAY' });
    for (const code of [0, 1, 2, 3, 4]) {
      expect(heatingStateCode(heatingStateName(code))).toBe(code);
    }
  });

  it('reads an unknown or missing code as OFF', () => {
    expect(heatingStateName(12)).toBe('OFF');
    expect(heatingStateName(null)).toBe('OFF');
  });
});

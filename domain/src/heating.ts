// Heating state codes and their descriptions (spec 1 §4). The upstream sends heating as 0..4; the
// GraphQL side uses the enum names. The spec's " with boiler ON" or "OFF" is read as the suffix
// " with boiler ON" / " with boiler OFF", so the two descriptions differ by one word.

export type HeatingStateName = 'OFF' | 'ON' | 'BOOST' | 'ON_WITH_OFFSET' | 'HOLIDAY';

export const HEATING_STATES: Readonly<Record<number, HeatingStateName>> = Object.freeze({
  0: 'OFF',
  1: 'ON',
  2: 'BOOST',
  3: 'ON_WITH_OFFSET',
  4: 'HOLIDAY',
});

/** The enum name of an upstream heating code; unknown codes read as OFF, as the description does. */
export function heatingStateName(code: number | null | undefined): HeatingStateName {
  return (code !== null && code !== undefined && HEATING_STATES[code]) || 'OFF';
}

export function heatingStateCode(name: HeatingStateName): number {
  const entry = Object.entries(HEATING_STATES).find(([, value]) => value === name);
  return entry ? Number(entry[0]) : 0;
}

export interface HeatingInput {
  heating: number | null | undefined;
  holiday?: boolean | null;
  boiler?: boolean | null;
}

const HEATING_WORDS: Readonly<Record<number, string>> = { 1: 'On', 2: 'Boost', 3: 'On with Offset' };

export function heatingDescription({ heating, holiday, boiler }: HeatingInput): string {
  if (holiday || heating === 4) return 'Holiday Mode';
  const words = heating === null || heating === undefined ? undefined : HEATING_WORDS[heating];
  if (words === undefined) return 'OFF';
  return `${words} with boiler ${boiler ? 'ON' : 'OFF'}`;
}

const COMMS_HEATING_WORDS: Readonly<Record<number, string>> = {
  0: 'Off',
  1: 'On',
  2: 'Boost',
  3: 'On with offset',
  4: 'Holiday Mode',
};

/** Heating state codes 0..4 by name, as the GraphQL API's HeatingState enum names them. */
export const HEATING_STATE_NAMES = ['OFF', 'ON', 'BOOST', 'ON_WITH_OFFSET', 'HOLIDAY'] as const;

/** The heating state as the comms views show it; codes outside 0..4 are shown as the number. */
export function commsHeatingState(code: number): string {
  return COMMS_HEATING_WORDS[code] ?? String(code);
}

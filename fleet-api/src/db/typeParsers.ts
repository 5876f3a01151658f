// Both engines get the same conversions so that answers do not depend on the engine: counts (int8) and
// decimals (numeric) become JS numbers, which is safe for the magnitudes this data model holds, and
// plain dates stay "YYYY-MM-DD" text, because turning them into a Date at local midnight shifts the
// day in any timezone west of UTC.

export const OID = { int8: 20, numeric: 1700, date: 1082 } as const;

const toNumber = (value: string): number => Number(value);
const keepText = (value: string): string => value;

export const textParsers: Record<number, (value: string) => unknown> = {
  [OID.int8]: toNumber,
  [OID.numeric]: toNumber,
  [OID.date]: keepText,
};

// Spec 2 §8 texts of the stock screens, worded exactly.

export const NO_STOCK_MESSAGE = 'No Stock for that criteria';

/** "{name}" is whoever looks after stock records; the web sets it (docs/domain.md). */
export function stockChangeFailedMessage(name: string): string {
  return `This change has failed to be Applied :-( Go Ask ${name} why`;
}

/** Cartons are numbered 1 to 100 (spec 2 §9); the carton filter offers each. */
export const CARTON_NUMBERS: readonly number[] = Object.freeze(Array.from({ length: 100 }, (_, i) => i + 1));

/** SEAI trial groups the modify panel offers (spec 2 §9: 0 to 5 offered, 0 to 6 valid). */
export const SEAI_GROUPS_OFFERED: readonly number[] = Object.freeze([0, 1, 2, 3, 4, 5]);

// Enter ECMS data (spec 3 §2.5, §3 ECMS bulk payload): what the form must hold before it is sent. The web's
// form checks it as the person types, the gateway again before calling the register; reading Date Sent is
// each side's own (the form's DateField, the gateway's reportDay), a day read before 2014 is refused here.
import { reportDay } from '../installation/reportColumns.js';
import { earliestDateProblem } from '../validation/earliestDate.js';
import type { FieldError } from '../validation/userError.js';
import { splitMprns } from './ecmsColumns.js';

/** The form's values as typed (the status as its id, or empty). */
export interface EcmsBulkText {
  statusId?: number | string | null;
  hubBatch?: string | null;
  eiBatch?: string | null;
  dateSent?: string | null;
  comment?: string | null;
  mprns?: string | null;
}

export const ECMS_BULK_LABELS = {
  statusId: 'Ecms Status',
  hubBatch: 'Hub Batch Number',
  eiBatch: 'EI Batch Number',
  dateSent: 'Date Sent',
  comment: 'Comment',
  mprns: 'Enter MPRNs',
} as const;

export const ECMS_NOTHING_TO_CHANGE = 'Choose a status or fill in a value to change.';

const filled = (value: number | string | null | undefined) =>
  value !== null && value !== undefined && String(value).trim() !== '';

/** The batch numbers are whole numbers (at most 9 digits, as the register holds them). */
export function ecmsBatch(text: string | null | undefined): number | null {
  const trimmed = (text ?? '').trim();
  return /^\d{1,9}$/.test(trimmed) ? Number(trimmed) : null;
}

/** The MPRNs listed, the batch numbers and a Date Sent before 2014: every message, in the form's order. */
export function ecmsBulkProblems(values: EcmsBulkText): FieldError[] {
  const problems: FieldError[] = [];
  const mprns = splitMprns(values.mprns ?? '');
  const notNumbers = mprns.filter((mprn) => !/^\d+$/.test(mprn));
  if (mprns.length === 0) problems.push({ field: 'mprns', message: 'Enter MPRNs, separated by commas.' });
  // A meter number is digits: anything else is a typo, said before the confirmation counts it as an MPRN.
  else if (notNumbers.length > 0)
    problems.push({
      field: 'mprns',
      message: `An MPRN is a number: ${notNumbers.slice(0, 5).join(', ')}${notNumbers.length > 5 ? ', …' : ''} ${notNumbers.length === 1 ? 'is' : 'are'} not.`,
    });
  for (const field of ['hubBatch', 'eiBatch'] as const)
    if (filled(values[field]) && ecmsBatch(values[field]) === null)
      problems.push({ field, message: `${ECMS_BULK_LABELS[field]} must be a whole number.` });
  // Spec 2 §9's earliest acceptable date; a text that is not a day at all is the reader's to refuse.
  const early = earliestDateProblem('dateSent', ECMS_BULK_LABELS.dateSent, reportDay(values.dateSent ?? ''));
  if (early) problems.push(early);
  return problems;
}

/** Nothing would change: no status chosen and every value empty (ECMS_NOTHING_TO_CHANGE). */
export function ecmsBulkSetsNothing(values: EcmsBulkText): boolean {
  return ![values.statusId, values.hubBatch, values.eiBatch, values.dateSent, values.comment].some(filled);
}

// Enter ECMS data (spec 3 §2.5, §3 ECMS bulk payload, §5 conversions on send): the batch numbers become
// numbers and date_sent a date; a field left empty is not changed; the MPRN list is split on commas.
// What cannot be read is a user error naming the field, worded for the person who typed it.
import {
  ECMS_NOTHING_TO_CHANGE,
  ecmsBatch,
  ecmsBulkProblems,
  ecmsBulkSetsNothing,
  reportDay,
  splitMprns,
} from '@hub/domain';
import type { UpdateEcmsRowsInput, UserError } from '../__generated__/resolvers-types.js';
import type { EcmsBulkPayload } from './rest.js';

const filled = (value: string | null | undefined): string | null =>
  value === null || value === undefined || value.trim() === '' ? null : value.trim();

export function ecmsBulkPayload(
  input: UpdateEcmsRowsInput,
): { ok: true; payload: EcmsBulkPayload } | { ok: false; userErrors: UserError[] } {
  // The form's own rules (the web checks the same as the person types), then the date as the gateway reads it.
  const userErrors: UserError[] = [...ecmsBulkProblems(input)];
  const sentText = filled(input.dateSent);
  const dateSent = sentText === null ? null : reportDay(sentText);
  if (sentText !== null && dateSent === null)
    userErrors.push({ field: 'dateSent', message: 'Date Sent must be a date, e.g. 2019-12-28.' });
  if (userErrors.length === 0 && ecmsBulkSetsNothing(input))
    userErrors.push({ field: null, message: ECMS_NOTHING_TO_CHANGE });
  if (userErrors.length > 0) return { ok: false, userErrors };
  return {
    ok: true,
    payload: {
      ecms_status_id: input.statusId ?? null,
      hub_batch: ecmsBatch(input.hubBatch),
      ei_batch: ecmsBatch(input.eiBatch),
      date_sent: dateSent,
      comment: filled(input.comment),
      mprn: splitMprns(input.mprns).join(','),
    },
  };
}

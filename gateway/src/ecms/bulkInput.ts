// Enter ECMS data (spec 3 §2.5, §3 ECMS bulk payload, §5 conversions on send): the batch numbers become
// numbers and date_sent a date; a field left empty is not changed; the MPRN list is split on commas.
// What cannot be read is a user error naming the field, worded for the person who typed it.
import { reportDay, splitMprns } from '@hub/domain';
import type { UpdateEcmsRowsInput, UserError } from '../__generated__/resolvers-types.js';
import type { EcmsBulkPayload } from './rest.js';

const filled = (value: string | null | undefined): string | null =>
  value === null || value === undefined || value.trim() === '' ? null : value.trim();

export function ecmsBulkPayload(
  input: UpdateEcmsRowsInput,
): { ok: true; payload: EcmsBulkPayload } | { ok: false; userErrors: UserError[] } {
  const userErrors: UserError[] = [];
  const number = (field: 'hubBatch' | 'eiBatch', label: string) => {
    const text = filled(input[field]);
    if (text === null) return null;
    if (!/^\d{1,9}$/.test(text)) {
      userErrors.push({ field, message: `${label} must be a whole number.` });
      return null;
    }
    return Number(text);
  };
  const mprns = splitMprns(input.mprns);
  if (mprns.length === 0) userErrors.push({ field: 'mprns', message: 'Enter MPRNs, separated by commas.' });
  const hubBatch = number('hubBatch', 'Hub Batch Number');
  const eiBatch = number('eiBatch', 'EI Batch Number');
  const sentText = filled(input.dateSent);
  const dateSent = sentText === null ? null : reportDay(sentText);
  if (sentText !== null && dateSent === null)
    userErrors.push({ field: 'dateSent', message: 'Date Sent must be a date, e.g. 2019-12-28.' });
  const payload: EcmsBulkPayload = {
    ecms_status_id: input.statusId ?? null,
    hub_batch: hubBatch,
    ei_batch: eiBatch,
    date_sent: dateSent,
    comment: filled(input.comment),
    mprn: mprns.join(','),
  };
  const { mprn: _mprns, ...values } = payload;
  if (userErrors.length === 0 && Object.values(values).every((value) => value === null))
    userErrors.push({ field: null, message: 'Choose a status or fill in a value to change.' });
  return userErrors.length > 0 ? { ok: false, userErrors } : { ok: true, payload };
}

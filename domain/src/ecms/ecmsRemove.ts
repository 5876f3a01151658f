// Remove and Restore of one MPRN (spec 3 §2.5): what the box must hold before the register is asked. The
// form says it beside the field as the person types; the gateway refuses it the same way, without a call.
import type { FieldError } from '../validation/userError.js';

export const ECMS_REMOVE_LABEL = 'MPRN Number';

/** One MPRN, digits only (a meter number; Enter MPRNs checks each of its list alike, ecmsBulkProblems). */
export function ecmsRemoveProblems({ mprn }: { mprn: string }): FieldError[] {
  const typed = mprn.trim();
  if (!typed) return [{ field: 'mprn', message: `Enter the ${ECMS_REMOVE_LABEL} to remove.` }];
  if (!/^\d+$/.test(typed)) return [{ field: 'mprn', message: `${ECMS_REMOVE_LABEL} must be digits only.` }];
  return [];
}

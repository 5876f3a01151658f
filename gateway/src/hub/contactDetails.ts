// Saving hub information for a caller without the "address" right (spec 3 §6). Such a caller sees the
// contact details as null, so cannot be trusted to send them back. fleet-api keeps the stored details for
// such a caller inside its own save (and refuses a value for them), so the gateway only leaves them out of
// the body: no read-then-write here, which could revert someone else's simultaneous change.
import type { InformationBody } from './rest.js';

const CONTACT_FIELDS = ['address', 'contact_phone', 'contact_mobile', 'contact_email'] as const;

/** The PUT body without the contact details, which fleet-api then keeps as stored. */
export function withoutContactDetails(body: InformationBody): InformationBody {
  const kept: InformationBody = { ...body };
  for (const field of CONTACT_FIELDS) delete kept[field];
  return kept;
}

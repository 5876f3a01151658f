// Saving hub information for a caller without the "address" right (spec 3 §6). Such a caller sees the
// contact details as null (auth/rights.ts), so cannot be trusted to send them back; and the upstream PUT
// replaces the whole record. Name, city, postcode and notes stay the caller's to edit: the postcode is
// needed for zones and maps, the city for orientation.
import type { InformationBody, InformationRecord } from './rest.js';

const CONTACT_FIELDS = ['address', 'contact_phone', 'contact_mobile', 'contact_email'] as const;

/** The PUT body with the stored contact details in place of whatever the caller sent or left out. */
export function keepStoredContactDetails(body: InformationBody, stored: InformationRecord): InformationBody {
  const kept: InformationBody = { ...body };
  for (const field of CONTACT_FIELDS) {
    // An absent field is cleared by the PUT, which is exactly what a stored null needs.
    if (stored[field] === null) delete kept[field];
    else kept[field] = stored[field];
  }
  return kept;
}

// The information editor holds every field as typed text; domain's hubInformationForSave turns that into
// what is sent. This module only builds the starting form from what the server returned.
import type { HubInformationFields } from '@hub/domain';

export const INFORMATION_FIELDS = [
  'name',
  'address',
  'city',
  'postcode',
  'country',
  'contactPhone',
  'contactMobile',
  'contactEmail',
  'contactNote',
  'shipmentNumber',
  'cartonNumber',
  'stockStatusId',
  'stockLocationId',
  'stockOfficeStatusId',
  'customerTypeId',
  'installationStateId',
  'installed',
  'dispatched',
  'installerId',
  'stockDocketNumber',
  'seaiTrialGroup',
] as const satisfies ReadonlyArray<keyof HubInformationFields>;

export type InformationField = (typeof INFORMATION_FIELDS)[number];

// Spec 3 §6: customer contact details need the "address" right. The gateway answers them as null for
// anyone else and keeps their stored values when such a caller saves; the screen says so instead of
// showing blanks that look like missing data.
export const CONTACT_DETAIL_FIELDS: ReadonlySet<InformationField> = new Set([
  'address',
  'contactPhone',
  'contactMobile',
  'contactEmail',
]);

export const CONTACT_DETAILS_HIDDEN = 'Hidden: needs the address right';

/** What is sent by a caller who cannot see the contact details: everything but them. */
export function withoutContactDetails<T extends Partial<Record<InformationField, unknown>>>(input: T): T {
  return Object.fromEntries(
    Object.entries(input).filter(([field]) => !CONTACT_DETAIL_FIELDS.has(field as InformationField)),
  ) as T;
}
export type InformationForm = Record<InformationField, string>;
export type InformationValues = { [K in InformationField]?: string | number | null };

// Spec 1 §4: a record without a stock location has never been filled in, and starts from these.
const NEW_RECORD_DEFAULTS: Partial<InformationForm> = {
  stockLocationId: '1',
  stockStatusId: '1',
  installationStateId: '1',
  country: 'Ireland',
  dispatched: '',
  installed: '',
};

export function formFromInformation(info: InformationValues | null | undefined): InformationForm {
  const form = Object.fromEntries(
    INFORMATION_FIELDS.map((field) => [field, info?.[field] == null ? '' : String(info[field])]),
  ) as InformationForm;
  if (form.stockLocationId !== '') return form;
  for (const [field, value] of Object.entries(NEW_RECORD_DEFAULTS) as [InformationField, string][]) {
    if (form[field] === '') form[field] = value;
  }
  return form;
}

/** A maps search for the postcode, opened in a new window from the read view (spec 1 §2). */
export function mapsSearchUrl(postcode: string): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(postcode.trim())}`;
}

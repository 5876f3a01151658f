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

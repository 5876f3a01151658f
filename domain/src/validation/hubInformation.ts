// Hub information (spec 1 §5): validation with the spec's messages, and the coercions applied on save.
// Fields the spec does not name (shipment, office status, SEAI group) are made numbers like the
// docket, without a default: an empty value stays empty.
import { phoneForSave } from '../phone.js';
import { postcodeForSave } from '../postcode.js';
import type { FieldError } from './userError.js';
import type { FormNumber, FormText } from './coerce.js';
import {
  atMostIntMessage,
  isAboveIntMax,
  isWholeNumberOrEmpty,
  toIdAtLeastOne,
  toNumberOrNull,
  toTextOrNull,
  wholeNumberMessage,
} from './coerce.js';
import { INSTALLATION_DATE_MESSAGES, validateInstallationDates } from './installationDates.js';
import { SEAI_TRIAL_GROUP_MAX, SEAI_TRIAL_GROUP_MIN } from './stockModify.js';
import { textLimitErrors } from './textLimits.js';

export const HUB_INFORMATION_MESSAGES = Object.freeze({
  ...INSTALLATION_DATE_MESSAGES,
  seaiTrialGroup: `The SEAI group must be between ${SEAI_TRIAL_GROUP_MIN} and ${SEAI_TRIAL_GROUP_MAX}.`,
});

/** The editable fields (the shape of GraphQL HubInformationInput), as a form may hold them: numbers may be text. */
export interface HubInformationFields {
  name?: FormText;
  address?: FormText;
  city?: FormText;
  postcode?: FormText;
  country?: FormText;
  contactPhone?: FormText;
  contactMobile?: FormText;
  contactEmail?: FormText;
  contactNote?: FormText;
  shipmentNumber?: FormNumber;
  cartonNumber?: FormNumber;
  stockStatusId?: FormNumber;
  stockLocationId?: FormNumber;
  stockOfficeStatusId?: FormNumber;
  customerTypeId?: FormNumber;
  installationStateId?: FormNumber;
  dispatched?: FormText;
  installed?: FormText;
  installerId?: FormNumber;
  stockDocketNumber?: FormNumber;
  seaiTrialGroup?: FormNumber;
}

/** The information as it is saved; null means absent (the gateway leaves it out of the upstream body). */
export interface HubInformationForSave {
  name: string | null;
  address: string | null;
  city: string | null;
  postcode: string | null;
  country: string | null;
  contactPhone: string | null;
  contactMobile: string | null;
  contactEmail: string | null;
  contactNote: string | null;
  shipmentNumber: number | null;
  cartonNumber: number | null;
  stockStatusId: number;
  stockLocationId: number;
  stockOfficeStatusId: number | null;
  customerTypeId: number;
  installationStateId: number;
  dispatched: string | null;
  installed: string | null;
  installerId: number | null;
  stockDocketNumber: number | null;
  seaiTrialGroup: number | null;
}

/**
 * The numbers typed as text, with the labels of the editor: anything but a whole number is refused
 * (rather than "abc" saved as empty and "12.5" as 12).
 */
export const HUB_INFORMATION_NUMBER_LABELS = Object.freeze({
  cartonNumber: 'Carton',
  stockDocketNumber: 'Docket',
  shipmentNumber: 'Shipment',
  stockOfficeStatusId: 'Office Status',
  installerId: 'Installer',
  seaiTrialGroup: 'SEAI group',
}) satisfies Partial<Record<keyof HubInformationFields, string>>;

/**
 * The longest text each field takes, as fleet-api's schema (hub/information.ts) has it, with the editor's
 * labels: said beside the field while typing, not refused by the server after Save.
 */
export const HUB_INFORMATION_TEXT_LIMITS = Object.freeze({
  name: ['Name', 200],
  address: ['Address', 500],
  city: ['City', 100],
  postcode: ['Postcode', 20],
  country: ['Country', 100],
  contactPhone: ['Phone', 40],
  contactMobile: ['Mobile', 40],
  contactEmail: ['Email', 254],
  contactNote: ['Notes', 4000],
}) satisfies Partial<Record<keyof HubInformationFields, readonly [string, number]>>;

/** Every message that blocks Save; an empty list means the information may be saved. */
export function validateHubInformation(info: HubInformationFields): FieldError[] {
  const errors = [...validateInstallationDates(info), ...textLimitErrors(info, HUB_INFORMATION_TEXT_LIMITS)];
  for (const [field, label] of Object.entries(HUB_INFORMATION_NUMBER_LABELS)) {
    const value = info[field as keyof HubInformationFields] as FormNumber;
    if (!isWholeNumberOrEmpty(value)) errors.push({ field, message: wholeNumberMessage(label) });
    // Past what a GraphQL Int and the column hold: said here, not met as a coercion error after Save. The
    // SEAI group has its own range, said below.
    else if (field !== 'seaiTrialGroup' && isAboveIntMax(value))
      errors.push({ field, message: atMostIntMessage(label), code: 'OUT_OF_RANGE' });
  }
  // Spec 2 §9: SEAI group valid range 0 to 6 (the database refuses any other).
  const group = toNumberOrNull(info.seaiTrialGroup);
  if (
    isWholeNumberOrEmpty(info.seaiTrialGroup) &&
    group !== null &&
    (group < SEAI_TRIAL_GROUP_MIN || group > SEAI_TRIAL_GROUP_MAX)
  )
    errors.push({
      field: 'seaiTrialGroup',
      message: HUB_INFORMATION_MESSAGES.seaiTrialGroup,
      code: 'OUT_OF_RANGE',
    });
  return errors;
}

export function hubInformationForSave(info: HubInformationFields): HubInformationForSave {
  return {
    name: toTextOrNull(info.name),
    address: toTextOrNull(info.address),
    city: toTextOrNull(info.city),
    postcode: postcodeForSave(info.postcode),
    country: toTextOrNull(info.country),
    contactPhone: phoneForSave(info.contactPhone),
    contactMobile: phoneForSave(info.contactMobile),
    contactEmail: toTextOrNull(info.contactEmail),
    contactNote: toTextOrNull(info.contactNote),
    shipmentNumber: toNumberOrNull(info.shipmentNumber),
    cartonNumber: toNumberOrNull(info.cartonNumber),
    stockStatusId: toIdAtLeastOne(info.stockStatusId),
    stockLocationId: toIdAtLeastOne(info.stockLocationId),
    stockOfficeStatusId: toNumberOrNull(info.stockOfficeStatusId),
    customerTypeId: toIdAtLeastOne(info.customerTypeId),
    installationStateId: toIdAtLeastOne(info.installationStateId),
    dispatched: toTextOrNull(info.dispatched),
    installed: toTextOrNull(info.installed),
    installerId: toNumberOrNull(info.installerId),
    stockDocketNumber: toNumberOrNull(info.stockDocketNumber),
    seaiTrialGroup: toNumberOrNull(info.seaiTrialGroup),
  };
}

// Bulk stock modify (spec 2 §5): the same date rules as hub information, and a payload that carries
// only real changes. Ids below 1 mean "leave as is", so they are dropped, as are SEAI groups outside
// 0..6 and empty dates. Fields the spec does not name (shipment, office status) are dropped when empty
// or not a number, for the same reason.
import type { FieldError } from './userError.js';
import type { FormNumber, FormText } from './coerce.js';
import { atMostIntMessage, isAboveIntMax, toNumberOrNull, toTextOrNull } from './coerce.js';
import { validateInstallationDates } from './installationDates.js';

export const SEAI_TRIAL_GROUP_MIN = 0;
export const SEAI_TRIAL_GROUP_MAX = 6;

export interface StockChangesInput {
  stockStatusId?: FormNumber;
  stockLocationId?: FormNumber;
  stockOfficeStatusId?: FormNumber;
  customerTypeId?: FormNumber;
  installationStateId?: FormNumber;
  installerId?: FormNumber;
  shipmentNumber?: FormNumber;
  cartonNumber?: FormNumber;
  stockDocketNumber?: FormNumber;
  installed?: FormText;
  dispatched?: FormText;
  seaiTrialGroup?: FormNumber;
}

export type StockChanges = {
  [K in keyof StockChangesInput]?: K extends 'installed' | 'dispatched' ? string : number;
};

const IDS_FROM_ONE = [
  'stockStatusId',
  'stockLocationId',
  'customerTypeId',
  'installationStateId',
  'installerId',
  'stockDocketNumber',
  'cartonNumber',
] as const;

const OTHER_NUMBERS = ['stockOfficeStatusId', 'shipmentNumber'] as const;

/** The numbers a change carries, with the Modify Stock form's labels. */
export const STOCK_NUMBER_LABELS = Object.freeze({
  stockStatusId: 'Stock status',
  stockLocationId: 'Location',
  stockOfficeStatusId: 'Office status',
  customerTypeId: 'Customer type',
  installationStateId: 'Installation state',
  installerId: 'Installer',
  shipmentNumber: 'Shipment',
  cartonNumber: 'Carton',
  stockDocketNumber: 'Docket',
}) satisfies Partial<Record<keyof StockChangesInput, string>>;

/**
 * Every message that disables Apply: the dates, and a number past what a GraphQL Int and the columns
 * hold (a carton number of 99999999999 was sent and came back as a coercion error). The SEAI group's own
 * range drops any other value.
 */
export function validateStockModify(changes: StockChangesInput): FieldError[] {
  const errors = validateInstallationDates(changes);
  for (const [field, label] of Object.entries(STOCK_NUMBER_LABELS)) {
    if (isAboveIntMax(changes[field as keyof typeof STOCK_NUMBER_LABELS]))
      errors.push({ field, message: atMostIntMessage(label), code: 'OUT_OF_RANGE' });
  }
  return errors;
}

export function stockChangesForSave(changes: StockChangesInput): StockChanges {
  const out: StockChanges = {};
  for (const key of IDS_FROM_ONE) {
    const n = toNumberOrNull(changes[key]);
    if (n !== null && n >= 1) out[key] = n;
  }
  for (const key of OTHER_NUMBERS) {
    const n = toNumberOrNull(changes[key]);
    if (n !== null) out[key] = n;
  }
  const group = toNumberOrNull(changes.seaiTrialGroup);
  if (group !== null && group >= SEAI_TRIAL_GROUP_MIN && group <= SEAI_TRIAL_GROUP_MAX) {
    out.seaiTrialGroup = group;
  }
  for (const key of ['installed', 'dispatched'] as const) {
    const date = toTextOrNull(changes[key]);
    if (date !== null) out[key] = date;
  }
  return out;
}

// Hub information between the upstream's snake_case record and GraphQL, with the display forms the
// information panel shows (spec 1 §2: postcode split after the third character, Irish phone numbers).
import type { HubInformationForSave } from '@hub/domain';
import { irishPhoneDisplay, postcodeDisplay } from '@hub/domain';
import type { HubInformation } from '../__generated__/resolvers-types.js';
import { customerTypeOf, installationStateOf } from '../common/lookupCodes.js';
import type { InformationBody, InformationRecord } from './rest.js';

// Whether the caller may see the contact details is known only per request, so contactDetailsHidden is
// resolved then, with the contact fields themselves (auth/rights.ts), not stored in the model.
export type HubInformationModel = Omit<HubInformation, '__typename' | 'contactDetailsHidden'>;

declare module '../graphql/resolverTypes.js' {
  interface Models {
    HubInformation: HubInformationModel;
  }
}

function display(value: string | null, format: (value: string) => string): string | null {
  return value === null || value === '' ? null : format(value);
}

export function toHubInformation(record: InformationRecord): HubInformationModel {
  return {
    hubId: record.hubid,
    name: record.name,
    address: record.address,
    city: record.city,
    postcode: record.postcode,
    postcodeDisplay: display(record.postcode, postcodeDisplay),
    country: record.country,
    contactPhone: record.contact_phone,
    contactPhoneDisplay: display(record.contact_phone, irishPhoneDisplay),
    contactMobile: record.contact_mobile,
    contactMobileDisplay: display(record.contact_mobile, irishPhoneDisplay),
    contactEmail: record.contact_email,
    contactNote: record.contact_note,
    shipmentNumber: record.shipment_number,
    cartonNumber: record.carton_number,
    stockStatusId: record.stock_status_id,
    stockStatusText: record.stock_status_text,
    stockLocationId: record.stock_location_id,
    stockLocationText: record.stock_location_text,
    stockOfficeStatusId: record.stock_office_status_id,
    stockOfficeStatusDetails: record.stock_office_status_details,
    customerTypeId: record.customer_type_id,
    customerType: customerTypeOf(record.customer_type_id),
    customerTypeText: record.customer_type_text,
    installationStateId: record.installation_state_id,
    installationState: installationStateOf(record.installation_state_id),
    installationStateText: record.installation_state_text,
    dispatched: record.dispatched,
    installed: record.installed,
    installerId: record.installer_id,
    installerName: record.installer_name,
    stockDocketNumber: record.stock_docket_number,
    seaiTrialGroup: record.seai_trial_group,
    version: record.version,
  };
}

/** The PUT body: the coerced information in snake_case, leaving out what the coercions made absent. */
export function toInformationBody(info: HubInformationForSave): InformationBody {
  const body: InformationBody = {
    name: info.name,
    address: info.address,
    city: info.city,
    postcode: info.postcode,
    country: info.country,
    contact_phone: info.contactPhone,
    contact_mobile: info.contactMobile,
    contact_email: info.contactEmail,
    contact_note: info.contactNote,
    shipment_number: info.shipmentNumber,
    carton_number: info.cartonNumber,
    stock_status_id: info.stockStatusId,
    stock_location_id: info.stockLocationId,
    stock_office_status_id: info.stockOfficeStatusId,
    customer_type_id: info.customerTypeId,
    installation_state_id: info.installationStateId,
    dispatched: info.dispatched,
    installed: info.installed,
    installer_id: info.installerId,
    stock_docket_number: info.stockDocketNumber,
    seai_trial_group: info.seaiTrialGroup,
  };
  return Object.fromEntries(Object.entries(body).filter(([, value]) => value !== null)) as InformationBody;
}

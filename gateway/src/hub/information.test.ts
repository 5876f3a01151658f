import { hubInformationForSave } from '@hub/domain';
import { describe, expect, it } from 'vitest';
import { toHubInformation, toInformationBody } from './information.js';
import type { InformationRecord } from './rest.js';

const record: InformationRecord = {
  hubid: 5,
  name: 'Kelly',
  address: null,
  city: null,
  postcode: 'd02xy45',
  country: 'Ireland',
  contact_phone: '0871234567',
  contact_mobile: '',
  contact_email: null,
  contact_note: null,
  shipment_number: null,
  carton_number: null,
  stock_status_id: 1,
  stock_location_id: 1,
  stock_office_status_id: null,
  customer_type_id: 1,
  installation_state_id: 1,
  dispatched: null,
  installed: '2020-03-04',
  installer_id: null,
  stock_docket_number: null,
  seai_trial_group: null,
  stock_status_text: 'In stock',
  stock_location_text: 'Office',
  stock_office_status_details: null,
  customer_type_text: 'Domestic',
  installation_state_text: 'New',
  installer_name: null,
  version: 3,
};

describe('hub information', () => {
  it('shows the postcode and Irish phone numbers as the panel displays them (spec 1 §2)', () => {
    const info = toHubInformation(record);
    expect(info.postcodeDisplay).toBe('D02 XY45');
    expect(info.contactPhoneDisplay).toBe('+353 (87) 123 4567');
    expect(info.contactMobileDisplay).toBeNull();
  });

  it('saves in snake_case with the coercions applied, leaving out what is absent (spec 1 §5)', () => {
    const body = toInformationBody(
      hubInformationForSave({
        name: ' Kelly ',
        postcode: 'd02 xy45',
        contactPhone: '087 123-4567',
        stockStatusId: 0,
        stockLocationId: -3,
        customerTypeId: null,
        installationStateId: undefined,
        cartonNumber: 12,
        dispatched: '',
      }),
    );
    expect(body).toEqual({
      name: 'Kelly',
      postcode: 'D02XY45',
      contact_phone: '0871234567',
      stock_status_id: 1,
      stock_location_id: 1,
      customer_type_id: 1,
      installation_state_id: 1,
      carton_number: 12,
    });
  });
});

import { describe, expect, it } from 'vitest';
import { formFromInformation, mapsSearchUrl } from './informationForm';

describe('formFromInformation', () => {
  it('shows every saved value as text, and missing ones as empty', () => {
    const form = formFromInformation({
      name: 'Mary Murphy',
      stockLocationId: 3,
      cartonNumber: 17,
      installed: '2019-05-02',
      contactNote: null,
    });
    expect(form.name).toBe('Mary Murphy');
    expect(form.stockLocationId).toBe('3');
    expect(form.cartonNumber).toBe('17');
    expect(form.installed).toBe('2019-05-02');
    expect(form.contactNote).toBe('');
    expect(form.country).toBe('');
  });

  it('starts a record without a stock location at location 1, stock status 1, install state 1, Ireland', () => {
    const form = formFromInformation({ name: 'New hub' });
    expect(form).toMatchObject({
      stockLocationId: '1',
      stockStatusId: '1',
      installationStateId: '1',
      country: 'Ireland',
      dispatched: '',
      installed: '',
      name: 'New hub',
    });
  });

  it('starts from the same defaults when the hub has no information at all', () => {
    expect(formFromInformation(null)).toMatchObject({ stockLocationId: '1', country: 'Ireland' });
  });

  it('keeps values already chosen on a record without a stock location', () => {
    expect(formFromInformation({ stockStatusId: 4, country: 'Northern Ireland' })).toMatchObject({
      stockLocationId: '1',
      stockStatusId: '4',
      country: 'Northern Ireland',
    });
  });
});

describe('mapsSearchUrl', () => {
  it('searches the maps for the postcode', () => {
    expect(mapsSearchUrl('D02 XY45')).toBe('https://www.google.com/maps/search/?api=1&query=D02%20XY45');
  });
});

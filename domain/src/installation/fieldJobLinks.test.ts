import { describe, expect, it } from 'vitest';
import { FIELD_JOB_LINK_NAMES, fieldJobLinkName, fieldJobLinks } from './fieldJobLinks.js';

describe('field-job links (spec 1 §2 Installation tab)', () => {
  it('has the 13 friendly names of the spec', () => {
    expect(FIELD_JOB_LINK_NAMES.map(([name]) => name)).toEqual([
      'Customer Sign-Off on Completion',
      'Boiler operating after install',
      'Boiler in Operation',
      'Boiler Serial Number',
      'Existing Controls',
      'Existing Wiring',
      'Hub and Surrounding Area',
      'Hub Backplate with Wiring',
      'Hub Fitted and Powered Up',
      'Data Agreement',
      'Engineer Sign-Off',
      'Photo of Hub Serial No',
      'Dropbox Links',
    ]);
  });

  it('names the keys the field app uses', () => {
    expect(fieldJobLinkName('signature')).toBe('Customer Sign-Off on Completion');
    expect(fieldJobLinkName('customer_signature_items')).toBe('Customer Sign-Off on Completion');
    expect(fieldJobLinkName('engineer_signature')).toBe('Engineer Sign-Off');
    expect(fieldJobLinkName('existing_timeclock')).toBe('Existing Controls');
    expect(fieldJobLinkName('paperwork')).toBe('Data Agreement');
    expect(fieldJobLinkName('consent_form')).toBe('Data Agreement');
    expect(fieldJobLinkName('hub_serial_photo')).toBe('Photo of Hub Serial No');
    expect(fieldJobLinkName('job_template')).toBeNull();
  });

  it('lists only https values, friendly names in spec order first, others under their key', () => {
    expect(
      fieldJobLinks({
        engineer_signature: 'https://x/e.png',
        boiler_working: 'Yes',
        createdby: 'Sales Desk',
        signature: 'https://x/c.png',
        old_photo: 'http://insecure/p.jpg',
        extra_photo: 'https://x/extra.jpg',
        dropbox_links: ['https://dropbox/a', 'https://dropbox/b'],
      }),
    ).toEqual([
      { name: 'Customer Sign-Off on Completion', key: 'signature', url: 'https://x/c.png' },
      { name: 'Engineer Sign-Off', key: 'engineer_signature', url: 'https://x/e.png' },
      { name: 'Dropbox Links', key: 'dropbox_links', url: 'https://dropbox/a' },
      { name: 'Dropbox Links', key: 'dropbox_links', url: 'https://dropbox/b' },
      { name: 'extra_photo', key: 'extra_photo', url: 'https://x/extra.jpg' },
    ]);
    expect(fieldJobLinks(null)).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { installerCompanyDisplay, leadField, MASTER_SHEET_FIELDS, NEW_LEADS_FIELDS } from './leadColumns.js';
import { EIRCODE_MESSAGE, EMAIL_MESSAGE, leadValueFromText, withApprovalRule } from './leadValues.js';

const value = (name: string, text: string) => leadValueFromText(leadField(name)!, text);

describe('lead fields and values', () => {
  it('lists the grids in the spec order: 33 and 24 fields after the Box column', () => {
    expect(MASTER_SHEET_FIELDS).toHaveLength(33);
    expect(NEW_LEADS_FIELDS).toHaveLength(24);
    expect(MASTER_SHEET_FIELDS.map((f) => f.header).slice(-4)).toEqual([
      'Installer',
      'Company',
      'Last Geopal Update',
      'Geopal Status',
    ]);
    expect(MASTER_SHEET_FIELDS.filter((f) => !f.searchable).map((f) => f.header)).toEqual([
      'Have Wifi?',
      'Pre2007?',
      'Grant?',
      'Time Clock?',
    ]);
    expect(NEW_LEADS_FIELDS.at(-1)?.header).toBe('Export Company');
  });

  it('shows HES0005 as HES and HUB001 as IES, anything else blank', () => {
    expect(['hes0005', 'HUB001', 'hub', null].map(installerCompanyDisplay)).toEqual(['HES', 'IES', '', '']);
  });

  it('refuses a text longer than a grid cell takes, naming the field', () => {
    expect(value('full_name', 'x'.repeat(500))).toEqual({ ok: true, value: 'x'.repeat(500) });
    expect(value('full_name', 'x'.repeat(501))).toEqual({
      ok: false,
      message: 'Name must be at most 500 characters.',
    });
  });

  it('refuses a date before 2014-01-01 (spec 1 §9, 2 §9), naming the field', () => {
    expect(value('handed_to_installer', '1900-01-01')).toEqual({
      ok: false,
      message: 'Handed to Installer must not be before 1 Jan 2014.',
    });
    expect(value('handed_to_installer', '31/12/2013').ok).toBe(false);
    expect(value('handed_to_installer', '01/01/2014')).toEqual({ ok: true, value: '2014-01-01' });
    expect(value('created', '1900-01-01T09:00:00Z')).toEqual({
      ok: false,
      message: 'Created must not be before 1 Jan 2014.',
    });
    expect(value('handed_to_installer', '')).toEqual({ ok: true, value: null });
  });

  it('checks e-mail and Eircode formats and stores them normalised', () => {
    expect(value('email', ' Name@Example.IE ')).toEqual({ ok: true, value: 'name@example.ie' });
    for (const bad of ['name@', 'name example.ie', 'a@b', '@example.ie'])
      expect(value('email', bad)).toEqual({ ok: false, message: EMAIL_MESSAGE });
    expect(value('eircode', 'd02 xy45')).toEqual({ ok: true, value: 'D02XY45' });
    expect(value('eircode', 'D6W1234')).toEqual({ ok: true, value: 'D6W1234' });
    for (const bad of ['D02', 'T12 AB34', 'Z99 XY45'])
      expect(value('eircode', bad)).toEqual({ ok: false, message: EIRCODE_MESSAGE });
  });

  it('converts option names, yes/no, numbers and days, and refuses what a field cannot hold', () => {
    expect(value('fuel_type', 'Oil')).toEqual({ ok: true, value: 'oil' });
    expect(value('source', 'MailChimp')).toEqual({ ok: true, value: 'mailchimp' });
    expect(value('have_wifi', 'yes')).toEqual({ ok: true, value: true });
    expect(value('have_wifi', '')).toEqual({ ok: true, value: null });
    expect(value('approved', '')).toEqual({ ok: false, message: 'Approved must be true or false.' });
    expect(value('installation_batch', '12')).toEqual({ ok: true, value: 12 });
    expect(value('installation_batch', '1.5')).toEqual({
      ok: false,
      message: 'Batch must be a whole number.',
    });
    expect(value('installation_batch', '2147483648')).toEqual({
      ok: false,
      message: 'Batch must be at most 2,147,483,647.',
    });
    expect(value('installation_batch', '2147483647')).toEqual({ ok: true, value: 2_147_483_647 });
    expect(value('handed_to_installer', '01/03/2020')).toEqual({ ok: true, value: '2020-03-01' });
    expect(value('handed_to_installer', '31/02/2020').ok).toBe(false);
  });

  it('sets Dead from Approved in the same change, unless Dead is given too', () => {
    expect(withApprovalRule({ approved: true })).toEqual({ approved: true, dead_lead: false });
    expect(withApprovalRule({ approved: false })).toEqual({ approved: false, dead_lead: true });
    expect(withApprovalRule({ comment: 'x' })).toEqual({ comment: 'x' });
    expect(withApprovalRule({ approved: true, dead_lead: true })).toEqual({
      approved: true,
      dead_lead: true,
    });
  });
});

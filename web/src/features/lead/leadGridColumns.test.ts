import { LEAD_FIELDS, MASTER_SHEET_FIELDS, NEW_LEADS_FIELDS } from '@hub/domain';
import { describe, expect, it } from 'vitest';
import { headerWidth } from '../../ui/grid';
import { leadGridColumns } from './leadGridColumns';

const LOOKUPS = { lead_status: [], heating_system: [], installers: [] };
const column = (seesContacts: boolean, field: string) =>
  leadGridColumns(MASTER_SHEET_FIELDS, LOOKUPS, seesContacts).find((c) => c.field === field)!;

describe('the leads grid columns', () => {
  it('are wide enough for their headers (Handed to Installer was cut to "Handed to Inst…")', () => {
    for (const fields of [LEAD_FIELDS, MASTER_SHEET_FIELDS, NEW_LEADS_FIELDS])
      for (const c of leadGridColumns(fields, LOOKUPS))
        expect(c.width, c.header).toBeGreaterThanOrEqual(headerWidth(c.header));
  });

  it('offers search and edit of Email, Phone and Address only with the address right', () => {
    for (const field of ['email', 'phone', 'address']) {
      expect(column(true, field)).toMatchObject({ filter: true, editable: true });
      expect(column(false, field)).toMatchObject({ filter: false, editable: false });
      expect(column(true, field).hiddenReason).toBeUndefined();
    }
    // The search box says why the column is blank.
    expect(column(false, 'email').hiddenReason).toBe('Seeing Email needs the "address" right.');
    // Other columns are the same either way; the master sheet's yes/no columns never have a search box.
    expect(column(false, 'full_name')).toMatchObject({ filter: true, editable: true });
    expect(column(false, 'have_wifi').filter).toBe(false);
    expect(column(true, 'have_wifi').filter).toBe(false);
  });
});

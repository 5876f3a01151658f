import { describe, expect, it } from 'vitest';
import { ecmsFilter, ecmsGridColumns, ecmsRowColour, type EcmsGridRow } from './ecmsGrid';
import { convertSearch } from '../../ui/grid/convertSearch';
import { headerWidth } from '../../ui/grid';

const row = (over: Partial<EcmsGridRow>) =>
  ({ lastSeenOnline: '2027-02-21T10:00:00Z', completedOn: '2027-02-20T10:00:00Z', ...over }) as EcmsGridRow;

describe('the ECMS grid', () => {
  const columns = ecmsGridColumns([
    { id: 1, name: 'Pre-approved' },
    { id: 4, name: 'Paid' },
  ]);

  it('has columns wide enough for their headers (Company Name was cut)', () => {
    for (const c of columns) expect(c.width, c.header).toBeGreaterThanOrEqual(headerWidth(c.header));
  });

  it('converts searches by column: numbers, dates, a status name to its id', () => {
    const type = (field: string) => columns.find((c) => c.field === field)!;
    const converted = (field: string, text: string) => {
      const column = type(field);
      return convertSearch(column.type ?? 'text', text, column.options);
    };
    expect(converted('hub_batch', ' 12 ')).toEqual({ ok: true, value: 12 });
    expect(converted('ecms_id', 'twelve').ok).toBe(false);
    expect(converted('date_sent', '28/12/2019')).toEqual({ ok: true, value: '2019-12-28' });
    expect(converted('last_seen', '2027-02-20')).toEqual({ ok: true, value: '2027-02-20' });
    expect(converted('ecms_status_id', 'PAID')).toEqual({ ok: true, value: 4 });
    expect(
      ecmsFilter('offline', [
        { field: 'ecms_status_id', value: 4 },
        { field: 'address', value: 'Main' },
      ]),
    ).toEqual({
      view: 'OFFLINE',
      columns: [
        { field: 'STATUS', value: '4' },
        { field: 'ADDRESS', value: 'Main' },
      ],
    });
  });

  it('colours rows red in the All and PreApproved views only', () => {
    const late = row({ lastSeenOnline: '2027-02-19T10:00:00Z' });
    expect(ecmsRowColour('all')!(late)).toMatch(/red/);
    expect(ecmsRowColour('preapproved')!(row({ completedOn: null }))).toMatch(/red/);
    expect(ecmsRowColour('all')!(row({}))).toBeUndefined();
    expect(ecmsRowColour('raw')).toBeUndefined();
    expect(ecmsRowColour('nogeopal')).toBeUndefined();
    expect(ecmsRowColour('offline')).toBeUndefined();
  });

  it('has no search box for Address and Phone without the address right', () => {
    const withoutSearch = (seesContacts: boolean) =>
      ecmsGridColumns([], seesContacts)
        .filter((c) => c.filter === false)
        .map((c) => c.header);
    expect(withoutSearch(true)).toEqual([]);
    expect(withoutSearch(false)).toEqual(['Address', 'Phone']);
    const reasons = ecmsGridColumns([], false).flatMap((c) => (c.hiddenReason ? [c.hiddenReason] : []));
    expect(reasons).toEqual([
      'Seeing Address needs the "address" right.',
      'Seeing Phone needs the "address" right.',
    ]);
    expect(ecmsGridColumns([], true).some((c) => c.hiddenReason)).toBe(false);
  });
});

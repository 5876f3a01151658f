import { describe, expect, it } from 'vitest';
import { displayText, editorText } from './cellText';
import type { GridColumn } from './types';

const approved: GridColumn<unknown> = { field: 'approved', header: 'Approved', type: 'boolean' };

describe('boolean cells', () => {
  it('show true and false (spec 3 §3), and nothing for no value', () => {
    expect(displayText(approved, true)).toBe('true');
    expect(displayText(approved, false)).toBe('false');
    expect(displayText(approved, 'true')).toBe('true');
    expect(displayText(approved, null)).toBe('');
  });

  it('start the editor on the value shown', () => {
    expect(editorText(approved, false)).toBe('false');
  });
});

describe('date cells', () => {
  const corrected: GridColumn<unknown> = { field: 'date_corrected', header: 'date_corrected', type: 'date' };
  const updated: GridColumn<unknown> = { ...corrected, field: 'updated', withTime: true };

  it('start the editor as dates are typed everywhere, not in a native picker’s form', () => {
    expect(editorText(corrected, '2027-02-20')).toBe('20 Feb 2027');
    expect(editorText(corrected, '2027-02-20T00:00:00.000Z')).toBe('20 Feb 2027');
    // Local time, as the cell shows it.
    const at = new Date(2027, 1, 20, 12, 36).toISOString();
    expect(editorText(updated, at)).toBe('20 Feb 2027, 12:36');
    expect(editorText(corrected, null)).toBe('');
  });
});

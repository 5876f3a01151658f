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

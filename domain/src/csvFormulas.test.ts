import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { CSV_FORMULA_START } from './csvFormulas.js';

describe('CSV_FORMULA_START', () => {
  it('neutralises a formula whatever follows it, a second line included', () => {
    const csv = Papa.unparse([['=HYPERLINK("http://x")\nsecond line', 'plain', '-1']], {
      escapeFormulae: CSV_FORMULA_START,
    });
    expect(csv).toBe(`"'=HYPERLINK(""http://x"")\nsecond line",plain,"'-1"`);
  });
});
